import { describe, it } from 'vitest';
import type { ClientImportEvent } from '@chairside/shared/client-imports/client-import-events';
import { deciderSpec } from '../../testing/decider-spec';
import { clientImportDecider } from './client-import-decider';

const now = new Date('2026-11-27T15:00:00Z');
const importId = 'i0000000-0000-4000-8000-000000000001';
const mapping = { firstName: 0, lastName: 1, phone: 2, email: null };
const startedData = {
  importId,
  fileName: 'book.csv',
  headers: ['First', 'Last', 'Phone'],
  totalRows: 3,
  mapping,
  duplicates: 'skip' as const,
};
const started: ClientImportEvent = { type: 'ClientImportStarted', data: startedData };
const counts = { imported: 1, merged: 0, skipped: 1, failed: 0 };
const batch: ClientImportEvent = { type: 'ClientImportBatchRecorded', data: { importId, nextRow: 2, ...counts } };
const { given } = deciderSpec(clientImportDecider, { now });

describe('client import decider', () => {
  it('starts once', () => {
    given([])
      .when({ type: 'StartClientImport', ...startedData })
      .then([started]);
    given([started])
      .when({ type: 'StartClientImport', ...startedData })
      .thenThrows({ status: 409, message: 'This import has already started' });
  });
  it('records each batch once, in order, and none after a cancel', () => {
    given([started])
      .when({ type: 'RecordClientImportBatch', importId, fromRow: 0, nextRow: 2, ...counts })
      .then([batch]);
    given([started, batch])
      .when({ type: 'RecordClientImportBatch', importId, fromRow: 0, nextRow: 2, ...counts })
      .thenThrows('This part of the import is already done');
    given([started, { type: 'ClientImportCancelled', data: { importId } }])
      .when({ type: 'RecordClientImportBatch', importId, fromRow: 0, nextRow: 2, ...counts })
      .thenThrows('The import was cancelled');
  });
  it('finishes when every row is done, once', () => {
    given([started, batch]).when({ type: 'FinishClientImport', importId }).thenThrows('The import has rows left to do');
    const last: ClientImportEvent = { type: 'ClientImportBatchRecorded', data: { importId, nextRow: 3, ...counts } };
    given([started, batch, last])
      .when({ type: 'FinishClientImport', importId })
      .then([{ type: 'ClientImportFinished', data: { importId } }]);
    given([started, batch, last, { type: 'ClientImportFinished', data: { importId } }])
      .when({ type: 'FinishClientImport', importId })
      .then([]);
  });
  it('cancels a running import; a finished one stays finished', () => {
    given([started])
      .when({ type: 'CancelClientImport', importId })
      .then([{ type: 'ClientImportCancelled', data: { importId } }]);
    given([started, { type: 'ClientImportCancelled', data: { importId } }])
      .when({ type: 'CancelClientImport', importId })
      .then([]);
    given([started, { type: 'ClientImportFinished', data: { importId } }])
      .when({ type: 'CancelClientImport', importId })
      .thenThrows({ status: 409, message: 'The import has already finished' });
    given([]).when({ type: 'CancelClientImport', importId }).thenThrows({ status: 404, message: 'Import not found' });
  });
});
