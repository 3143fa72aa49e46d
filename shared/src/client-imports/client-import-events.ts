// Events of an import's own stream (`clientimport-<importId>`). A permanent contract: add versions, never
// edit history. They carry counts, never the rows' personal data (the rows become client events).

export type ClientImportMapping = {
  firstName: number;
  lastName: number | null;
  phone: number | null;
  email: number | null;
  // Absent from imports started before these columns could be mapped.
  birthday?: number | null;
  tags?: number | null;
  emailConsent?: number | null;
  smsConsent?: number | null;
};
export type DuplicateHandling = 'merge' | 'skip';

export type ClientImportStarted = {
  type: 'ClientImportStarted';
  data: {
    importId: string;
    fileName: string;
    // The file's header row, for the error report (column names, no one's data).
    headers: string[];
    totalRows: number;
    mapping: ClientImportMapping;
    duplicates: DuplicateHandling;
  };
};
// One batch of rows, written in the same atomic append as the clients it registers: `nextRow` is the
// first data row (0-based) not yet done, so a batch retried after a crash is recognised as done.
export type ClientImportBatchRecorded = {
  type: 'ClientImportBatchRecorded';
  data: { importId: string; nextRow: number; imported: number; merged: number; skipped: number; failed: number };
};
export type ClientImportFinished = { type: 'ClientImportFinished'; data: { importId: string } };
export type ClientImportCancelled = { type: 'ClientImportCancelled'; data: { importId: string } };

export type ClientImportEvent = ClientImportStarted | ClientImportBatchRecorded | ClientImportFinished | ClientImportCancelled;
export const clientImportEventTypes = [
  'ClientImportStarted',
  'ClientImportBatchRecorded',
  'ClientImportFinished',
  'ClientImportCancelled',
] as const;
export const clientImportStream = (importId: string) => `clientimport-${importId}`;
