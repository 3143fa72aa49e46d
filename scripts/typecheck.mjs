// Type-checks the code in three programs, as many at a time as the machine has cores; each program's output
// is printed whole when it ends. Browser code (frontend) and shared (which must run in a browser too) are
// checked without Node's types; every Node workspace shares one program (tsconfig.server.json, the same
// options as their own tsconfigs, which editors use), so shared and the platform are checked once, not
// once per workspace that imports them.
//
// The compiler is TypeScript 7's native one (the `typescript-native` alias): it checks the same programs
// with the same options in a fifth of TypeScript 6's CPU, one thread per program, two programs at a time.
// TypeScript 6 stays the `typescript` package, which editors, the ESLint parser and one test use through
// its JavaScript API (7 has none yet).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';

const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc');
// The slowest first, so the last to finish is a short one.
const projects = ['tsconfig.server.json', 'frontend', 'shared', 'tsconfig.scripts.json'];

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project, '--singleThreaded'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(output);
      console.log(`typecheck ${project}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds}s)`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = 0;
const lanes = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
  for (let project = queue.shift(); project; project = queue.shift()) if (!(await check(project))) failed += 1;
});
await Promise.all(lanes);
process.exit(failed === 0 ? 0 : 1);
