import { useState } from 'react';
import { Button, Callout, HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { displayName } from '@chairside/shared/format/name-format';
import { formatTime } from '@chairside/shared/format/date-format';
import type { OnTheClock } from '@chairside/shared/time-clock/time-clock-dto';
import { usePermissions } from '../../../access/use-permissions';
import { useSelectedLocation } from '../../../shell/selected-location';
import { LocationListStatus } from '../../../shell/location-gate';
import { staffQueries } from '../../staff/staff-queries';
import { useClockAction, useClockIn } from '../hooks/use-time-clock-commands';
import { timeClockQueries } from '../time-clock-queries';
import type { EditableEntry } from '../time-entry-form';
import { EditEntryDialog } from './edit-entry-dialog';
import { OnTheClockList, RowButton } from './on-the-clock-list';

// "On the clock now" at the header's location, live on the 'time-clock' topic; a manager (edit_time_clock)
// clocks people in and out from here, and closes a missed clock-out with an edit.
export function BoardSection() {
  const { location } = useSelectedLocation();
  const { can, loading } = usePermissions();
  const manages = !loading && can('edit_time_clock');
  const board = useQuery({ ...timeClockQueries.board(location?.id ?? ''), enabled: Boolean(location) });
  const action = useClockAction();
  const [editing, setEditing] = useState<EditableEntry | null>(null);
  const zone = location?.timeZone ?? 'UTC';
  const missed = board.data?.filter((person) => person.clockOutMissedAt) ?? [];

  const rowActions = (person: OnTheClock) => {
    if (person.clockOutMissedAt)
      return (
        <RowButton
          text="Close entry"
          label={`Close ${person.name}’s entry`}
          onClick={() => setEditing({ ...person, clockedOutAt: null })}
        />
      );
    const run = (name: 'break-start' | 'break-end' | 'clock-out') => action.mutate({ action: name, staffId: person.staffId });
    return (
      <>
        {person.onBreakSince ? (
          <RowButton text="End break" label={`End ${person.name}’s break`} onClick={() => run('break-end')} disabled={action.isPending} />
        ) : (
          <RowButton
            text="Start break"
            label={`Start a break for ${person.name}`}
            onClick={() => run('break-start')}
            disabled={action.isPending}
          />
        )}
        <RowButton text="Clock out" label={`Clock out ${person.name}`} onClick={() => run('clock-out')} disabled={action.isPending} />
      </>
    );
  };

  return (
    <section className="time-clock-section" aria-labelledby="board-title">
      <h2 id="board-title" className="time-clock-section-title">
        On the clock now{location ? ` at ${location.name}` : ''}
      </h2>
      <LocationListStatus query={board} errorTitle="Could not load who is on the clock" />
      {missed.map((person) => (
        // Its title in the text, not the Callout's own h5: under the section's h2 that skips two heading levels.
        <Callout key={person.entryId} intent="danger" icon="warning-sign" role="alert">
          <strong>Missed clock-out: {person.name}.</strong> Clocked in at {formatTime(person.clockedInAt, zone)} and still open after
          closing time.
          {manages ? ' Close the entry with the time they left and a reason.' : ' A manager closes the entry.'}
        </Callout>
      ))}
      {board.data?.length === 0 ? <p>Nobody is on the clock here.</p> : null}
      {board.data && board.data.length > 0 ? (
        <OnTheClockList label="On the clock now" people={board.data} zone={zone} actions={manages ? rowActions : undefined} />
      ) : null}
      {action.error ? (
        <Callout intent="danger" title="The clock did not change" role="alert">
          {action.error.message}
        </Callout>
      ) : null}
      {manages && location ? <ClockSomeoneIn locationId={location.id} onTheClock={board.data ?? []} /> : null}
      {editing ? <EditEntryDialog entry={editing} zone={zone} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

// A manager clocks in a staff member of this location who is not on the clock.
function ClockSomeoneIn({ locationId, onTheClock }: { locationId: string; onTheClock: readonly OnTheClock[] }) {
  const { can } = usePermissions();
  const staff = useQuery({ ...staffQueries.list({ locationId, includeInactive: false }), enabled: can('view_staff') || can('edit_staff') });
  const clockIn = useClockIn();
  const [staffId, setStaffId] = useState('');
  const off = (staff.data ?? []).filter((member) => member.isActive && !onTheClock.some((person) => person.staffId === member.id));
  if (!staff.data) return null;
  return (
    <div className="clock-someone-in">
      <HTMLSelect aria-label="Staff member to clock in" value={staffId} onChange={(event) => setStaffId(event.currentTarget.value)}>
        <option value="">Choose a staff member</option>
        {off.map((member) => (
          <option key={member.id} value={member.id}>
            {displayName(member)}
          </option>
        ))}
      </HTMLSelect>
      <Button
        text="Clock in"
        aria-label="Clock in the chosen staff member"
        icon="time"
        disabled={!staffId || clockIn.isPending}
        onClick={() => clockIn.mutate({ staffId, locationId }, { onSuccess: () => setStaffId('') })}
      />
      {clockIn.error ? (
        <Callout intent="danger" title="Could not clock them in" role="alert">
          {clockIn.error.message}
        </Callout>
      ) : null}
    </div>
  );
}
