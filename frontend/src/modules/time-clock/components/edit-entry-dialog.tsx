import { useState } from 'react';
import { FormDialog } from '../../../ui/form-dialog';
import { useEditTimeEntry } from '../hooks/use-time-clock-commands';
import { EntryReasonField, EntryTimeField } from './entry-fields';
import { entryDraft, readEntryDraft, type EditableEntry } from '../time-entry-form';

// A manager's correction of one entry (closing a missed clock-out among them): new times and the reason,
// which the entry's history keeps.
export function EditEntryDialog({ entry, zone, onClose }: { entry: EditableEntry; zone: string; onClose(): void }) {
  const [draft, setDraft] = useState(() => entryDraft(entry, zone));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const edit = useEditTimeEntry();
  const change = (key: keyof typeof draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = () => {
    const read = readEntryDraft(entry, draft, zone);
    setProblems(read.problems ?? {});
    if (read.input) edit.mutate({ entryId: entry.entryId, input: read.input }, { onSuccess: onClose });
  };
  return (
    <FormDialog
      title={`Edit ${entry.name}’s entry`}
      className="time-entry-dialog"
      labelForm
      status={edit}
      errorTitle="Could not save the entry"
      submitText="Save entry"
      onSubmit={submit}
      onClose={onClose}
    >
      <EntryTimeField
        id="entry-clock-in"
        label="Clock in"
        value={draft.clockedInAt}
        problem={problems.clockedInAt}
        onChange={change('clockedInAt')}
        required
      />
      <EntryTimeField
        id="entry-clock-out"
        label="Clock out"
        value={draft.clockedOutAt}
        problem={problems.clockedOutAt}
        onChange={change('clockedOutAt')}
        required
      />
      <EntryReasonField id="entry-reason" value={draft.reason} problem={problems.reason} onChange={change('reason')} />
    </FormDialog>
  );
}
