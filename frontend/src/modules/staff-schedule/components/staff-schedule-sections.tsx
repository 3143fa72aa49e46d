import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import type { StaffWorkingHours, TimeOff, WeeklySchedule } from '@chairside/shared/team/working-hours-dto';
import { showToast } from '../../../shell/toasts';
import { EmptyState } from '../../../ui/empty-state';
import { RefusalCallout, type Refusal } from '../../../ui/refusal-callout';
import { describePeriod, formatCalendarDate } from '../../../format/calendar-dates';
import { useClearException, useDecideTimeOff, type TimeOffDecision } from '../hooks/use-working-hours-commands';
import { ExceptionsTable } from './exceptions-table';
import { TimeOffTable } from './time-off-table';
import { WeeklyScheduleCard } from './weekly-schedule-card';

export type ScheduleDialogState =
  | { kind: 'schedule'; schedule: WeeklySchedule | null }
  | { kind: 'remove'; schedule: WeeklySchedule }
  | { kind: 'exception' }
  | { kind: 'time-off' }
  | null;

type StaffScheduleSectionsProps = {
  staffId: string;
  workingHours: StaffWorkingHours;
  today: string;
  canEdit: boolean;
  isOwn: boolean;
  locationName(id: string): string;
  onDialog(dialog: ScheduleDialogState): void;
};

const pastTense: Record<TimeOffDecision, string> = { approve: 'approved', decline: 'declined', cancel: 'cancelled' };

export function StaffScheduleSections({
  staffId,
  workingHours,
  today,
  canEdit,
  isOwn,
  locationName,
  onDialog,
}: StaffScheduleSectionsProps) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const decide = useDecideTimeOff(staffId);
  const clear = useClearException(staffId);
  const weekly = [...workingHours.schedules].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));

  const onDecide = (item: TimeOff, decision: TimeOffDecision) => {
    setRefusal(null);
    const period = describePeriod(item.from, item.until);
    decide.mutate(
      { timeOffId: item.id, decision },
      {
        onSuccess: () => showToast({ message: `Time off ${period} ${pastTense[decision]}`, intent: 'success' }),
        onError: (error) => setRefusal({ title: `Could not ${decision} the time off ${period}`, reason: error.message }),
      },
    );
  };

  const onClear = (date: string) => {
    setRefusal(null);
    clear.mutate(date, {
      onSuccess: () => showToast({ message: `${formatCalendarDate(date)} follows the weekly schedule again`, intent: 'success' }),
      onError: (error) => setRefusal({ title: `Could not clear the change on ${formatCalendarDate(date)}`, reason: error.message }),
    });
  };

  return (
    <div className="staff-schedule-page">
      {refusal ? <RefusalCallout refusal={refusal} onDismiss={() => setRefusal(null)} /> : null}
      <section className="schedule-section" aria-labelledby="weekly-heading">
        <div className="schedule-section-header">
          <h2 id="weekly-heading">Weekly schedules</h2>
          {canEdit ? (
            <Button intent="primary" icon="plus" text="Add schedule" onClick={() => onDialog({ kind: 'schedule', schedule: null })} />
          ) : null}
        </div>
        {weekly.length === 0 ? (
          <EmptyState
            icon="time"
            title="No weekly schedule"
            description={canEdit ? 'Add a schedule to set the regular working hours.' : 'A manager sets the regular working hours.'}
            level={3}
          />
        ) : (
          <ul className="schedule-card-list" aria-label="Weekly schedules">
            {weekly.map((item) => (
              <li key={item.id}>
                <WeeklyScheduleCard
                  schedule={item}
                  locationName={locationName(item.locationId)}
                  today={today}
                  canEdit={canEdit}
                  onEdit={() => onDialog({ kind: 'schedule', schedule: item })}
                  onRemove={() => onDialog({ kind: 'remove', schedule: item })}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="schedule-section" aria-labelledby="exceptions-heading">
        <div className="schedule-section-header">
          <h2 id="exceptions-heading">Date changes</h2>
          {canEdit ? (
            <Button
              icon="calendar"
              text="Change one date"
              aria-describedby="exceptions-help"
              onClick={() => onDialog({ kind: 'exception' })}
            />
          ) : null}
        </div>
        <p id="exceptions-help" className="schedule-muted schedule-section-help">
          <strong>{canEdit ? 'Change one date' : 'A date change'}</strong> replaces the weekly hours of a single date: other hours that day,
          or a day off that is not an absence (the salon is closed, a swapped shift).
        </p>
        <ExceptionsTable
          exceptions={workingHours.exceptions}
          locationName={locationName}
          canEdit={canEdit}
          busy={clear.isPending}
          onClear={onClear}
        />
      </section>
      <section className="schedule-section" aria-labelledby="time-off-heading">
        <div className="schedule-section-header">
          <h2 id="time-off-heading">Time off</h2>
          {canEdit ? (
            <Button icon="airplane" text="Add time off" aria-describedby="time-off-help" onClick={() => onDialog({ kind: 'time-off' })} />
          ) : isOwn ? (
            <Button
              icon="airplane"
              text="Request time off"
              aria-describedby="time-off-help"
              onClick={() => onDialog({ kind: 'time-off' })}
            />
          ) : null}
        </div>
        <p id="time-off-help" className="schedule-muted schedule-section-help">
          <strong>{canEdit ? 'Add time off' : isOwn ? 'Request time off' : 'Time off'}</strong> records an absence inside the working hours
          (vacation, sick leave, an appointment): the weekly hours stay as they are, and the time is blocked for booking and kept as time
          off.
        </p>
        <TimeOffTable timeOff={workingHours.timeOff} canEdit={canEdit} isOwn={isOwn} busy={decide.isPending} onDecide={onDecide} />
      </section>
    </div>
  );
}
