// Type-checks every workspace with its own tsconfig (browser code never sees Node's types).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = ['shared', 'backend/platform', 'backend', 'projections', 'workers', 'frontend', 'tests', 'tsconfig.scripts.json'];
let failed = 0;
for (const project of projects) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`typecheck ${project}: ok (${seconds}s)`);
  else {
    failed += 1;
    console.log(`typecheck ${project}: FAILED (${seconds}s)`);
  }
}
process.exit(failed === 0 ? 0 : 1);
