import type { ReactNode } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { DIALOG_PORTAL_CLASS } from './form-dialog';
import './confirm-dialog.css';

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmText: string;
  intent: 'danger' | 'success' | 'primary';
  pending: boolean;
  error: string | null;
  errorTitle: string;
  onConfirm(): void;
  onClose(): void;
};

// A question before an action that is hard to take back, named by its title for screen readers.
export function ConfirmDialog({ title, children, confirmText, intent, pending, error, errorTitle, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog isOpen role="alertdialog" title={title} onClose={pending ? undefined : onClose} className="confirm-dialog" portalClassName={DIALOG_PORTAL_CLASS}>
      <DialogBody>
        {children}
        {error ? (
          <Callout intent="danger" role="alert" title={errorTitle} compact>
            {error}
          </Callout>
        ) : null}
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
