import { adminOnly, unique, type Row } from './permission-matrix-support';

// The end-to-end specs' seed route, served only under NODE_ENV=test, as vitest runs this matrix (outside
// tests it is a 404: backend/src/testing-seed/testing-seed-routes.int.test.ts). Even there, administrators only.
export const testingSeedRows: Row[] = [
  {
    route: 'POST /api/testing/seed',
    path: () => '/api/testing/seed',
    body: () => ({ clients: [{ firstName: 'Matrix', lastName: `Seeded ${unique()}` }], staff: [] }),
    expect: adminOnly(200),
    note: 'NODE_ENV=test only',
  },
];
