import { Button, Card, HTMLTable, Tag } from '@blueprintjs/core';
import type { WeeklySchedule } from '@chairside/shared/team/working-hours-dto';
import { formatCalendarDate, formatRange, weekdayNames } from '../../../format/calendar-dates';
import { describeWeek, scheduleCovers } from '../working-day';

type WeeklyScheduleCardProps = {
  schedule: WeeklySchedule;
  locationName: string;
  today: string;
  canEdit: boolean;
  onEdit(): void;
  onRemove(): void;
};

export function scheduleLabel(schedule: WeeklySchedule, locationName: string): string {
  const until = schedule.effectiveUntil ? ` until ${formatCalendarDate(schedule.effectiveUntil)}` : '';
  return `${locationName}, from ${formatCalendarDate(schedule.effectiveFrom)}${until}`;
}

// One weekly pattern: its location and dates, and each weekday's hours and breaks.
export function WeeklyScheduleCard({ schedule, locationName, today, canEdit, onEdit, onRemove }: WeeklyScheduleCardProps) {
  const label = scheduleLabel(schedule, locationName);
  const status = scheduleCovers(schedule, today) ? 'In effect' : schedule.effectiveFrom > today ? 'Upcoming' : 'Ended';
  const headingId = `schedule-${schedule.id}`;
  return (
    <Card className="schedule-card" role="group" aria-labelledby={headingId}>
      <div className="schedule-card-header">
        <div>
          <h3 id={headingId} className="schedule-card-title">
            {label}
          </h3>
          <p className="schedule-muted">{describeWeek(schedule.days) || 'No working days'}</p>
        </div>
        <Tag minimal round intent={status === 'In effect' ? 'success' : status === 'Upcoming' ? 'primary' : 'none'}>
          {status}
        </Tag>
      </div>
      <HTMLTable compact className="schedule-days-table" aria-label={`Weekly hours, ${label}`}>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Hours</th>
            <th scope="col">Breaks</th>
          </tr>
        </thead>
        <tbody>
          {weekdayNames.map((name, index) => {
            const day = schedule.days.find((item) => item.weekday === index + 1);
            return (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{day ? day.hours.map(formatRange).join(', ') : <span className="schedule-muted">Day off</span>}</td>
                <td>{day && day.breaks.length > 0 ? day.breaks.map(formatRange).join(', ') : <span className="schedule-muted">—</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {canEdit ? (
        <div className="schedule-card-actions">
          <Button size="small" icon="edit" text="Edit schedule" onClick={onEdit} />
          <Button size="small" icon="trash" intent="danger" variant="minimal" text="Remove schedule" onClick={onRemove} />
        </div>
      ) : null}
    </Card>
  );
}
