import type { FormEvent, ReactNode } from 'react';
import type { UseMutateFunction } from '@tanstack/react-query';
import { Button, Dialog, DialogBody, DialogFooter, type IconName, type Intent } from '@blueprintjs/core';
import { FormCallouts } from './form-callouts';
import './ui.css';

// Dialogs sit above the shell's fixed sidebar (z-index 40 over Blueprint's 20). Overlays that are not a
// FormDialog (a drawer, a popover menu) take the same portal class.
export const DIALOG_PORTAL_CLASS = 'ui-dialog-portal';

// Where the command behind a dialog stands: a useCommand result fits as it is.
export type CommandStatus = { isPending: boolean; error: Error | null };

// What a page hands an add/edit dialog: the command's state, where the read form goes, and closing.
export type SubmitDialogProps<TInput> = { status: CommandStatus; onSubmit(input: TInput): void; onClose(): void };

type FormDialogProps = {
  // The dialog's accessible name, and the form's too when labelForm is set.
  title: string;
  icon?: IconName;
  // The module's class: its --dialog-width, and any spacing of its own.
  className: string;
  labelForm?: boolean;
  children: ReactNode;
  // While the command runs, the dialog cannot be closed and both buttons are disabled; its refusal shows
  // under errorTitle, in the server's own words.
  status: CommandStatus;
  errorTitle: string;
  // A problem that stops the form being sent, shown above the server's refusal.
  warning?: ReactNode;
  submitText: string;
  submitIcon?: IconName;
  submitIntent?: Intent;
  submitDisabled?: boolean;
  cancelText?: string;
  // Called on submit (Enter in a field or the submit button); the page is never reloaded.
  onSubmit(): void;
  onClose(): void;
};

// The scaffold of every add/edit dialog: a form, its fields, the problem and refusal callouts, and
// Cancel / submit. Fields and validation stay with the module; see ui/use-form-draft.ts.
export function FormDialog(props: FormDialogProps) {
  const { title, icon, className, labelForm, children, status, warning, errorTitle, onSubmit, onClose } = props;
  const pending = status.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog
      isOpen
      title={title}
      icon={icon}
      onClose={pending ? undefined : onClose}
      className={`ui-dialog ${className}`}
      portalClassName={DIALOG_PORTAL_CLASS}
    >
      <form onSubmit={submit} noValidate aria-label={labelForm ? title : undefined}>
        <DialogBody>
          {children}
          <FormCallouts warning={warning} error={status.error?.message} errorTitle={errorTitle} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={props.cancelText ?? 'Cancel'} disabled={pending} onClick={onClose} />
              <Button
                type="submit"
                intent={props.submitIntent ?? 'primary'}
                icon={props.submitIcon}
                text={props.submitText}
                loading={pending}
                disabled={pending || props.submitDisabled}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

type AddEditDialogProps = Omit<FormDialogProps, 'title' | 'labelForm' | 'errorTitle' | 'submitText' | 'warning'> & {
  // What the dialog adds or edits, in words: "class", "service", "room".
  noun: string;
  // The thing being edited, or null for a new one.
  editing: { name: string } | null;
  // The title while editing, when "Edit Balayage" is not enough ("Edit category Hair").
  editTitle?: (name: string) => string;
  // The fields' problems: while there are any, the dialog says none was saved (unless warning says more).
  problems?: Readonly<Record<string, string>>;
  warning?: ReactNode;
};

// The add/edit dialog of one kind of thing: "Add class" / "Edit Yoga", "Add class" / "Save class",
// "Could not add the class" / "Could not save the class"; the form is named by the title.
export function AddEditDialog({ noun, editing, editTitle, problems, warning, ...props }: AddEditDialogProps) {
  const unsaved = problems && Object.keys(problems).length > 0 ? 'Check the highlighted fields; nothing was saved.' : null;
  return (
    <FormDialog
      {...props}
      labelForm
      title={editing ? (editTitle?.(editing.name) ?? `Edit ${editing.name}`) : `Add ${noun}`}
      warning={warning ?? unsaved}
      errorTitle={editing ? `Could not save the ${noun}` : `Could not add the ${noun}`}
      submitText={editing ? `Save ${noun}` : `Add ${noun}`}
    />
  );
}

type CommandDialogProps<TInput> = Omit<FormDialogProps, 'status' | 'onSubmit' | 'onClose'> & {
  // The command the dialog sends (a useCommand result); its state is the dialog's status.
  command: CommandStatus & { mutate: UseMutateFunction<unknown, Error, TInput, unknown> };
  // The form read for sending, or null when it has problems (they show by their fields): usually form.read(…).
  read(): TInput | null;
  // true once the command is done, false on Cancel.
  onClose(done: boolean): void;
};

// A dialog that sends one command and closes once it is done (cancel an appointment, change one date…).
export function CommandDialog<TInput>({ command, read, onClose, ...props }: CommandDialogProps<TInput>) {
  const submit = () => {
    const input = read();
    if (input) command.mutate(input, { onSuccess: () => onClose(true) });
  };
  return <FormDialog {...props} status={command} onSubmit={submit} onClose={() => onClose(false)} />;
}
