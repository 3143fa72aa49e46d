import { Button, Callout, Card } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { formatTime } from '@chairside/shared/format/date-format';
import type { ClockAction } from '@chairside/shared/time-clock/time-clock-dto';
import { useSelectedLocation } from '../../../shell/selected-location';
import { QueryError } from '../../../ui/query-error';
import { useClockAction, useClockIn } from '../hooks/use-time-clock-commands';
import { timeClockQueries } from '../time-clock-queries';

// Your own clock: clock in at the header's location, take breaks, clock out. The buttons offered follow
// your state; the server still refuses what makes no sense, and the refusal shows here.
export function MyClockCard() {
  const { location } = useSelectedLocation();
  const status = useQuery(timeClockQueries.status());
  const clockIn = useClockIn();
  const action = useClockAction();
  const error = clockIn.error ?? action.error;
  const pending = clockIn.isPending || action.isPending;
  const open = status.data?.open ?? null;
  const zone = location?.timeZone ?? 'UTC';
  const act = (name: ClockAction) => {
    clockIn.reset();
    action.mutate({ action: name });
  };

  if (status.data && !status.data.isStaffMember) return null;
  return (
    <Card className="my-clock" role="region" aria-labelledby="my-clock-title">
      <h2 id="my-clock-title" className="time-clock-section-title">
        Your clock
      </h2>
      <QueryError error={status.error} title="Could not load your clock" compact />
      {status.data ? (
        <p role="status" className="my-clock-state">
          {!open
            ? 'You are not clocked in.'
            : open.clockOutMissedAt
              ? `Your clock-out since ${formatTime(open.clockedInAt, zone)} was missed: a manager closes that entry.`
              : open.onBreakSince
                ? `On a break since ${formatTime(open.onBreakSince, zone)} (clocked in at ${formatTime(open.clockedInAt, zone)} at ${open.locationName}).`
                : `Clocked in since ${formatTime(open.clockedInAt, zone)} at ${open.locationName}.`}
        </p>
      ) : null}
      <div className="my-clock-buttons">
        {!open ? (
          <Button
            intent="primary"
            icon="time"
            text="Clock in"
            disabled={!location || pending}
            loading={clockIn.isPending}
            onClick={() => {
              action.reset();
              if (location) clockIn.mutate({ locationId: location.id });
            }}
          />
        ) : null}
        {open && !open.clockOutMissedAt ? (
          <>
            {open.onBreakSince ? (
              <Button text="End break" icon="play" disabled={pending} onClick={() => act('break-end')} />
            ) : (
              <Button text="Start break" icon="pause" disabled={pending} onClick={() => act('break-start')} />
            )}
            <Button intent="primary" text="Clock out" icon="log-out" disabled={pending} onClick={() => act('clock-out')} />
          </>
        ) : null}
      </div>
      {error ? (
        <Callout intent="danger" title="The clock did not change" role="alert">
          {error.message}
        </Callout>
      ) : null}
    </Card>
  );
}
