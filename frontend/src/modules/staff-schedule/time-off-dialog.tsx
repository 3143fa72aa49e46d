import { useState, type FormEvent } from 'react';
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { timeOffInputSchema, timeOffReasons, type TimeOffReason } from '@chairside/shared/team/schedule-dto';
import { addDays } from '../team/calendar-dates';
import { describedBy, fieldProblems, type FieldProblems } from '../team/field-problems';
import { FormField } from '../team/form-field';
import { useAddTimeOff } from '../team/use-schedule-commands';

export const reasonLabels: Record<TimeOffReason, string> = { vacation: 'Vacation', sick: 'Sick', personal: 'Personal', training: 'Training', other: 'Other' };

type TimeOffDialogProps = { staffId: string; staffName: string; asRequest: boolean; defaultDate: string; onClose(saved: boolean): void };

// "Add time off" (edit_schedules: approved at once) or "Request time off" (own, waits for a manager).
// Whole days are picked as first and last day; otherwise a start and end date-time.
export function TimeOffDialog({ staffId, staffName, asRequest, defaultDate, onClose }: TimeOffDialogProps) {
  const [wholeDays, setWholeDays] = useState(true);
  const [firstDay, setFirstDay] = useState(defaultDate);
  const [lastDay, setLastDay] = useState(defaultDate);
  const [from, setFrom] = useState(`${defaultDate}T09:00`);
  const [until, setUntil] = useState(`${defaultDate}T13:00`);
  const [reason, setReason] = useState<TimeOffReason | ''>('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const add = useAddTimeOff(staffId);
  const title = asRequest ? 'Request time off' : 'Add time off';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
    const span = wholeDays
      ? { from: `${firstDay}T00:00`, until: dayPattern.test(lastDay) ? `${addDays(lastDay, 1)}T00:00` : `${lastDay}T00:00` }
      : { from, until };
    const parsed = timeOffInputSchema.safeParse({ ...span, reason: reason || undefined, note });
    // Whole days are picked with date inputs: an empty one gets a message about days, not date-times.
    const missingDays = wholeDays ? { ...(dayPattern.test(firstDay) ? {} : { from: 'Choose the first day off' }), ...(dayPattern.test(lastDay) ? {} : { until: 'Choose the last day off' }) } : {};
    if (!parsed.success || Object.keys(missingDays).length > 0) {
      setProblems({ ...(parsed.success ? {} : fieldProblems(parsed.error)), ...missingDays });
      return;
    }
    setProblems({});
    add.mutate(parsed.data, { onSuccess: () => onClose(true) });
  };

  const fromProblem = problems.from;
  const untilProblem = problems.until;
  return (
    <Dialog isOpen title={title} onClose={add.isPending ? undefined : () => onClose(false)} className="schedule-small-dialog" portalClassName="business-dialog-portal">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p className="schedule-muted">
            {asRequest ? 'Your request waits for a manager’s approval.' : `Time off for ${staffName} is approved at once and blocks booking.`}
          </p>
          <Checkbox label="Whole days" checked={wholeDays} onChange={(event) => setWholeDays(event.currentTarget.checked)} />
          {wholeDays ? (
            <div className="schedule-form-grid">
              <FormField id="time-off-first" label="First day off" problem={fromProblem}>
                <InputGroup id="time-off-first" type="date" value={firstDay} intent={fromProblem ? Intent.DANGER : Intent.NONE} onValueChange={setFirstDay} {...describedBy('time-off-first', fromProblem)} />
              </FormField>
              <FormField id="time-off-last" label="Last day off" problem={untilProblem}>
                <InputGroup id="time-off-last" type="date" value={lastDay} intent={untilProblem ? Intent.DANGER : Intent.NONE} onValueChange={setLastDay} {...describedBy('time-off-last', untilProblem)} />
              </FormField>
            </div>
          ) : (
            <div className="schedule-form-grid">
              <FormField id="time-off-from" label="From" problem={fromProblem}>
                <InputGroup id="time-off-from" type="datetime-local" value={from} intent={fromProblem ? Intent.DANGER : Intent.NONE} onValueChange={setFrom} {...describedBy('time-off-from', fromProblem)} />
              </FormField>
              <FormField id="time-off-until" label="Until" problem={untilProblem} hint="When they are back.">
                <InputGroup id="time-off-until" type="datetime-local" value={until} intent={untilProblem ? Intent.DANGER : Intent.NONE} onValueChange={setUntil} {...describedBy('time-off-until', untilProblem)} />
              </FormField>
            </div>
          )}
          <FormField id="time-off-reason" label="Reason" problem={problems.reason}>
            <HTMLSelect id="time-off-reason" fill value={reason} onChange={(event) => setReason(event.currentTarget.value as TimeOffReason | '')} {...describedBy('time-off-reason', problems.reason)}>
              <option value="">Choose a reason</option>
              {timeOffReasons.map((value) => (
                <option key={value} value={value}>
                  {reasonLabels[value]}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
          <FormField id="time-off-note" label="Note" problem={problems.note} hint="Optional.">
            <TextArea id="time-off-note" fill rows={2} value={note} onChange={(event) => setNote(event.currentTarget.value)} {...describedBy('time-off-note', problems.note)} />
          </FormField>
          {add.error ? (
            <Callout intent="danger" role="alert" title={asRequest ? 'Could not send the request' : 'Could not add the time off'} compact>
              {add.error.message}
            </Callout>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" disabled={add.isPending} onClick={() => onClose(false)} />
              <Button type="submit" intent="primary" text={asRequest ? 'Send request' : 'Add time off'} loading={add.isPending} disabled={add.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
