import { queryOptions } from '@tanstack/react-query';
import { healthReplySchema, type HealthReply } from '@chairside/shared/health';

// /api/health answers 503 with the same body when something is down: both are data, not errors.
async function fetchHealth(): Promise<HealthReply> {
  const response = await fetch('/api/health', { headers: { Accept: 'application/json' } });
  if (response.status !== 200 && response.status !== 503) throw new Error(response.statusText || `HTTP ${response.status}`);
  return healthReplySchema.parse(await response.json());
}

export const healthQueries = {
  status: () => queryOptions({ queryKey: ['system', 'health'], queryFn: fetchHealth, staleTime: 0, refetchInterval: 10_000 }),
};
