import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';

type ConfirmDialogProps = {
  title: string;
  body: string;
  confirmText: string;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
  onClose(): void;
};

// Deleting cannot be undone, so it is asked once more; archiving is reversible and is not.
export function ConfirmDialog({ title, body, confirmText, busy, error, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog isOpen role="alertdialog" title={title} onClose={busy ? undefined : onClose} className="catalogue-dialog catalogue-dialog-small" portalClassName="catalogue-dialog-portal">
      <DialogBody>
        <p>{body}</p>
        {error ? (
          <Callout intent="danger" role="alert" title={`Could not ${confirmText.toLowerCase()}`} compact>
            {error}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" disabled={busy} onClick={onClose} />
            <Button intent="danger" text={confirmText} loading={busy} disabled={busy} onClick={onConfirm} />
          </>
        }
      />
    </Dialog>
  );
}
