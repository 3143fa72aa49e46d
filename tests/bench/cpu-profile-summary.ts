// Summarises a V8 CPU profile (node --cpu-prof): self time by function and by package or source folder,
// the top entries, so a profile of a benchmark can be read and recorded without a browser.
// Run: node --import tsx tests/bench/cpu-profile-summary.ts <file.cpuprofile or folder> [top] (a folder: its
// busiest profile, which is the process's main thread rather than a loader thread).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const [file, topArgument] = process.argv.slice(2);
if (!file) {
  console.error('Usage: cpu-profile-summary.ts <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArgument ?? 25);
const busyMicros = (candidate: Profile) => {
  const idleIds = new Set(candidate.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  return candidate.samples.reduce((sum, id, index) => sum + (idleIds.has(id) ? 0 : (candidate.timeDeltas[index + 1] ?? 0)), 0);
};
const profiles = statSync(file).isDirectory()
  ? readdirSync(file)
      .filter((name) => name.endsWith('.cpuprofile'))
      .map((name) => JSON.parse(readFileSync(join(file, name), 'utf8')) as Profile)
  : [JSON.parse(readFileSync(file, 'utf8')) as Profile];
const profile = profiles.sort((a, b) => busyMicros(b) - busyMicros(a))[0];
if (!profile) {
  console.error(`No CPU profile in ${file}`);
  process.exit(1);
}
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

// Time per sample: the delta that follows it (V8's own attribution).
const selfMicros = new Map<number, number>();
for (const [index, id] of profile.samples.entries()) selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0);

const where = (url: string) => {
  if (!url) return '(native)';
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (modules) return modules[1] as string;
  if (url.startsWith('node:')) return url;
  const ours = url.match(/\/(shared|backend|projections|workers)\/(?:platform\/)?src\/([^/]+)/);
  return ours ? `${ours[1]}/${ours[2]}` : url.replace(/^file:\/\//, '');
};

const functions = new Map<string, number>();
const places = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const node = byId.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)') continue;
  const name = `${functionName || '(anonymous)'} ${url ? `${where(url)}:${lineNumber + 1}` : ''}`.trim();
  functions.set(name, (functions.get(name) ?? 0) + micros);
  places.set(where(url), (places.get(where(url)) ?? 0) + micros);
}
const busy = busyMicros(profile);
const line = ([name, micros]: [string, number]) =>
  `${((micros / 1000) | 0).toString().padStart(8)} ms ${((100 * micros) / Math.max(1, busy)).toFixed(1).padStart(5)} %  ${name}`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (${((100 * busy) / total).toFixed(0)} %)`);
console.log('\nSelf time by place (share of busy time):');
for (const entry of [...places].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(line(entry));
console.log('\nSelf time by function:');
for (const entry of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(line(entry));
