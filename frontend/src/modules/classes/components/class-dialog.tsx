import type { ClassType, ClassTypeInput, Room } from '@chairside/shared/catalogue/catalogue-dto';
import { displayName } from '@chairside/shared/format/name-format';
import { AddEditDialog, type SubmitDialogProps } from '../../../ui/form-dialog';
import { ColorPickerField, SelectField, TextAreaField, TextField, TextFieldList, type TextFieldSpec } from '../../../ui/form-field';
import { useFormDraft } from '../../../ui/use-form-draft';
import type { StaffOption } from '../../staff/staff-queries';
import { emptyClassForm, formFromClass, readClassForm, type ClassForm } from '../class-form';
import { TimetableEditor } from './timetable-editor';

type ClassDialogProps = SubmitDialogProps<ClassTypeInput> & {
  classType: ClassType | null;
  locationId: string;
  locationName: string;
  today: string;
  // People working at the location, and its rooms (archived ones only when this class still uses them).
  instructors: readonly StaffOption[];
  rooms: readonly Room[];
};

const numberFields: TextFieldSpec<'capacity' | 'duration' | 'price'>[] = [
  { key: 'capacity', label: 'Capacity', hint: 'Places per session.', type: 'number', inputMode: 'numeric' },
  {
    key: 'duration',
    problem: 'durationMinutes',
    label: 'Duration (minutes)',
    hint: 'Length of each session, in steps of 5.',
    type: 'number',
    inputMode: 'numeric',
  },
  {
    key: 'price',
    problem: 'priceCents',
    label: 'Price ($)',
    hint: 'Per place, in dollars.',
    type: 'text',
    inputMode: 'decimal',
    leftIcon: 'dollar',
  },
];

export function ClassDialog({
  classType,
  locationId,
  locationName,
  today,
  instructors,
  rooms,
  status,
  onSubmit,
  onClose,
}: ClassDialogProps) {
  const form = useFormDraft<ClassForm>(() => (classType ? formFromClass(classType) : emptyClassForm(today)));
  const { draft, problems } = form;
  // Any edit clears every message: the timetable's rules span several lines.
  const change = (next: Partial<ClassForm>) => form.change(next, 'all');
  const submit = () => {
    const input = form.read(readClassForm(classType?.locationId ?? locationId, draft));
    if (input) onSubmit(input);
  };

  return (
    <AddEditDialog
      noun="class"
      editing={classType}
      problems={problems}
      className="catalogue-dialog"
      status={status}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="catalogue-muted">At {locationName}.</p>
      <div className="catalogue-form-grid">
        <TextField
          id="class-name"
          label="Class name"
          problem={problems.name}
          className="catalogue-form-wide"
          autoFocus
          value={draft.name}
          onChange={(name) => change({ name })}
        />
        <SelectField
          id="class-instructor"
          label="Instructor"
          hint="Another class with the same instructor at the same time is refused."
          problem={problems.instructorId}
          placeholder="Choose an instructor"
          options={instructors.map((person) => ({ value: person.id, label: displayName(person) }))}
          value={draft.instructorId}
          onChange={(instructorId) => change({ instructorId })}
        />
        <SelectField
          id="class-room"
          label="Room"
          hint="Optional. Another class in the same room at the same time is refused."
          problem={problems.roomId}
          placeholder="No room"
          options={rooms.map((room) => ({ value: room.id, label: room.archived ? `${room.name} (archived)` : room.name }))}
          value={draft.roomId}
          onChange={(roomId) => change({ roomId })}
        />
        <TextFieldList
          idPrefix="class"
          fields={numberFields}
          values={draft}
          problems={problems}
          onChange={(key, value) => change({ [key]: value })}
        />
        <ColorPickerField
          id="class-color"
          label="Color"
          hint={`Shown on the calendar: ${draft.color}`}
          problem={problems.color}
          value={draft.color}
          onChange={(color) => change({ color })}
        />
        <TextField
          id="class-starts-on"
          label="Starts on"
          hint="The first date with sessions."
          problem={problems.startsOn}
          type="date"
          value={draft.startsOn}
          onChange={(startsOn) => change({ startsOn })}
        />
        <TextField
          id="class-ends-on"
          label="Ends on"
          hint="Optional; empty runs until further notice."
          problem={problems.endsOn}
          type="date"
          value={draft.endsOn}
          onChange={(endsOn) => change({ endsOn })}
        />
      </div>
      <TimetableEditor lines={draft.timetable} problems={problems} onChange={(timetable) => change({ timetable })} />
      <TextAreaField
        id="class-description"
        label="Description"
        hint="Optional: what the class is and who it suits."
        problem={problems.description}
        value={draft.description}
        onChange={(description) => change({ description })}
      />
    </AddEditDialog>
  );
}
