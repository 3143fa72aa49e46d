import type { ReactNode } from 'react';
import { z } from 'zod';
import { FormDialog, type CommandStatus } from '../../../ui/form-dialog';
import { TextAreaField } from '../../../ui/form-field';
import { parseWith } from '../../../ui/form-problems';
import { useFormDraft } from '../../../ui/use-form-draft';

const requiredReason = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Give a reason; it is kept in the appointment’s history')
    .max(500, 'The reason is at most 500 characters'),
});
const optionalReason = z.object({ reason: z.string().trim().max(500, 'The reason is at most 500 characters') });

type ReasonDialogProps = {
  title: string;
  submitText: string;
  // Required for an override (checking in on another day); optional for reverting a status.
  required: boolean;
  children: ReactNode;
  // The state of the command the reason goes with; onSubmit sends it (and closes the dialog once done).
  status: CommandStatus;
  onSubmit(reason: string): void;
  onClose(): void;
};

// A short dialog that asks why before an action the history should explain: a manager checking a client in
// on another day than the appointment's, or anyone reverting a status set by mistake.
export function ReasonDialog({ title, submitText, required, children, status, onSubmit, onClose }: ReasonDialogProps) {
  const form = useFormDraft({ reason: '' });
  const submit = () => {
    const input = form.read(parseWith(required ? requiredReason : optionalReason, form.draft));
    if (input) onSubmit(input.reason);
  };
  return (
    <FormDialog
      status={status}
      onSubmit={submit}
      onClose={onClose}
      title={title}
      className="reason-dialog"
      errorTitle={`Could not ${submitText.toLowerCase()}`}
      submitText={submitText}
    >
      {children}
      <TextAreaField
        id="status-reason"
        label={required ? 'Reason' : 'Reason (optional)'}
        problem={Object.values(form.problems)[0]}
        rows={3}
        value={form.draft.reason}
        onChange={(reason) => form.change({ reason }, [])}
      />
    </FormDialog>
  );
}
