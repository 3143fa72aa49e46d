import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { displayName } from '@chairside/shared/format/name-format';
import { staffQueries } from '../../staff/staff-queries';
import { FormDialog } from '../../../ui/form-dialog';
import { SelectField } from '../../../ui/form-field';
import { useAddTimeEntry } from '../hooks/use-time-clock-commands';
import { EntryReasonField, EntryTimeField } from './entry-fields';
import { emptyNewEntry, readNewEntryDraft, type NewEntryDraft } from '../time-entry-form';

const times: readonly (readonly ['clockedInAt' | 'clockedOutAt' | 'breakStart' | 'breakEnd', string, boolean])[] = [
  ['clockedInAt', 'Clock in', true],
  ['clockedOutAt', 'Clock out', true],
  ['breakStart', 'Break start (optional)', false],
  ['breakEnd', 'Break end (optional)', false],
];

// A manager adds the entry of someone who forgot to clock in, at the header's location: times on its
// clock, an optional break and the reason the history keeps.
export function AddEntryDialog({ location, onClose }: { location: { id: string; name: string; timeZone: string }; onClose(): void }) {
  const [draft, setDraft] = useState<NewEntryDraft>(emptyNewEntry);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const staff = useQuery(staffQueries.list({ locationId: null, includeInactive: false }));
  const add = useAddTimeEntry();
  const change = (key: keyof NewEntryDraft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = () => {
    const read = readNewEntryDraft(draft, location.id, location.timeZone);
    setProblems(read.problems ?? {});
    if (read.input) add.mutate(read.input, { onSuccess: onClose });
  };
  const options = (staff.data ?? []).map((member) => ({ value: member.id, label: displayName(member) }));
  return (
    <FormDialog
      title={`Add a missing entry at ${location.name}`}
      className="time-entry-dialog"
      labelForm
      status={add}
      errorTitle="Could not add the entry"
      submitText="Add entry"
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField
        id="new-entry-staff"
        label="Staff member"
        placeholder="Choose a staff member"
        options={options}
        value={draft.staffId}
        problem={problems.staffId}
        onChange={change('staffId')}
        required
      />
      {times.map(([key, label, required]) => (
        <EntryTimeField
          key={key}
          id={`new-entry-${key}`}
          label={label}
          value={draft[key]}
          problem={problems[key]}
          onChange={change(key)}
          required={required}
        />
      ))}
      <EntryReasonField id="new-entry-reason" value={draft.reason} problem={problems.reason} onChange={change('reason')} />
    </FormDialog>
  );
}
