import { clientImportEventTypes, type ClientImportEvent } from '@chairside/shared/client-imports/client-import-events';
import { rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { createClientImportTable } from './client-import-table';

// Each import's progress, which /clients-import shows as a bar (read again after a reload).
export const clientImportProjection = defineProjection<ClientImportEvent>({
  name: 'client_imports',
  version: 1,
  eventTypes: clientImportEventTypes,
  topics: ['client-imports'],
  tables: { client_imports: createClientImportTable },
  async apply(_trx, events, context) {
    const imports = rowsById(
      await context.tables.select(
        'client_imports',
        'id',
        events.map((event) => event.data.importId),
      ),
    );
    for (const event of events) {
      const { importId } = event.data;
      const at = new Date(event.metadata.occurredAt);
      switch (event.type) {
        case 'ClientImportStarted':
          imports.put(importId, {
            id: importId,
            file_name: event.data.fileName,
            headers: event.data.headers,
            status: 'running',
            duplicates: event.data.duplicates,
            total_rows: event.data.totalRows,
            processed_rows: 0,
            imported: 0,
            merged: 0,
            skipped: 0,
            failed: 0,
            started_at: at,
            finished_at: null,
          });
          break;
        case 'ClientImportBatchRecorded': {
          const { nextRow, imported, merged, skipped, failed } = event.data;
          imports.update(importId, (row) => ({
            ...row,
            processed_rows: nextRow,
            imported: row.imported + imported,
            merged: row.merged + merged,
            skipped: row.skipped + skipped,
            failed: row.failed + failed,
          }));
          break;
        }
        case 'ClientImportFinished':
        case 'ClientImportCancelled':
          imports.update(importId, (row) => ({
            ...row,
            status: event.type === 'ClientImportFinished' ? 'finished' : 'cancelled',
            finished_at: at,
          }));
          break;
        default:
          unfoldable('client_imports', event);
      }
      context.change({ topic: 'client-imports', rooms: ['staff'], ids: [importId] }, event);
    }
    await imports.write(context.tables.rows('client_imports', 'id'));
  },
});
