import { useState } from 'react';
import { Button, Callout, ButtonGroup, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatTime } from '@chairside/shared/format/date-format';
import { formatHours } from '@chairside/shared/time-clock/timesheet';
import type { TimesheetEntry, TimesheetPerson } from '@chairside/shared/time-clock/time-clock-dto';
import { usePermissions } from '../../../access/use-permissions';
import { useSelectedLocation } from '../../../shell/selected-location';
import { EmptyState } from '../../../ui/empty-state';
import { QueryStatus } from '../../../ui/query-error';
import { downloadTimesheetsCsv } from '../timesheet-download';
import { timeClockQueries } from '../time-clock-queries';
import type { EditableEntry } from '../time-entry-form';
import { AddEntryDialog } from './add-entry-dialog';
import { EditEntryDialog } from './edit-entry-dialog';

// Timesheets of one pay period: a manager sees everyone, others their own; hours, breaks and overtime per
// day, edited entries marked with their reasons, missed clock-outs flagged; CSV export.
export function TimesheetsSection() {
  const { location } = useSelectedLocation();
  const { can, loading } = usePermissions();
  const manages = !loading && can('edit_time_clock');
  const [date, setDate] = useState<string | null>(null);
  const [editing, setEditing] = useState<EditableEntry | null>(null);
  const [adding, setAdding] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const sheets = useQuery(timeClockQueries.timesheets(date));
  const zone = location?.timeZone ?? 'UTC';
  const period = sheets.data?.period;
  const day = (value: string) => formatDate(`${value}T12:00:00Z`, 'UTC');

  return (
    <section className="time-clock-section" aria-labelledby="timesheets-title">
      <div className="timesheets-header">
        <h2 id="timesheets-title" className="time-clock-section-title">
          Timesheets{period ? `: ${day(period.start)} to ${day(period.end)}` : ''}
        </h2>
        <ButtonGroup>
          <Button
            icon="chevron-left"
            text="Previous period"
            disabled={!sheets.data}
            onClick={() => setDate(sheets.data?.previousDate ?? null)}
          />
          <Button
            rightIcon="chevron-right"
            text="Next period"
            disabled={!sheets.data}
            onClick={() => setDate(sheets.data?.nextDate ?? null)}
          />
          {manages && location ? <Button icon="add" text="Add a missing entry" onClick={() => setAdding(true)} /> : null}
          <Button
            icon="download"
            text="Export CSV"
            disabled={!sheets.data}
            onClick={() => {
              setDownloadError(null);
              downloadTimesheetsCsv(period?.start ?? null).catch((error: Error) => setDownloadError(error.message));
            }}
          />
        </ButtonGroup>
      </div>
      {downloadError ? (
        <Callout intent="danger" title="Could not export the timesheets" role="alert">
          {downloadError}
        </Callout>
      ) : null}
      <QueryStatus query={sheets} errorTitle="Could not load the timesheets" />
      {sheets.data?.people.length === 0 ? <EmptyState icon="time" title="No time clocked in this pay period" level={3} /> : null}
      {sheets.data?.people.map((person) => (
        <PersonTimesheet
          key={person.staffId}
          person={person}
          zone={zone}
          onEdit={manages ? (entry) => setEditing({ ...entry, staffId: person.staffId, name: person.name }) : null}
        />
      ))}
      {editing ? <EditEntryDialog entry={editing} zone={zone} onClose={() => setEditing(null)} /> : null}
      {adding && location ? <AddEntryDialog location={location} onClose={() => setAdding(false)} /> : null}
    </section>
  );
}

function PersonTimesheet({
  person,
  zone,
  onEdit,
}: {
  person: TimesheetPerson;
  zone: string;
  onEdit: ((entry: TimesheetEntry) => void) | null;
}) {
  const span = (entry: TimesheetEntry) =>
    `${formatTime(entry.clockedInAt, zone)}–${entry.clockedOutAt ? formatTime(entry.clockedOutAt, zone) : 'open'}`;
  return (
    <HTMLTable className="timesheet-table" compact striped aria-label={`Timesheet of ${person.name}`}>
      <caption>{person.name}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Entries</th>
          <th scope="col">Breaks</th>
          <th scope="col">Worked</th>
          <th scope="col">Overtime</th>
        </tr>
      </thead>
      <tbody>
        {person.days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{formatDate(`${day.date}T12:00:00Z`, 'UTC')}</th>
            <td>
              {day.entries.map((entry) => (
                <div key={entry.entryId} className="timesheet-entry">
                  <span>
                    {span(entry)} {entry.locationName}
                  </span>
                  {entry.clockOutMissedAt ? (
                    <Tag intent="danger" icon="warning-sign">
                      Missed clock-out
                    </Tag>
                  ) : null}
                  {entry.edits.length > 0 ? (
                    <Tag intent="primary" minimal>
                      {entry.edits.map((edit) => `${edit.added ? 'Added' : 'Edited'}: ${edit.reason} (${edit.byName})`).join('; ')}
                    </Tag>
                  ) : null}
                  {onEdit ? (
                    <Button
                      size="small"
                      variant="minimal"
                      icon="edit"
                      aria-label={`Edit ${person.name}’s entry at ${span(entry)}`}
                      onClick={() => onEdit(entry)}
                    />
                  ) : null}
                </div>
              ))}
            </td>
            <td>{formatHours(day.breakMinutes)}</td>
            <td>{formatHours(day.workedMinutes)}</td>
            <td>{day.overtimeMinutes > 0 ? formatHours(day.overtimeMinutes) : '—'}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>
            {person.totals.days} {person.totals.days === 1 ? 'day' : 'days'}
          </td>
          <td>{formatHours(person.totals.breakMinutes)}</td>
          <td>{formatHours(person.totals.workedMinutes)}</td>
          <td>{formatHours(person.totals.overtimeMinutes)}</td>
        </tr>
      </tfoot>
    </HTMLTable>
  );
}
