import { useState } from 'react';
import { Button, Callout, TextArea } from '@blueprintjs/core';
import type { Appointment } from '@chairside/shared/appointments/appointment-dto';
import { updateAppointmentSchema } from '@chairside/shared/appointments/appointment-dto';
import { showToast } from '../../../shell/toasts';
import { useUpdateAppointment } from '../hooks/use-appointment-commands';

// Notes everyone who opens the appointment reads; editable with edit_appointments or edit_calendar.
export function AppointmentNotes({ appointment, canEdit }: { appointment: Appointment; canEdit: boolean }) {
  // The draft starts from the notes as they were when editing began; live changes by others show until then.
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateAppointment(appointment.id);

  const save = () => {
    const parsed = updateAppointmentSchema.safeParse({
      items: appointment.items.map((item) => ({ serviceId: item.serviceId, staffId: item.staffId })),
      notes: draft ?? '',
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'These notes cannot be saved');
      return;
    }
    setProblem(null);
    update.mutate(parsed.data, {
      onSuccess: () => {
        setDraft(null);
        showToast({ message: 'Notes saved', intent: 'success' });
      },
    });
  };

  return (
    <section className="appointment-section" aria-labelledby="appointment-notes-title">
      <h3 id="appointment-notes-title" className="appointment-section-title">
        Notes
      </h3>
      {canEdit ? (
        <>
          <TextArea
            aria-labelledby="appointment-notes-title"
            fill
            rows={3}
            value={draft ?? appointment.notes}
            placeholder="No notes yet"
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          {problem || update.error ? (
            <Callout intent="danger" role="alert" compact title="Could not save the notes">
              {problem ?? update.error?.message}
            </Callout>
          ) : null}
          {draft !== null && draft !== appointment.notes ? (
            <div className="appointment-notes-actions">
              <Button text="Discard" variant="minimal" disabled={update.isPending} onClick={() => setDraft(null)} />
              <Button text="Save notes" intent="primary" loading={update.isPending} onClick={save} />
            </div>
          ) : null}
        </>
      ) : (
        <p className={appointment.notes ? 'appointment-notes-text' : 'appointments-muted'}>{appointment.notes || 'No notes.'}</p>
      )}
    </section>
  );
}
