import { useState } from 'react';
import { Button, HTMLSelect, InputGroup, Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LOCATION_TIME_ZONE } from '@chairside/shared/business/business-dto';
import { reportCsv } from '@chairside/shared/reports/report-csv';
import { reportLabels, reportNames, type ReportName } from '@chairside/shared/reports/report-dto';
import { presetRange, reportPresetLabels, reportPresets, type ReportPreset } from '@chairside/shared/reports/report-ranges';
import { settingsQueries } from '../settings/settings-queries';
import { PageFrame } from '../../shell/page-frame';
import { useSelectedLocation } from '../../shell/selected-location';
import { LoadingState } from '../../ui/loading-state';
import { QueryError } from '../../ui/query-error';
import { ReportChart } from './components/report-chart';
import { ReportTable } from './components/report-table';
import { csvRows, reportView } from './report-views';
import { reportQueries, type ReportFilter } from './reports-queries';
import './reports.css';

const ALL_LOCATIONS = 'all';

function downloadCsv(name: string, rows: Parameters<typeof reportCsv>[0]) {
  const url = URL.createObjectURL(new Blob([reportCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

// /reports: one report at a time over a range of days at a location (the header's by default) or all of
// them. The figures are the reporting read models' daily buckets; the 'reports' topic refreshes them live.
export function ReportsPage() {
  const { location, locations, loading } = useSelectedLocation();
  const [report, setReport] = useState<ReportName>('sales');
  const [preset, setPreset] = useState<ReportPreset>('today');
  // undefined: follow the header's location
  const [chosenLocation, setChosenLocation] = useState<string | undefined>(undefined);
  const locationValue = chosenLocation ?? location?.id ?? ALL_LOCATIONS;
  const zone = locations.find((item) => item.id === locationValue)?.timeZone ?? location?.timeZone ?? DEFAULT_LOCATION_TIME_ZONE;
  const weekStartsOn = useQuery(settingsQueries.business()).data?.payroll.weekStartsOn;
  const presetDates = presetRange(preset === 'custom' ? 'last_30_days' : preset, new Date(), zone, weekStartsOn);
  const [custom, setCustom] = useState(presetDates);
  const range = preset === 'custom' ? custom : presetDates;
  const filter: ReportFilter = { locationId: locationValue === ALL_LOCATIONS ? null : locationValue, ...range };

  return (
    <PageFrame title="Reports" description="Sales, appointments, clients, staff and gift cards by day, moving as the day goes.">
      {loading ? <LoadingState /> : null}
      <div className="report-filters" role="group" aria-label="Report filters">
        <div className="report-filter">
          <label htmlFor="report-range">Date range</label>
          <HTMLSelect id="report-range" value={preset} onChange={(event) => setPreset(event.currentTarget.value as ReportPreset)}>
            {reportPresets.map((item) => (
              <option key={item} value={item}>
                {reportPresetLabels[item]}
              </option>
            ))}
          </HTMLSelect>
        </div>
        {preset === 'custom' ? (
          <>
            <div className="report-filter">
              <label htmlFor="report-from">From</label>
              <InputGroup
                id="report-from"
                type="date"
                value={custom.from}
                onChange={(event) => setCustom({ ...custom, from: event.currentTarget.value })}
              />
            </div>
            <div className="report-filter">
              <label htmlFor="report-to">To</label>
              <InputGroup
                id="report-to"
                type="date"
                value={custom.to}
                onChange={(event) => setCustom({ ...custom, to: event.currentTarget.value })}
              />
            </div>
          </>
        ) : null}
        <div className="report-filter">
          <label htmlFor="report-location">Location</label>
          <HTMLSelect id="report-location" value={locationValue} onChange={(event) => setChosenLocation(event.currentTarget.value)}>
            {locations.length > 1 ? <option value={ALL_LOCATIONS}>All locations</option> : null}
            {locations.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </HTMLSelect>
        </div>
      </div>
      <Tabs id="report-tabs" selectedTabId={report} onChange={(id) => setReport(id as ReportName)} renderActiveTabPanelOnly size="large">
        {reportNames.map((name) => (
          <Tab key={name} id={name} title={reportLabels[name]} panel={<ReportPanel name={name} filter={filter} />} />
        ))}
      </Tabs>
    </PageFrame>
  );
}

function ReportPanel({ name, filter }: { name: ReportName; filter: ReportFilter }) {
  const query = useQuery(reportQueries.report(name, filter));
  const view = query.data ? reportView(name, query.data) : null;
  return (
    <section aria-label={`${reportLabels[name]} report`}>
      <QueryError error={query.error} title="Could not load the report" />
      {query.isLoading ? <p role="status">Loading...</p> : null}
      {view ? (
        <>
          <div className="report-actions">
            <p className="report-summary" data-testid="report-summary">
              {view.summary}
            </p>
            <Button
              icon="download"
              text="Export CSV"
              onClick={() => downloadCsv(`${name}-report-${filter.from}-to-${filter.to}.csv`, csvRows(view))}
            />
          </div>
          <div className="report-body">
            <ReportChart chart={view.chart} summary={view.summary} />
            <div className="report-tables">
              {view.tables.map((table) => (
                <ReportTable key={table.caption} table={table} />
              ))}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
