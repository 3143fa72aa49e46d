import { useCallback } from 'react';
import { useCommand } from '../../../commands/use-command';
import { showToast } from '../../../shell/toasts';
import { UNDO_WINDOW_MS, undoneMessages, undoRequest, type UndoDescriptor } from '../calendar-undo';

// Says what a calendar action did, in a toast pinned to the viewport, with "Undo" for UNDO_WINDOW_MS
// (none when the action cannot be undone exactly). The undo's own outcome is a toast too: done, or the
// server's reason it cannot be (the slot was taken meanwhile).
export function useOfferUndo() {
  const { mutateAsync } = useCommand({ request: undoRequest, topics: ['appointments', 'waitlist'] });
  return useCallback(
    (message: string, undo: UndoDescriptor | null) => {
      const action = undo
        ? {
            text: 'Undo',
            onClick: () => {
              // mutateAsync: the answer comes even when the component that offered the undo is gone.
              mutateAsync(undo).then(
                () => showToast({ message: undoneMessages[undo.kind], intent: 'success' }),
                (error: Error) => showToast({ message: `Could not undo: ${error.message}`, intent: 'danger' }),
              );
            },
          }
        : undefined;
      showToast({ message, intent: 'success', action, actionMs: UNDO_WINDOW_MS });
    },
    [mutateAsync],
  );
}
