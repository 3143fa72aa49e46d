import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

// Queries already promised one more read once the read in flight is in.
const readAfterCurrent = new WeakSet<Query>();

// Reads again the queries a change notice made stale. A query being read right now keeps that read (its
// answer may predate the change) and is read once more when it is in: however many notices arrive meanwhile,
// one read follows. Cancelling the read in flight instead, as invalidateQueries does by default, starves a
// screen that hears notices faster than it can read: each notice aborts the read the one before started, and
// nothing new is shown for as long as the notices keep coming (a booking page at a busy location).
export async function readAgain(queryClient: QueryClient, filters: { queryKey: QueryKey; exact?: boolean }): Promise<void> {
  for (const query of queryClient.getQueryCache().findAll({ ...filters, fetchStatus: 'fetching' })) {
    if (readAfterCurrent.has(query)) continue;
    readAfterCurrent.add(query);
    // Without cancelRefetch, refetchQueries joins the read in flight: its promise settles once the answer is stored.
    void queryClient.refetchQueries({ queryKey: query.queryKey, exact: true }, { cancelRefetch: false }).finally(() => {
      readAfterCurrent.delete(query);
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }, { cancelRefetch: false });
    });
  }
  await queryClient.invalidateQueries(filters, { cancelRefetch: false });
}
