import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { HTMLTable, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { displayName } from '@chairside/shared/format/name-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { businessToday, rateOn, type PayRate } from '@chairside/shared/team/pay-rates';
import type { StaffMember } from '@chairside/shared/team/staff-dto';
import { FormDialog } from '../../../ui/form-dialog';
import { TextField } from '../../../ui/form-field';
import { QueryError } from '../../../ui/query-error';
import { useFormDraft } from '../../../ui/use-form-draft';
import { useSetPayRate } from '../hooks/use-staff-commands';
import { parsePayRate, payRateDraft, type PayRateDraft } from '../pay-rate-draft';
import { staffQueries } from '../staff-queries';

type StaffPayDialogProps = { member: StaffMember; onClose(done: boolean): void };

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

// The pay history, oldest first, the rate in force today marked.
function PayHistoryTable({ history, today }: { history: readonly PayRate[]; today: string }) {
  const current = history.findLast((rate) => rate.effectiveFrom === null || rate.effectiveFrom <= today);
  return (
    <HTMLTable compact className="staff-pay-history" aria-label="Pay history">
      <thead>
        <tr>
          <th scope="col">From</th>
          <th scope="col">Hourly rate</th>
          <th scope="col">Service commission</th>
          <th scope="col">Product commission</th>
        </tr>
      </thead>
      <tbody>
        {history.map((rate) => (
          <tr key={rate.effectiveFrom ?? 'start'}>
            <th scope="row">
              {rate.effectiveFrom ?? 'Their start'}
              {rate === current ? ' (in force today)' : ''}
            </th>
            <td>{rate.pay.hourlyRateCents === null ? '—' : formatMoneyFromCents(rate.pay.hourlyRateCents)}</td>
            <td>{percent(rate.pay.serviceCommissionPercent)}</td>
            <td>{percent(rate.pay.productCommissionPercent)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

// "Pay history": every rate with the date it took effect, and "New rate from <date>" (a new rate never
// changes a finalised payroll run or a past sale's commission).
export function StaffPayDialog({ member, onClose }: StaffPayDialogProps) {
  const today = businessToday(new Date(), BUSINESS_TIME_ZONE);
  const history = useQuery(staffQueries.payHistory(member.id));
  const form = useFormDraft<PayRateDraft>(() => payRateDraft(member.pay, today));
  const { draft, problems } = form;
  const save = useSetPayRate();
  const submit = () => {
    const input = form.read(parsePayRate(draft));
    if (input) save.mutate({ id: member.id, rate: input }, { onSuccess: () => onClose(true) });
  };
  const name = displayName(member);
  const field = (key: keyof PayRateDraft, label: string, problemKey: string, extra: { hint?: string; type?: string } = {}) => (
    <TextField
      id={`staff-pay-${key}`}
      label={label}
      problem={problems[problemKey]}
      value={draft[key]}
      onChange={(value) => form.change({ [key]: value }, [problemKey])}
      {...extra}
    />
  );
  return (
    <FormDialog
      title={`Pay history of ${name}`}
      className="staff-dialog"
      status={save}
      errorTitle="Could not set the new rate"
      submitText="Set new rate"
      onSubmit={submit}
      onClose={() => onClose(false)}
    >
      {history.isPending ? <Spinner size={24} aria-label="Loading the pay history" /> : null}
      <QueryError error={history.error} title="Could not load the pay history" />
      {history.isSuccess ? <PayHistoryTable history={history.data} today={today} /> : null}
      <section className="staff-form-section" aria-labelledby="staff-new-rate-heading">
        <h3 id="staff-new-rate-heading">New rate from {draft.effectiveFrom || 'a date'}</h3>
        <p className="staff-form-note">
          Hours are paid at the rate in force on each day worked, commission at the rate in force when the sale happened. Today&apos;s rate:{' '}
          {history.isSuccess ? describe(rateOn(history.data, today)) : '…'}
        </p>
        <div className="staff-form-grid staff-form-grid-3">
          {field('effectiveFrom', 'New rate from', 'effectiveFrom', { type: 'date' })}
          {field('hourlyRate', 'Hourly rate', 'pay.hourlyRateCents', { hint: 'In dollars; empty for none.' })}
          {field('serviceCommission', 'Service commission', 'pay.serviceCommissionPercent', { hint: 'Percent.' })}
          {field('productCommission', 'Product commission', 'pay.productCommissionPercent', { hint: 'Percent.' })}
        </div>
      </section>
    </FormDialog>
  );
}

function describe(pay: PayRate['pay']): string {
  const hourly = pay.hourlyRateCents === null ? 'no hourly rate' : `${formatMoneyFromCents(pay.hourlyRateCents)} an hour`;
  return `${hourly}, services ${percent(pay.serviceCommissionPercent)}, products ${percent(pay.productCommissionPercent)}.`;
}
