import { Counter, Histogram, type Registry } from 'prom-client';
import { WrongExpectedVersion } from '@chairside/platform/event-store/event-store';
import { DomainError } from './domain-error';

// What the write side counts, for /api/metrics. The counters belong to the process (every command plan in it
// counts, whoever runs it) and to no registry: each backend's registry registers them (system/backend-metrics.ts).

export type CommandOutcome = 'ok' | 'conflict' | 'rejected' | 'error';

export const commandOutcomes = new Counter({
  name: 'chairside_command_outcomes_total',
  help: 'Commands run through the command plan, by command type, first stream category and outcome (ok, conflict: lost every concurrency retry, rejected: a domain refusal, error)',
  labelNames: ['command', 'category', 'outcome'] as const,
  registers: [],
});

export const commandRetries = new Counter({
  name: 'chairside_command_retries_total',
  help: 'Commands decided again because another writer appended to one of their streams first (optimistic concurrency)',
  labelNames: ['command', 'category'] as const,
  registers: [],
});

// Timed where the command plan appends rather than by wrapping the store: the store object's identity keys
// the personal-data keys used for erasure, so a wrapper in its place would break erasure.
export const appendSeconds = new Histogram({
  name: 'chairside_event_store_append_seconds',
  help: "Time of the command plan's atomic append to the event store, by outcome (ok, conflict, error)",
  labelNames: ['outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [],
});

export function registerCommandMetrics(registry: Registry): void {
  registry.registerMetric(commandOutcomes);
  registry.registerMetric(commandRetries);
  registry.registerMetric(appendSeconds);
}

export function outcomeOf(error: unknown): CommandOutcome {
  if (error instanceof WrongExpectedVersion) return 'conflict';
  if (error instanceof DomainError) return 'rejected';
  return 'error';
}

// Label values come from code (command types, stream categories), but a value that does not look like one is
// folded into "other" so a label can never grow without bound.
const labelPattern = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const labelValue = (value: unknown): string =>
  typeof value === 'string' ? (labelPattern.test(value) ? value : 'other') : 'unknown';

export const commandTypeOf = (command: unknown): unknown =>
  typeof command === 'object' && command !== null && 'type' in command ? command.type : undefined;
