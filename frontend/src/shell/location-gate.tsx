import { NonIdealState } from '@blueprintjs/core';
import { LoadingState } from '../ui/loading-state';
import { QueryError } from '../ui/query-error';
import { useSelectedLocation } from './selected-location';

// What a per-location screen shows when the header has no location (none the person may see): nothing
// while the locations load.
export function NoLocationSelected({ description = 'Choose a location in the header.' }: { description?: string }) {
  const { location, loading } = useSelectedLocation();
  return !loading && !location ? <NonIdealState icon="map-marker" title="No location selected" description={description} /> : null;
}

type LocationListStatusProps = { query: { isPending: boolean; error: Error | null }; errorTitle: string };

// A per-location list before it has data: loading (the location, then the list), no location chosen, or what
// could not be loaded.
export function LocationListStatus({ query, errorTitle }: LocationListStatusProps) {
  const { location, loading } = useSelectedLocation();
  return (
    <>
      {loading || (location && query.isPending) ? <LoadingState /> : null}
      <NoLocationSelected description="Choose a location in the header first." />
      <QueryError error={query.error} title={errorTitle} />
    </>
  );
}
