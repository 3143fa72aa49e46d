import type { ClientImportEvent, ClientImportStarted } from '@chairside/shared/client-imports/client-import-events';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';

type Counts = { imported: number; merged: number; skipped: number; failed: number };
export type ClientImportCommand =
  | ({ type: 'StartClientImport' } & ClientImportStarted['data'])
  | ({ type: 'RecordClientImportBatch'; importId: string; fromRow: number; nextRow: number } & Counts)
  | { type: 'FinishClientImport'; importId: string }
  | { type: 'CancelClientImport'; importId: string };

export type ClientImportState = {
  status: 'none' | 'running' | 'finished' | 'cancelled';
  started: ClientImportStarted['data'] | null;
  // The first data row (0-based) no batch has done yet.
  nextRow: number;
};

// One stream per import (`clientimport-<id>`): started once, moved on batch by batch (each batch appended
// with the clients it registers), then finished or cancelled.
export const clientImportDecider: Decider<ClientImportState, ClientImportCommand, ClientImportEvent> = {
  initialState: () => ({ status: 'none', started: null, nextRow: 0 }),
  evolve(state, event) {
    switch (event.type) {
      case 'ClientImportStarted':
        return { status: 'running', started: event.data, nextRow: 0 };
      case 'ClientImportBatchRecorded':
        return { ...state, nextRow: event.data.nextRow };
      case 'ClientImportFinished':
        return { ...state, status: 'finished' };
      case 'ClientImportCancelled':
        return { ...state, status: 'cancelled' };
      default:
        return unknownEvent(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'StartClientImport': {
        if (state.status !== 'none') throw new DomainError('This import has already started', 409);
        const { type: _type, ...data } = command;
        return [{ type: 'ClientImportStarted', data }];
      }
      case 'RecordClientImportBatch': {
        if (state.status === 'cancelled') throw new DomainError('The import was cancelled', 409);
        if (state.status !== 'running') throw new DomainError('The import is not running', 409);
        // A batch retried after it was recorded (a worker that crashed after the append) is not done twice.
        if (command.fromRow !== state.nextRow) throw new DomainError('This part of the import is already done', 409);
        const { importId, nextRow, imported, merged, skipped, failed } = command;
        return [{ type: 'ClientImportBatchRecorded', data: { importId, nextRow, imported, merged, skipped, failed } }];
      }
      case 'FinishClientImport':
        if (state.status === 'finished') return [];
        if (state.status !== 'running' || !state.started) throw new DomainError('The import is not running', 409);
        if (state.nextRow < state.started.totalRows) throw new DomainError('The import has rows left to do', 409);
        return [{ type: 'ClientImportFinished', data: { importId: command.importId } }];
      case 'CancelClientImport':
        if (state.status === 'none') throw new DomainError('Import not found', 404);
        if (state.status === 'cancelled') return [];
        if (state.status === 'finished') throw new DomainError('The import has already finished', 409);
        return [{ type: 'ClientImportCancelled', data: { importId: command.importId } }];
      default:
        return unhandled(command);
    }
  },
};
