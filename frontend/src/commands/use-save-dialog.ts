import { useState } from 'react';
import type { UseMutateFunction } from '@tanstack/react-query';
import { showToast } from '../shell/toasts';
import type { CommandStatus } from '../ui/form-dialog';
import type { SaveInput } from './use-command';

type SaveCommand<TInput> = CommandStatus & { mutate: UseMutateFunction<unknown, Error, SaveInput<TInput>, unknown>; reset(): void };

// The add/edit dialog of a list, over a save command (useSaveCommand): whether it is open and which row it
// edits (null: a new one); closing clears the command's refusal; a save says "Balayage added" or
// "Balayage saved" and closes the dialog.
export function useSaveDialog<Row extends { id: string }, TInput>(save: SaveCommand<TInput>) {
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);
  const editing = dialog?.editing ?? null;
  const close = () => {
    save.reset();
    setDialog(null);
  };
  const submit = (input: TInput, name: string) =>
    save.mutate(
      { id: editing?.id ?? null, input },
      {
        onSuccess: () => {
          showToast({ message: editing ? `${name} saved` : `${name} added`, intent: 'success' });
          close();
        },
      },
    );
  return { isOpen: dialog !== null, editing, status: save, open: (row: Row | null) => setDialog({ editing: row }), close, submit };
}
