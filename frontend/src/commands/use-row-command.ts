import { useState } from 'react';
import type { UseMutateFunction } from '@tanstack/react-query';
import { showToast } from '../shell/toasts';
import type { CatalogueListControls, CatalogueRow } from '../ui/catalogue-table';
import type { ArchiveAction } from '../ui/list-cells';
import type { Refusal } from '../ui/refusal-callout';

type RowCommand<TAction> = { mutate: UseMutateFunction<unknown, Error, { id: string; action: TAction }, unknown> };

// What a row action says: the toast once it is done, and the refusal's title (and hint) when the server says no.
export type RowActionWords<Row, TAction> = {
  done(row: Row, action: TAction): string;
  refused(row: Row, action: TAction): Omit<Refusal, 'reason'>;
};

// Archive and restore on a list of named things: "Balayage archived", "Could not restore Balayage".
export const archiveWords: RowActionWords<{ id: string; name: string }, ArchiveAction> = {
  done: (row, action) => `${row.name} ${action === 'archive' ? 'archived' : 'restored'}`,
  refused: (row, action) => ({ title: `Could not ${action} ${row.name}` }),
};

// One action on one row of a list (archive, restore, make default…) through an action command
// (useActionCommand): a toast once it is done; a refusal (a clash the server names) is kept for a
// RefusalCallout until the next action or Dismiss.
export function useRowCommand<Row extends { id: string }, TAction>(command: RowCommand<TAction>, words: RowActionWords<Row, TAction>) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const run = (row: Row, action: TAction) => {
    setRefusal(null);
    command.mutate(
      { id: row.id, action },
      {
        onSuccess: () => showToast({ message: words.done(row, action), intent: 'success' }),
        onError: (error) => setRefusal({ ...words.refused(row, action), reason: error.message }),
      },
    );
  };
  return { refusal, clearRefusal: () => setRefusal(null), run };
}

// A catalogue list page's state for its CatalogueTable: "Show archived" (off at first; the page's query reads
// it), and archive/restore through the module's action command (useActionCommand).
export function useCatalogueList<Row extends CatalogueRow>(
  command: RowCommand<ArchiveAction> & { isPending: boolean },
  canEdit: boolean,
  onEdit: (row: Row) => void,
) {
  const [showArchived, setShowArchived] = useState(false);
  const { refusal, clearRefusal, run } = useRowCommand<Row, ArchiveAction>(command, archiveWords);
  const controls: CatalogueListControls<Row> = {
    showArchived,
    onShowArchivedChange: setShowArchived,
    canEdit,
    busy: command.isPending,
    onEdit,
    onArchive: run,
  };
  return { controls, refusal, clearRefusal };
}
