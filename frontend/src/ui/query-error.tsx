import { Callout } from '@blueprintjs/core';

// A read that failed, titled with what could not be loaded ("Could not load the services").
export function QueryError({ error, title, compact }: { error: Error | null; title?: string; compact?: boolean }) {
  if (!error) return null;
  return (
    <Callout intent="danger" role="alert" title={title} compact={compact}>
      {error.message}
    </Callout>
  );
}
