import { useState } from 'react';
import { closeCashDrawerSchema, type CloseCashDrawerInput } from '@chairside/shared/cash-drawer/cash-drawer-dto';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { FormDialog, type SubmitDialogProps } from '../../../ui/form-dialog';
import { TextAreaField, TextField } from '../../../ui/form-field';
import { parseWith, type FieldProblems } from '../../../ui/form-problems';
import { centsFromDollarText } from '../../../ui/form-values';
import { overShortText } from '../cash-drawer-format';

type Props = SubmitDialogProps<CloseCashDrawerInput> & { locationId: string; expectedCents: number };

// Count the drawer: what it should hold, what was counted, and over or short as the count is typed.
export function CloseDrawerDialog({ locationId, expectedCents, status, onSubmit, onClose }: Props) {
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const countedCents = centsFromDollarText(counted);
  const preview = countedCents !== undefined && Number.isInteger(countedCents) && countedCents >= 0 ? countedCents - expectedCents : null;
  const submit = () => {
    const parsed = parseWith(closeCashDrawerSchema, { locationId, countedCents, note });
    if (!parsed.ok) return setProblems(parsed.problems);
    onSubmit(parsed.value);
  };
  return (
    <FormDialog
      title="Close the cash drawer"
      icon="bank-account"
      className="cash-drawer-dialog"
      labelForm
      status={status}
      errorTitle="The drawer was not closed"
      submitText="Close drawer"
      onSubmit={submit}
      onClose={onClose}
    >
      <p>
        Expected in the drawer: <strong>{formatMoneyFromCents(expectedCents)}</strong>
      </p>
      <TextField
        id="cash-drawer-counted"
        label="Counted cash"
        required
        inputMode="decimal"
        autoFocus
        placeholder="0.00"
        hint={preview === null ? 'In dollars, like 245.50' : overShortText(preview)}
        problem={problems.countedCents}
        value={counted}
        onChange={(value) => {
          setCounted(value);
          setProblems({});
        }}
      />
      <TextAreaField id="cash-drawer-note" label="Note" problem={problems.note} value={note} onChange={setNote} />
    </FormDialog>
  );
}
