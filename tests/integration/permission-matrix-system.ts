import { adminOnly, everyone, type Row } from './permission-matrix-support';

// Operations beyond the read models: the metrics (administrators, or a scraper with METRICS_TOKEN, which the
// matrix's system does not set) and the queue board's way in. The board's own pages and API, under
// /api/system/queues/board, take no bearer token at all: backend/src/system/queue-board-routes.int.test.ts
// covers them with the board's cookie.
export const systemRows: Row[] = [
  { route: 'GET /api/metrics', path: () => '/api/metrics', expect: adminOnly(200) },
  { route: 'POST /api/system/queues/link', path: () => '/api/system/queues/link', expect: adminOnly(200) },
  {
    route: 'GET /api/system/queues/open',
    path: () => '/api/system/queues/open?link=forged.1.AAAAAAAAAAAAAAAAAAAAAA.signature',
    expect: everyone([401]),
    note: 'the link is its own credential: a forged one is refused whoever opens it, with a sentence saying what to do',
  },
];
