import { Callout, Spinner } from '@blueprintjs/core';
import { LoadingState } from './loading-state';

// A read that failed, titled with what could not be loaded ("Could not load the services").
export function QueryError({ error, title, compact }: { error: Error | null; title?: string; compact?: boolean }) {
  if (!error) return null;
  return (
    <Callout intent="danger" role="alert" title={title} compact={compact}>
      {error.message}
    </Callout>
  );
}

type QueryStatusProps = {
  query: { isLoading: boolean; error: Error | null };
  errorTitle: string;
  // A spinner named for what loads ("Loading groups"); without it, SPEC's visible "Loading...".
  loadingLabel?: string;
  compact?: boolean;
};

// A read's state before it has data: loading while it runs, or what could not be loaded.
export function QueryStatus({ query, errorTitle, loadingLabel, compact }: QueryStatusProps) {
  if (query.isLoading) return loadingLabel ? <Spinner aria-label={loadingLabel} /> : <LoadingState />;
  return <QueryError error={query.error} title={errorTitle} compact={compact} />;
}
