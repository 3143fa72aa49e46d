import type { PayrollRun } from '@chairside/shared/payroll/payroll-dto';
import { CommandDialog } from '../../../ui/form-dialog';
import { SelectField, TextField } from '../../../ui/form-field';
import { useFormDraft } from '../../../ui/use-form-draft';
import { useAddPayrollAdjustment } from '../hooks/use-payroll-commands';
import { emptyAdjustmentDraft, parseAdjustment, type AdjustmentDraft } from '../payroll-adjustment-form';
import { periodText } from '../payroll-format';

// "Add adjustment": a correction of a finalised run (who, how much either way, why), paid in the next run.
export function AdjustmentDialog({ run, onClose }: { run: PayrollRun & { runId: string }; onClose(done: boolean): void }) {
  const command = useAddPayrollAdjustment();
  const form = useFormDraft<AdjustmentDraft>(() => emptyAdjustmentDraft(run.lines[0]?.staffId ?? ''));
  const { draft, problems } = form;
  return (
    <CommandDialog
      title={`Add adjustment to ${periodText(run.period)}`}
      labelForm
      className="payroll-dialog"
      command={command}
      read={() => {
        const input = form.read(parseAdjustment(draft));
        return input ? { runId: run.runId, input } : null;
      }}
      errorTitle="Could not add the adjustment"
      submitText="Add adjustment"
      onClose={onClose}
    >
      <p>The run stays as it was finalised; the adjustment is paid in the next run and listed with this one.</p>
      <SelectField
        id="payroll-adjustment-staff"
        label="Staff member"
        problem={problems.staffId}
        placeholder="Choose a staff member"
        options={run.lines.map((line) => ({ value: line.staffId, label: line.name }))}
        value={draft.staffId}
        onChange={(staffId) => form.change({ staffId })}
      />
      <TextField
        id="payroll-adjustment-amount"
        label="Amount"
        hint="In dollars: 25.50 owed to them, -25.50 when the run paid too much."
        inputMode="decimal"
        problem={problems.amountCents}
        value={draft.amount}
        onChange={(amount) => form.change({ amount }, ['amountCents'])}
      />
      <TextField
        id="payroll-adjustment-reason"
        label="Reason"
        problem={problems.reason}
        value={draft.reason}
        onChange={(reason) => form.change({ reason })}
      />
    </CommandDialog>
  );
}
