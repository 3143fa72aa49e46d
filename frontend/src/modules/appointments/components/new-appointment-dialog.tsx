import { Callout, InputGroup, Intent } from '@blueprintjs/core';
import type { BookAppointmentReply } from '@chairside/shared/appointments/appointment-dto';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { FormDialog } from '../../../ui/form-dialog';
import { FormField, TextAreaField, TextField } from '../../../ui/form-field';
import { useFormDraft } from '../../../ui/use-form-draft';
import { toBookInput, newServiceLine, type BookingDraft, type ChosenClient } from '../booking-draft';
import type { StaffInfo } from '../calendar-resources';
import { useBookAppointment } from '../hooks/use-appointment-commands';
import { ClientPicker } from './client-picker';
import { RepeatFields } from './repeat-fields';
import { ServiceLines } from './service-lines';

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
  const form = useFormDraft<BookingDraft>(() => ({
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
  const { draft, problems } = form;
  const book = useBookAppointment();
  // Messages stay until the next try: the series rules span several fields.
  const change = (next: Partial<BookingDraft>) => form.change(next, []);

  const submit = () => {
    const input = form.read(toBookInput(draft, locationId));
    if (input) book.mutate(input, { onSuccess: (reply) => onClose({ reply, clientName: draft.client?.name ?? 'the client', startsAt: input.startsAt }) });
  };

  return (
    <FormDialog
      title="New appointment"
      icon="calendar"
      className="new-appointment-dialog"
      status={book}
      errorTitle="Could not book the appointment"
      submitText="Book"
      submitIcon="tick"
      onSubmit={submit}
      onClose={() => onClose(null)}
    >
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
      {problems.items ? <p className="service-line-problem">{problems.items}</p> : null}
      <div className="booking-when">
        <TextField id="booking-date" label="Date" problem={problems.startsAt} type="date" value={draft.date} onChange={(date) => change({ date })} />
        <FormField id="booking-time" label="Start time">
          {(control) => <InputGroup {...control} type="time" step={300} value={draft.time} intent={problems.startsAt ? Intent.DANGER : Intent.NONE} onValueChange={(time) => change({ time })} />}
        </FormField>
      </div>
      <RepeatFields draft={draft} problems={problems} onChange={change} />
      <TextAreaField id="booking-notes" label="Notes" hint="Optional; everyone who opens the appointment sees them." problem={problems.notes} value={draft.notes} onChange={(notes) => change({ notes })} />
    </FormDialog>
  );
}
