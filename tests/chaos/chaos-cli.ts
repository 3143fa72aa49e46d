import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runChaos, shortSeconds } from './chaos-run';

// npm run chaos [-- --seconds N | --short] [--sockets N] [--keep-data] [--echo]
// Exits 1 when any check of the printed table fails.
const { values } = parseArgs({
  options: {
    seconds: { type: 'string' },
    short: { type: 'boolean', default: false },
    sockets: { type: 'string' },
    'keep-data': { type: 'boolean', default: false },
    echo: { type: 'boolean', default: false },
  },
});
const seconds = values.seconds ? Number(values.seconds) : values.short ? shortSeconds : 150;
if (!Number.isFinite(seconds) || seconds < shortSeconds) {
  console.error(`--seconds must be a number of at least ${shortSeconds} (every fault needs its turn)`);
  process.exit(2);
}
const root = resolve(import.meta.dirname, '../..');
const result = await runChaos({
  root,
  seconds,
  sockets: values.sockets ? Number(values.sockets) : 100,
  keepData: values['keep-data'],
  echo: values.echo,
});
console.log(`\n${result.table}\n\n${result.ok ? 'chaos run: every check passed' : 'chaos run: FAILED (see the rows marked FAIL)'}`);
process.exit(result.ok ? 0 : 1);
