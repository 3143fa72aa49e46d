import { useMemo, useState } from 'react';
import { Button, HTMLSelect } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../shell/page-frame';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { useSelectedLocation } from '../../shell/selected-location';
import { setCalendarZone } from './cached-zone';
import { addDays, todayIn, formatLongDate } from '../../format/calendar-dates';
import { LoadingState } from '../../ui/loading-state';
import { QueryError } from '../../ui/query-error';
import { AppointmentDrawer } from './components/appointment-drawer';
import { MobileAgenda } from './components/mobile-agenda';
import { useAppointments, useTeam } from './hooks/use-appointment-queries';
import { useAppointmentRights } from './hooks/use-appointment-rights';
import './appointments.css';
import './appointments-mobile.css';
import { NoLocationSelected } from '../../shell/location-gate';

const ALL_STAFF = '';

// /appointments-mobile: one day as a list of large buttons, for everyone or one staff member; the date
// and the person are kept in the address (?date=&staff=).
export function AppointmentsMobilePage() {
  const { location } = useSelectedLocation();
  // The location's own wall clock, as on the desktop calendar.
  const zone = location?.timeZone ?? BUSINESS_TIME_ZONE;
  setCalendarZone(zone);
  const rights = useAppointmentRights();
  const [params, setParams] = useSearchParams();
  const today = todayIn(zone);
  const requested = params.get('date');
  const date = requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) ? requested : today;
  const staffId = params.get('staff') ?? ALL_STAFF;
  const [openId, setOpenId] = useState<string | null>(null);
  const locationId = location?.id ?? null;
  const appointments = useAppointments(locationId, date, date);
  const team = useTeam(locationId, date, date);

  const go = (next: { date?: string; staff?: string }) => {
    const nextDate = next.date ?? date;
    const nextStaff = next.staff ?? staffId;
    setParams({ ...(nextDate === today ? {} : { date: nextDate }), ...(nextStaff ? { staff: nextStaff } : {}) });
  };

  const list = appointments.data;
  const people = useMemo(() => {
    const known = new Map(team.team.map((member) => [member.id, member.name]));
    for (const appointment of list?.appointments ?? [])
      for (const item of appointment.items) if (!known.has(item.staffId)) known.set(item.staffId, item.staffName);
    return [...known].sort((a, b) => a[1].localeCompare(b[1]));
  }, [team.team, list]);
  const shown = useMemo(
    () =>
      [...(list?.appointments ?? [])]
        .filter((appointment) => staffId === ALL_STAFF || appointment.items.some((item) => item.staffId === staffId))
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    [list, staffId],
  );

  return (
    <PageFrame title="Mobile Appointments" description={location ? `The day at ${location.name}.` : undefined}>
      <div className="mobile-appointments">
        <div className="mobile-day-nav">
          <Button size="large" icon="chevron-left" aria-label="Previous day" onClick={() => go({ date: addDays(date, -1) })} />
          <Button size="large" text="Today" disabled={date === today} onClick={() => go({ date: today })} />
          <Button size="large" icon="chevron-right" aria-label="Next day" onClick={() => go({ date: addDays(date, 1) })} />
        </div>
        <h2 className="mobile-day-title" aria-live="polite">
          {formatLongDate(date)}
        </h2>
        <div className="mobile-staff-field">
          <label htmlFor="mobile-staff">Staff</label>
          <HTMLSelect id="mobile-staff" large fill value={staffId} onChange={(event) => go({ staff: event.currentTarget.value })}>
            <option value={ALL_STAFF}>All staff</option>
            {people.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </HTMLSelect>
        </div>
        <NoLocationSelected />
        {appointments.isLoading ? <LoadingState /> : null}
        <QueryError error={appointments.error} title="Could not load the appointments" />
        {list ? <MobileAgenda appointments={shown} staffId={staffId || null} onOpen={setOpenId} /> : null}
      </div>
      {openId ? <AppointmentDrawer appointmentId={openId} rights={rights} onClose={() => setOpenId(null)} /> : null}
    </PageFrame>
  );
}
