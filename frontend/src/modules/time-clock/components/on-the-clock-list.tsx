import { Button, Tag } from '@blueprintjs/core';
import { formatTime } from '@chairside/shared/format/date-format';
import type { OnTheClock } from '@chairside/shared/time-clock/time-clock-dto';

type OnTheClockListProps = {
  label: string;
  people: readonly OnTheClock[];
  zone: string;
  // A manager's row actions (break, clock out, close a missed clock-out); none on the dashboard.
  actions?: (person: OnTheClock) => React.ReactNode;
};

// Who is on the clock: since when, on a break since when, or flagged for a missed clock-out.
export function OnTheClockList({ label, people, zone, actions }: OnTheClockListProps) {
  return (
    <ul className="on-the-clock" aria-label={label}>
      {people.map((person) => (
        <li key={person.entryId} className="on-the-clock-row" aria-label={person.name}>
          <span className="on-the-clock-name">{person.name}</span>
          <span className="on-the-clock-since">Since {formatTime(person.clockedInAt, zone)}</span>
          {person.clockOutMissedAt ? (
            <Tag intent="danger" icon="warning-sign">
              Missed clock-out
            </Tag>
          ) : person.onBreakSince ? (
            <Tag intent="warning">On break since {formatTime(person.onBreakSince, zone)}</Tag>
          ) : (
            <Tag intent="success">Working</Tag>
          )}
          {actions ? <span className="on-the-clock-actions">{actions(person)}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function RowButton({ text, label, onClick, disabled }: { text: string; label: string; onClick(): void; disabled?: boolean }) {
  return <Button size="small" variant="outlined" text={text} aria-label={label} onClick={onClick} disabled={disabled} />;
}
