// How busy the machine was during each stage of `npm test`: the share of CPU time not idle (all cores)
// and the mean 1-minute load average, sampled every few seconds. Stage timings mean little without it:
// the same suite takes far longer when something else shares the cores.
import { cpus, loadavg } from 'node:os';

function cpuTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

export function startMachineUsage(intervalMs = 5000) {
  const loads = [];
  const timer = setInterval(() => loads.push({ at: Date.now(), load: loadavg()[0] }), intervalMs);
  timer.unref();
  return {
    // Marks the start of a stage; `end()` returns its figures.
    stage() {
      const from = Date.now();
      const start = cpuTimes();
      return {
        end() {
          const now = cpuTimes();
          const total = now.total - start.total;
          const window = loads.filter(({ at }) => at >= from).map(({ load }) => load);
          const meanLoad = window.length ? window.reduce((sum, load) => sum + load, 0) / window.length : loadavg()[0];
          return { cpuBusy: total > 0 ? (now.busy - start.busy) / total : 0, meanLoad, cores: cpus().length };
        },
      };
    },
    stop: () => clearInterval(timer),
  };
}

export const describeUsage = ({ cpuBusy, meanLoad, cores }) =>
  `cpu ${(cpuBusy * 100).toFixed(0)}% busy, load ${meanLoad.toFixed(1)} on ${cores} cores`;
