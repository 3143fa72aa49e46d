import { useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import type { BookAppointmentReply } from '@chairside/shared/appointments/appointment-dto';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { describedBy, type FieldProblems } from '../team/field-problems';
import { FormField } from '../team/form-field';
import { toBookInput, newServiceLine, type BookingDraft, type ChosenClient } from './booking-draft';
import type { StaffInfo } from './calendar-resources';
import { ClientPicker } from './client-picker';
import { RepeatFields } from './repeat-fields';
import { ServiceLines } from './service-lines';
import { useBookAppointment } from './use-appointment-commands';

// Where the dialog starts: a clicked slot (date, time, the column's person), or a waitlist offer.
export type BookingPrefill = { date: string; time: string; staffId: string | null; client: ChosenClient | null; serviceId: string | null; waitlistEntryId: string | null };

type NewAppointmentDialogProps = {
  locationId: string;
  locationName: string;
  prefill: BookingPrefill;
  services: readonly Service[];
  servicesError: string | null;
  staff: readonly StaffInfo[];
  canCreateClient: boolean;
  onClose(booked: { reply: BookAppointmentReply; clientName: string; startsAt: string } | null): void;
};

export function NewAppointmentDialog({ locationId, locationName, prefill, services, servicesError, staff, canCreateClient, onClose }: NewAppointmentDialogProps) {
  const [draft, setDraft] = useState<BookingDraft>(() => ({
    client: prefill.client,
    date: prefill.date,
    time: prefill.time,
    lines: [newServiceLine(prefill.serviceId ?? '', prefill.staffId ?? '')],
    notes: '',
    repeat: false,
    everyWeeks: '4',
    endsBy: 'count',
    count: '6',
    until: '',
  }));
  const [problems, setProblems] = useState<FieldProblems>({});
  const book = useBookAppointment();
  const change = (next: Partial<BookingDraft>) => setDraft((current) => ({ ...current, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toBookInput(draft, locationId);
    if ('problems' in result) {
      setProblems(result.problems);
      return;
    }
    setProblems({});
    book.mutate(result.input, { onSuccess: (reply) => onClose({ reply, clientName: draft.client?.name ?? 'the client', startsAt: result.input.startsAt }) });
  };

  const startProblem = problems.startsAt;
  const itemsProblem = problems.items;
  return (
    <Dialog isOpen title="New appointment" icon="calendar" onClose={book.isPending ? undefined : () => onClose(null)} className="new-appointment-dialog" portalClassName="business-dialog-portal">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p className="appointments-muted">At {locationName}. Rooms and devices the services need are assigned automatically.</p>
          <FormField id="booking-client" label="Client" problem={problems.clientId}>
            <ClientPicker id="booking-client" client={draft.client} problem={problems.clientId} canCreate={canCreateClient} onChange={(client) => change({ client })} />
          </FormField>
          {servicesError ? (
            <Callout intent="warning" compact title="Services could not be read">
              {servicesError}
            </Callout>
          ) : null}
          <ServiceLines lines={draft.lines} services={services} staff={staff} problems={problems} onChange={(lines) => change({ lines })} />
          {itemsProblem ? <p className="service-line-problem">{itemsProblem}</p> : null}
          <div className="booking-when">
            <FormField id="booking-date" label="Date" problem={startProblem}>
              <InputGroup id="booking-date" type="date" value={draft.date} intent={startProblem ? Intent.DANGER : Intent.NONE} onValueChange={(date) => change({ date })} {...describedBy('booking-date', startProblem)} />
            </FormField>
            <FormField id="booking-time" label="Start time">
              <InputGroup id="booking-time" type="time" step={300} value={draft.time} intent={startProblem ? Intent.DANGER : Intent.NONE} onValueChange={(time) => change({ time })} />
            </FormField>
          </div>
          <RepeatFields draft={draft} problems={problems} onChange={change} />
          <FormField id="booking-notes" label="Notes" problem={problems.notes} hint="Optional; everyone who opens the appointment sees them.">
            <TextArea id="booking-notes" fill rows={2} value={draft.notes} onChange={(event) => change({ notes: event.currentTarget.value })} {...describedBy('booking-notes', problems.notes)} />
          </FormField>
          {book.error ? (
            <Callout intent="danger" role="alert" title="Could not book the appointment" compact>
              {book.error.message}
            </Callout>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" disabled={book.isPending} onClick={() => onClose(null)} />
              <Button type="submit" intent="primary" icon="tick" text="Book" loading={book.isPending} disabled={book.isPending} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
