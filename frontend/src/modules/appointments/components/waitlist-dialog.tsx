import { waitlistEntryInputSchema } from '@chairside/shared/appointments/appointment-dto';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { addDays } from '../../../format/calendar-dates';
import { CommandDialog } from '../../../ui/form-dialog';
import { FormField, SelectField, TextAreaField, TextField } from '../../../ui/form-field';
import { parseWith } from '../../../ui/form-problems';
import { useFormDraft } from '../../../ui/use-form-draft';
import { ANY_STAFF, type ChosenClient } from '../booking-draft';
import type { StaffInfo } from '../calendar-resources';
import { useAddToWaitlist } from '../hooks/use-appointment-commands';
import { ClientPicker } from './client-picker';

type WaitlistDialogProps = {
  locationId: string;
  date: string;
  services: readonly Service[];
  staff: readonly StaffInfo[];
  canCreateClient: boolean;
  onClose(added: boolean): void;
};

type WindowKey = 'fromDate' | 'untilDate' | 'fromTime' | 'untilTime';

// The days and hours that suit the client.
const windowFields: readonly { key: WindowKey; id: string; label: string; type: 'date' | 'time' }[] = [
  { key: 'fromDate', id: 'waitlist-from-date', label: 'First day', type: 'date' },
  { key: 'untilDate', id: 'waitlist-until-date', label: 'Last day', type: 'date' },
  { key: 'fromTime', id: 'waitlist-from-time', label: 'From', type: 'time' },
  { key: 'untilTime', id: 'waitlist-until-time', label: 'Until', type: 'time' },
];

// "Add to waitlist": a client, the service they want, a staff preference and the days and hours that suit them.
export function WaitlistDialog({ locationId, date, services, staff, canCreateClient, onClose }: WaitlistDialogProps) {
  const form = useFormDraft({
    client: null as ChosenClient | null,
    serviceId: '',
    staffId: ANY_STAFF,
    fromDate: date,
    untilDate: addDays(date, 14),
    fromTime: '09:00',
    untilTime: '18:00',
    notes: '',
  });
  const { draft, problems } = form;
  const add = useAddToWaitlist();
  const set = (patch: Partial<typeof draft>) => form.change(patch, []);
  const service = services.find((candidate) => candidate.id === draft.serviceId);
  const performers = service ? staff.filter((person) => service.staff.some((entry) => entry.staffId === person.id)) : staff;

  const read = () => {
    const { client, staffId, ...rest } = draft;
    return form.read(parseWith(waitlistEntryInputSchema, { ...rest, locationId, clientId: client?.id ?? '', staffId: staffId || null }));
  };

  return (
    <CommandDialog
      command={add}
      read={read}
      onClose={onClose}
      title="Add to waitlist"
      icon="people"
      className="waitlist-dialog"
      errorTitle="Could not add to the waitlist"
      submitText="Add to waitlist"
    >
      <FormField id="waitlist-client" label="Client" problem={problems.clientId}>
        <ClientPicker
          id="waitlist-client"
          client={draft.client}
          problem={problems.clientId}
          canCreate={canCreateClient}
          onChange={(client) => set({ client })}
        />
      </FormField>
      <div className="waitlist-form-grid">
        <SelectField
          id="waitlist-service"
          label="Service"
          problem={problems.serviceId}
          placeholder="Choose a service"
          options={services.map((option) => ({ value: option.id, label: option.name }))}
          value={draft.serviceId}
          onChange={(serviceId) => set({ serviceId })}
        />
        {/* "Any available" is the empty choice (ANY_STAFF). */}
        <SelectField
          id="waitlist-staff"
          label="Staff preference"
          placeholder="Any available"
          options={performers.map((person) => ({ value: person.id, label: person.name }))}
          value={draft.staffId}
          onChange={(staffId) => set({ staffId })}
        />
        {windowFields.map((field) => (
          <TextField
            key={field.key}
            id={field.id}
            label={field.label}
            problem={problems[field.key]}
            type={field.type}
            value={draft[field.key]}
            onChange={(value) => set({ [field.key]: value })}
          />
        ))}
      </div>
      <TextAreaField
        id="waitlist-notes"
        label="Notes"
        hint="Optional."
        problem={problems.notes}
        value={draft.notes}
        onChange={(notes) => set({ notes })}
      />
    </CommandDialog>
  );
}
