import { useState, type FormEvent } from 'react';
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { localDateSchema, scheduleExceptionInputSchema } from '@chairside/shared/team/schedule-dto';
import { describedBy, fieldProblems, problemsUnder, type FieldProblems } from '../team/field-problems';
import { FormField } from '../team/form-field';
import { useSetException } from '../team/use-schedule-commands';
import type { LocationOption } from './schedule-dialog';
import type { RangeDraft } from './schedule-draft';
import { TimeRangeInputs } from './time-range-inputs';

type ExceptionDialogProps = { staffId: string; staffName: string; locations: readonly LocationOption[]; defaultLocationId: string; defaultDate: string; onClose(saved: boolean): void };

// "Change one date": custom hours on that date, or the day off, instead of the weekly pattern.
export function ExceptionDialog({ staffId, staffName, locations, defaultLocationId, defaultDate, onClose }: ExceptionDialogProps) {
  const [date, setDate] = useState(defaultDate);
  const [locationId, setLocationId] = useState(defaultLocationId);
  const [dayOff, setDayOff] = useState(false);
  const [hours, setHours] = useState<RangeDraft[]>([{ start: '09:00', end: '17:00' }]);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const save = useSetException(staffId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsedDate = localDateSchema.safeParse(date);
    const parsed = scheduleExceptionInputSchema.safeParse({ locationId, hours: dayOff ? [] : hours, note });
    const found = { ...(parsed.success ? {} : fieldProblems(parsed.error)), ...(parsedDate.success ? {} : { date: parsedDate.error.issues[0]?.message ?? 'Choose a date' }) };
    if (!parsed.success || !parsedDate.success) {
      setProblems(found);
      return;
    }
    setProblems({});
    save.mutate({ date: parsedDate.data, exception: parsed.data }, { onSuccess: () => onClose(true) });
  };

  const hoursProblem = problemsUnder(problems, 'hours')[0];
  return (
    <Dialog isOpen title="Change one date" onClose={save.isPending ? undefined : () => onClose(false)} className="schedule-small-dialog" portalClassName="business-dialog-portal">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p className="schedule-muted">On this date the hours below replace the weekly schedule of {staffName}.</p>
          <FormField id="exception-date" label="Date" problem={problems.date}>
            <InputGroup id="exception-date" type="date" value={date} intent={problems.date ? Intent.DANGER : Intent.NONE} onValueChange={setDate} {...describedBy('exception-date', problems.date)} />
          </FormField>
          <FormField id="exception-location" label="Location" problem={problems.locationId}>
            <HTMLSelect id="exception-location" fill value={locationId} onChange={(event) => setLocationId(event.currentTarget.value)} {...describedBy('exception-location', problems.locationId)}>
              {locationId === '' ? <option value="">Choose a location</option> : null}
              {locations.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </HTMLSelect>
          </FormField>
          <Checkbox label="Day off on this date" checked={dayOff} onChange={(event) => setDayOff(event.currentTarget.checked)} />
          {dayOff ? null : (
            <div className="schedule-exception-hours" role="group" aria-label="Hours on this date">
              <TimeRangeInputs
                ranges={hours}
                name={(index) => (index === 0 ? 'Hours' : `Hours ${index + 1}`)}
                addText="Add hours"
                addLabel="Add more hours"
                minimum={1}
                invalid={Boolean(hoursProblem)}
                onChange={setHours}
              />
              {hoursProblem ? <p className="schedule-problem">{hoursProblem}</p> : null}
            </div>
          )}
          <FormField id="exception-note" label="Note" problem={problems.note} hint="Optional, for example “Late opening before the holiday”.">
            <TextArea id="exception-note" fill rows={2} value={note} onChange={(event) => setNote(event.currentTarget.value)} {...describedBy('exception-note', problems.note)} />
          </FormField>
          {save.error ? (
            <Callout intent="danger" role="alert" title="Could not change the date" compact>
              {save.error.message}
            </Callout>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" disabled={save.isPending} onClick={() => onClose(false)} />
              <Button type="submit" intent="primary" text="Save date" loading={save.isPending} disabled={save.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
