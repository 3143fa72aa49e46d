import { useMemo } from 'react';
import { Callout, InputGroup, Intent } from '@blueprintjs/core';
import { walkInLabel, type BookAppointmentReply } from '@chairside/shared/appointments/appointment-dto';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { usePermissions } from '../../../access/use-permissions';
import { FormDialog } from '../../../ui/form-dialog';
import { FormField, TextAreaField, TextField } from '../../../ui/form-field';
import { useFormDraft } from '../../../ui/use-form-draft';
import { toBookInput, newServiceLine, type BookingDraft, type ChosenClient } from '../booking-draft';
import { refusalDetails, draftAtFreeTime } from '../booking-refusal';
import type { StaffInfo } from '../calendar-resources';
import { useBookAppointment } from '../hooks/use-appointment-commands';
import { offeredAt } from '../service-choice';
import { BookingRefusalCallout } from './booking-refusal-callout';
import { ClientPicker } from './client-picker';
import { RepeatFields } from './repeat-fields';
import { ServiceLines } from './service-lines';

// Where the dialog starts: a clicked slot (date, time, the column's person), or a waitlist offer.
export type BookingPrefill = {
  date: string;
  time: string;
  staffId: string | null;
  client: ChosenClient | null;
  serviceId: string | null;
  waitlistEntryId: string | null;
};

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

export function NewAppointmentDialog({
  locationId,
  locationName,
  prefill,
  services: allServices,
  servicesError,
  staff,
  canCreateClient,
  onClose,
}: NewAppointmentDialogProps) {
  // The services offered at this location (all of them, unless a service names the locations that offer it).
  const services = useMemo(() => offeredAt(allServices, locationId), [allServices, locationId]);
  const canOverride = usePermissions().can('override_appointments');
  const form = useFormDraft<BookingDraft>(() => ({
    client: prefill.client,
    newClient: null,
    walkIn: null,
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
  const { draft, problems } = form;
  const book = useBookAppointment();
  // Messages stay until the next try: the series rules span several fields.
  const change = (next: Partial<BookingDraft>) => form.change(next, []);

  const refusal = refusalDetails(book.error);

  // Books what the form holds (or the form as a way forward changed it), over the rules when a reason is given.
  const send = (sent: BookingDraft, override: { reason: string } | null = null) => {
    const input = form.read(toBookInput(sent, locationId));
    if (!input) return;
    const clientName = sent.walkIn
      ? walkInLabel(sent.walkIn.name.trim())
      : sent.newClient
        ? `${sent.newClient.firstName} ${sent.newClient.lastName}`.trim()
        : (sent.client?.name ?? 'the client');
    book.mutate({ ...input, override }, { onSuccess: (reply) => onClose({ reply, clientName, startsAt: input.startsAt }) });
  };
  // A way forward changes the form where the person sees it, then books.
  const sendChanged = (next: BookingDraft) => {
    form.change(next, []);
    send(next);
  };

  return (
    <FormDialog
      title="New appointment"
      icon="calendar"
      className="new-appointment-dialog"
      // The refusal shows below with its ways forward, not as the plain callout.
      status={{ isPending: book.isPending, error: null }}
      errorTitle="Could not book the appointment"
      submitText="Book"
      submitIcon="tick"
      onSubmit={() => send(draft)}
      onClose={() => onClose(null)}
    >
      <p className="appointments-muted">At {locationName}. Rooms and devices the services need are assigned automatically.</p>
      <FormField id="booking-client" label="Client" problem={problems.clientId}>
        <ClientPicker
          id="booking-client"
          client={draft.client}
          newClient={draft.newClient}
          problem={problems.clientId}
          canCreate={canCreateClient}
          onChange={(client) => change({ client, newClient: null, walkIn: null })}
          onNewClient={(newClient) => change({ newClient, client: null, walkIn: null })}
          walkIn={draft.walkIn}
          onWalkIn={(walkIn) => change({ walkIn, client: null, newClient: null, repeat: walkIn ? false : draft.repeat })}
        />
      </FormField>
      {servicesError ? (
        <Callout intent="warning" compact title="Services could not be read">
          {servicesError}
        </Callout>
      ) : null}
      <ServiceLines lines={draft.lines} services={services} staff={staff} problems={problems} onChange={(lines) => change({ lines })} />
      {problems.items ? <p className="service-line-problem">{problems.items}</p> : null}
      <div className="booking-when">
        <TextField
          id="booking-date"
          label="Date"
          problem={problems.startsAt}
          type="date"
          value={draft.date}
          onChange={(date) => change({ date })}
        />
        <FormField id="booking-time" label="Start time">
          {(control) => (
            <InputGroup
              {...control}
              type="time"
              step={300}
              value={draft.time}
              intent={problems.startsAt ? Intent.DANGER : Intent.NONE}
              onValueChange={(time) => change({ time })}
            />
          )}
        </FormField>
      </div>
      <RepeatFields draft={draft} problems={problems} onChange={change} />
      <TextAreaField
        id="booking-notes"
        label="Notes"
        hint="Optional; everyone who opens the appointment sees them."
        problem={problems.notes}
        value={draft.notes}
        onChange={(notes) => change({ notes })}
      />
      {refusal ? (
        <BookingRefusalCallout
          // A new refusal starts with the reason field closed.
          key={refusal.message}
          refusal={refusal}
          askedDate={draft.date}
          canOverride={canOverride}
          pending={book.isPending}
          onFreeTime={(free) => sendChanged(draftAtFreeTime(draft, free, services))}
          onExistingClient={(client) => sendChanged({ ...draft, client: { id: client.id, name: client.name }, newClient: null })}
          onOverride={(reason) => send(draft, { reason })}
        />
      ) : null}
    </FormDialog>
  );
}
