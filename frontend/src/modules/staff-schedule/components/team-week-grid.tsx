import { HTMLTable, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { displayName } from '@chairside/shared/format/name-format';
import type { TeamWorkingHours } from '@chairside/shared/team/working-hours-dto';
import { formatDay, formatLongDate } from '../../../format/calendar-dates';
import { workingDay } from '../working-day';
import { describeCell, weekCell } from '../week-cell';

type TeamWeekGridProps = {
  team: TeamWorkingHours;
  dates: readonly string[];
  today: string;
  locationId: string;
  locationName(id: string): string;
  zoneOf(locationId: string): string;
};

// Rows are people, columns the seven days (Monday first); every cell leads to the person's schedule.
export function TeamWeekGrid({ team, dates, today, locationId, locationName, zoneOf }: TeamWeekGridProps) {
  return (
    <div className="team-week-scroll">
      <HTMLTable bordered compact className="team-week" aria-label="Team week">
        <thead>
          <tr>
            <th scope="col" className="team-week-person">
              Staff
            </th>
            {dates.map((date) => (
              <th
                key={date}
                scope="col"
                className={date === today ? 'team-week-today' : undefined}
                aria-current={date === today ? 'date' : undefined}
              >
                {formatDay(date)}
                {date === today ? <span className="team-week-today-label"> · Today</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {team.staff.map((member) => {
            const name = displayName(member);
            const path = `/staff-schedule/${member.staffId}`;
            return (
              <tr key={member.staffId}>
                <th scope="row" className="team-week-person">
                  <span className="team-week-swatch" style={{ backgroundColor: member.color }} aria-hidden="true" />
                  <Link to={path}>{name}</Link>
                </th>
                {dates.map((date) => {
                  const cell = weekCell(workingDay(member, date, zoneOf), locationId, locationName);
                  return (
                    <td key={date} className={date === today ? 'team-week-today' : undefined}>
                      <Link to={path} className="team-week-cell" aria-label={`${name}, ${formatLongDate(date)}: ${describeCell(cell)}`}>
                        {cell.hours.length > 0 ? (
                          cell.hours.map((hours) => (
                            <span key={hours} className="team-week-hours">
                              <HoursText hours={hours} />
                            </span>
                          ))
                        ) : (
                          <span className="team-week-off">Off</span>
                        )}
                        {cell.notes.map((note) => (
                          <Tag key={note.text} minimal multiline intent={note.intent} className="team-week-note">
                            {note.text}
                          </Tag>
                        ))}
                      </Link>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}

// '9:00 AM–12:30 PM' may break after the dash on a narrow column, never inside a time.
function HoursText({ hours }: { hours: string }) {
  const [start = '', end = ''] = hours.split('–');
  return (
    <>
      {start.replaceAll(' ', '\u00a0')}–<wbr />
      {end.replaceAll(' ', '\u00a0')}
    </>
  );
}
