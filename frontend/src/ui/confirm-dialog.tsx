import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { FormCallouts } from './form-callouts';
import { DIALOG_PORTAL_CLASS, type CommandStatus } from './form-dialog';
import './confirm-dialog.css';
import './ui.css';

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmText: string;
  // The button that closes without acting (default "Cancel"; say "Keep …" when the action itself is a cancellation).
  cancelText?: string;
  intent: 'danger' | 'success' | 'primary';
  status: CommandStatus;
  errorTitle: string;
  // The action cannot be taken yet (something is still to be chosen in the dialog).
  confirmDisabled?: boolean;
  onConfirm(): void;
  onClose(): void;
};

// A question before an action that is hard to take back, named by its title for screen readers.
export function ConfirmDialog({
  title,
  children,
  confirmText,
  cancelText = 'Cancel',
  intent,
  status,
  errorTitle,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const pending = status.isPending;
  // While pending, the buttons are disabled and the focus falls out of the dialog (to the page), where Escape
  // no longer reaches it: once the answer is in, the focus comes back to the button that closes it.
  const keep = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending && !keep.current?.closest(`.${Classes.DIALOG}`)?.contains(document.activeElement))
      keep.current?.focus();
    wasPending.current = pending;
  }, [pending]);
  return (
    <Dialog
      isOpen
      role="alertdialog"
      title={title}
      onClose={pending ? undefined : onClose}
      className="ui-dialog confirm-dialog"
      portalClassName={DIALOG_PORTAL_CLASS}
    >
      <DialogBody>
        {children}
        <FormCallouts error={status.error?.message} errorTitle={errorTitle} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button ref={keep} text={cancelText} disabled={pending} onClick={onClose} />
            <Button intent={intent} text={confirmText} loading={pending} disabled={pending || confirmDisabled} onClick={onConfirm} />
          </>
        }
      />
    </Dialog>
  );
}
