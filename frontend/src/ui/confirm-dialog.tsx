import type { ReactNode } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { FormCallouts } from './form-callouts';
import { DIALOG_PORTAL_CLASS, type CommandStatus } from './form-dialog';
import './confirm-dialog.css';
import './ui.css';

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmText: string;
  intent: 'danger' | 'success' | 'primary';
  status: CommandStatus;
  errorTitle: string;
  onConfirm(): void;
  onClose(): void;
};

// A question before an action that is hard to take back, named by its title for screen readers.
export function ConfirmDialog({ title, children, confirmText, intent, status, errorTitle, onConfirm, onClose }: ConfirmDialogProps) {
  const pending = status.isPending;
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
            <Button text="Cancel" disabled={pending} onClick={onClose} />
            <Button intent={intent} text={confirmText} loading={pending} disabled={pending} onClick={onConfirm} />
          </>
        }
      />
    </Dialog>
  );
}
