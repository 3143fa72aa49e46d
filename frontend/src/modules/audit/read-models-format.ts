import type { ProjectionStatus } from '@chairside/shared/system/projection-status';

type Intent = 'success' | 'warning' | 'primary' | 'danger';

// Example: readModelName('note_templates') === 'Note templates'
export const readModelName = (name: string) => {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const count = (n: number) => n.toLocaleString('en-US');

// A failure outranks a rebuild (a failing rebuild never ends), which outranks plain lag.
export function readModelState(status: ProjectionStatus): { text: string; intent: Intent } {
  if (status.failure) return { text: `Failing: ${status.failure.message}`, intent: 'danger' };
  if (status.rebuild) return { text: 'Rebuilding', intent: 'primary' };
  if (status.eventsBehind > 0) return { text: `Behind ${count(status.eventsBehind)}`, intent: 'warning' };
  return { text: 'Caught up', intent: 'success' };
}

// Example: '1,200 of 3,400 events · 800 events/s · about 3 s left'
export function rebuildProgressText(rebuild: NonNullable<ProjectionStatus['rebuild']>): string {
  const parts = [`${count(rebuild.processed)} of ${count(rebuild.total)} events`, `${count(rebuild.eventsPerSecond)} events/s`];
  if (rebuild.secondsLeft !== null) parts.push(`about ${count(rebuild.secondsLeft)} s left`);
  return parts.join(' · ');
}

export function heartbeatText(runner: ProjectionStatus['runner']): string {
  if (!runner) return 'No runner';
  const seconds = Math.round(runner.heartbeatAgeMs / 1000);
  return seconds < 1 ? 'Just now' : `${count(seconds)} s ago`;
}
