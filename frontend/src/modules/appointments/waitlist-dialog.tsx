import { useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { waitlistEntryInputSchema } from '@chairside/shared/appointments/appointment-dto';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { describedBy, fieldProblems, type FieldProblems } from '../team/field-problems';
import { FormField } from '../team/form-field';
import { addDays } from '../team/calendar-dates';
import { ANY_STAFF, type ChosenClient } from './booking-draft';
import type { StaffInfo } from './calendar-resources';
import { ClientPicker } from './client-picker';
import { useAddToWaitlist } from './use-appointment-commands';

type WaitlistDialogProps = { locationId: string; date: string; services: readonly Service[]; staff: readonly StaffInfo[]; canCreateClient: boolean; onClose(added: boolean): void };

// "Add to waitlist": a client, the service they want, a staff preference and the days and hours that suit them.
export function WaitlistDialog({ locationId, date, services, staff, canCreateClient, onClose }: WaitlistDialogProps) {
  const [client, setClient] = useState<ChosenClient | null>(null);
  const [serviceId, setServiceId] = useState('');
  const [staffId, setStaffId] = useState(ANY_STAFF);
  const [fromDate, setFromDate] = useState(date);
  const [untilDate, setUntilDate] = useState(addDays(date, 14));
  const [fromTime, setFromTime] = useState('09:00');
  const [untilTime, setUntilTime] = useState('18:00');
  const [notes, setNotes] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const add = useAddToWaitlist();
  const service = services.find((candidate) => candidate.id === serviceId);
  const performers = service ? staff.filter((person) => service.staff.some((entry) => entry.staffId === person.id)) : staff;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = waitlistEntryInputSchema.safeParse({ locationId, clientId: client?.id ?? '', serviceId, staffId: staffId || null, fromDate, untilDate, fromTime, untilTime, notes });
    if (!parsed.success) {
      setProblems(fieldProblems(parsed.error));
      return;
    }
    setProblems({});
    add.mutate(parsed.data, { onSuccess: () => onClose(true) });
  };

  const field = (id: string, label: string, key: string, value: string, type: string, set: (value: string) => void) => (
    <FormField id={id} label={label} problem={problems[key]}>
      <InputGroup id={id} type={type} value={value} intent={problems[key] ? Intent.DANGER : Intent.NONE} onValueChange={set} {...describedBy(id, problems[key])} />
    </FormField>
  );

  return (
    <Dialog isOpen title="Add to waitlist" icon="people" onClose={add.isPending ? undefined : () => onClose(false)} className="waitlist-dialog" portalClassName="business-dialog-portal">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <FormField id="waitlist-client" label="Client" problem={problems.clientId}>
            <ClientPicker id="waitlist-client" client={client} problem={problems.clientId} canCreate={canCreateClient} onChange={setClient} />
          </FormField>
          <div className="waitlist-form-grid">
            <FormField id="waitlist-service" label="Service" problem={problems.serviceId}>
              <HTMLSelect id="waitlist-service" fill value={serviceId} onChange={(event) => setServiceId(event.currentTarget.value)} {...describedBy('waitlist-service', problems.serviceId)}>
                <option value="">Choose a service</option>
                {services.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </HTMLSelect>
            </FormField>
            <FormField id="waitlist-staff" label="Staff preference">
              <HTMLSelect id="waitlist-staff" fill value={staffId} onChange={(event) => setStaffId(event.currentTarget.value)}>
                <option value={ANY_STAFF}>Any available</option>
                {performers.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </HTMLSelect>
            </FormField>
            {field('waitlist-from-date', 'First day', 'fromDate', fromDate, 'date', setFromDate)}
            {field('waitlist-until-date', 'Last day', 'untilDate', untilDate, 'date', setUntilDate)}
            {field('waitlist-from-time', 'From', 'fromTime', fromTime, 'time', setFromTime)}
            {field('waitlist-until-time', 'Until', 'untilTime', untilTime, 'time', setUntilTime)}
          </div>
          <FormField id="waitlist-notes" label="Notes" problem={problems.notes} hint="Optional.">
            <TextArea id="waitlist-notes" fill rows={2} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} />
          </FormField>
          {add.error ? (
            <Callout intent="danger" role="alert" title="Could not add to the waitlist" compact>
              {add.error.message}
            </Callout>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" disabled={add.isPending} onClick={() => onClose(false)} />
              <Button type="submit" intent="primary" text="Add to waitlist" loading={add.isPending} disabled={add.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
