import { useState, type FormEvent } from 'react';
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import type { ClassType, ClassTypeInput, Room } from '@chairside/shared/catalogue/catalogue-dto';
import { displayName } from '@chairside/shared/format/name-format';
import { CatalogueField, fieldAria } from '../catalogue/catalogue-field';
import type { FieldErrors } from '../catalogue/catalogue-form';
import { ColorInput } from '../catalogue/color-input';
import type { StaffOption } from '../catalogue/staff-options-query';
import { emptyClassForm, formFromClass, readClassForm, type ClassForm } from './class-form';
import { TimetableEditor } from './timetable-editor';

type ClassDialogProps = {
  classType: ClassType | null;
  locationId: string;
  locationName: string;
  today: string;
  // People working at the location, and its rooms (archived ones only when this class still uses them).
  instructors: readonly StaffOption[];
  rooms: readonly Room[];
  saving: boolean;
  // The server's refusal, such as a room or instructor clash with another class, in its own words.
  error: string | null;
  onSubmit(input: ClassTypeInput): void;
  onClose(): void;
};

type NumberField = { key: 'capacity' | 'duration' | 'price'; error: 'capacity' | 'durationMinutes' | 'priceCents'; label: string; hint: string };

const numberFields: NumberField[] = [
  { key: 'capacity', error: 'capacity', label: 'Capacity', hint: 'Places per session.' },
  { key: 'duration', error: 'durationMinutes', label: 'Duration (minutes)', hint: 'Length of each session, in steps of 5.' },
  { key: 'price', error: 'priceCents', label: 'Price ($)', hint: 'Per place, in dollars.' },
];

export function ClassDialog({ classType, locationId, locationName, today, instructors, rooms, saving, error, onSubmit, onClose }: ClassDialogProps) {
  const [form, setForm] = useState<ClassForm>(() => (classType ? formFromClass(classType) : emptyClassForm(today)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const title = classType ? `Edit ${classType.name}` : 'Add class';

  const change = (next: Partial<ClassForm>) => {
    setErrors({});
    setForm((current) => ({ ...current, ...next }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = readClassForm(classType?.locationId ?? locationId, form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onSubmit(result.input);
  };

  return (
    <Dialog isOpen title={title} onClose={saving ? undefined : onClose} className="catalogue-dialog" portalClassName="catalogue-dialog-portal">
      <form onSubmit={submit} noValidate aria-label={title}>
        <DialogBody>
          <p className="catalogue-muted">At {locationName}.</p>
          <div className="catalogue-form-grid">
            <CatalogueField id="class-name" label="Class name" error={errors.name} className="catalogue-form-wide">
              <InputGroup id="class-name" autoFocus value={form.name} onValueChange={(name) => change({ name })} {...fieldAria('class-name', errors.name, false)} />
            </CatalogueField>
            <CatalogueField id="class-instructor" label="Instructor" hint="Another class with the same instructor at the same time is refused." error={errors.instructorId}>
              <HTMLSelect id="class-instructor" fill value={form.instructorId} onChange={(event) => change({ instructorId: event.currentTarget.value })} {...fieldAria('class-instructor', errors.instructorId)}>
                <option value="">Choose an instructor</option>
                {instructors.map((person) => (
                  <option key={person.id} value={person.id}>
                    {displayName(person)}
                  </option>
                ))}
              </HTMLSelect>
            </CatalogueField>
            <CatalogueField id="class-room" label="Room" hint="Optional. Another class in the same room at the same time is refused." error={errors.roomId}>
              <HTMLSelect id="class-room" fill value={form.roomId} onChange={(event) => change({ roomId: event.currentTarget.value })} {...fieldAria('class-room', errors.roomId)}>
                <option value="">No room</option>
                {rooms.map((room) => (
                  <option key={room.id} value={room.id}>
                    {room.archived ? `${room.name} (archived)` : room.name}
                  </option>
                ))}
              </HTMLSelect>
            </CatalogueField>
            {numberFields.map((field) => (
              <CatalogueField key={field.key} id={`class-${field.key}`} label={field.label} hint={field.hint} error={errors[field.error]}>
                <InputGroup
                  id={`class-${field.key}`}
                  type={field.key === 'price' ? 'text' : 'number'}
                  inputMode={field.key === 'price' ? 'decimal' : 'numeric'}
                  leftIcon={field.key === 'price' ? 'dollar' : undefined}
                  value={form[field.key]}
                  onValueChange={(value) => change({ [field.key]: value })}
                  {...fieldAria(`class-${field.key}`, errors[field.error])}
                />
              </CatalogueField>
            ))}
            <ColorInput id="class-color" label="Color" value={form.color} error={errors.color} onChange={(color) => change({ color })} />
            <CatalogueField id="class-starts-on" label="Starts on" hint="The first date with sessions." error={errors.startsOn}>
              <input id="class-starts-on" className={Classes.INPUT} type="date" value={form.startsOn} onChange={(event) => change({ startsOn: event.target.value })} {...fieldAria('class-starts-on', errors.startsOn)} />
            </CatalogueField>
            <CatalogueField id="class-ends-on" label="Ends on" hint="Optional; empty runs until further notice." error={errors.endsOn}>
              <input id="class-ends-on" className={Classes.INPUT} type="date" value={form.endsOn} onChange={(event) => change({ endsOn: event.target.value })} {...fieldAria('class-ends-on', errors.endsOn)} />
            </CatalogueField>
          </div>
          <TimetableEditor lines={form.timetable} errors={errors} onChange={(timetable) => change({ timetable })} />
          <CatalogueField id="class-description" label="Description" hint="Optional: what the class is and who it suits." error={errors.description}>
            <TextArea id="class-description" fill rows={2} value={form.description} onChange={(event) => change({ description: event.currentTarget.value })} {...fieldAria('class-description', errors.description)} />
          </CatalogueField>
          {Object.keys(errors).length > 0 ? (
            <Callout intent="warning" role="alert" compact>
              Check the highlighted fields; nothing was saved.
            </Callout>
          ) : null}
          {error ? (
            <Callout intent="danger" role="alert" title={classType ? 'Could not save the class' : 'Could not add the class'} compact>
              {error}
            </Callout>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" disabled={saving} onClick={onClose} />
              <Button type="submit" intent="primary" text={classType ? 'Save class' : 'Add class'} loading={saving} disabled={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
