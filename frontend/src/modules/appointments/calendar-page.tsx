import { useMemo, useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { WaitlistEntry } from '@chairside/shared/appointments/appointment-dto';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { formatDateTime } from '@chairside/shared/format/date-format';
import { zoneLabel } from '@chairside/shared/format/zone-format';
import { usePermissions } from '../../access/use-permissions';
import { PageFrame } from '../../shell/page-frame';
import { useSelectedLocation } from '../../shell/selected-location';
import { closeWithToast, showToast } from '../../shell/toasts';
import { todayIn } from '../../format/calendar-dates';
import { LoadingState } from '../../ui/loading-state';
import { QueryError } from '../../ui/query-error';
import { waitlistQueries } from './appointments-queries';
import { businessDateOf, businessTimeOf } from './business-time';
import { setCalendarZone, calendarZone } from './cached-zone';
import { calendarPlaceParams, readCalendarPlace, stepCalendar, visibleDates, type CalendarPlace } from './calendar-range';
import type { StaffInfo } from './calendar-resources';
import { AppointmentDrawer } from './components/appointment-drawer';
import { AppointmentListView } from './components/appointment-list-view';
import { CalendarBoard } from './components/calendar-board';
import { CalendarLegend } from './components/calendar-legend';
import { CalendarToolbar } from './components/calendar-toolbar';
import { NewAppointmentDialog, type BookingPrefill } from './components/new-appointment-dialog';
import { WaitlistDialog } from './components/waitlist-dialog';
import { WaitlistPanel } from './components/waitlist-panel';
import { useRemoveFromWaitlist } from './hooks/use-appointment-commands';
import { useAppointments, useRoomsAndDevices, useServices, useTeam } from './hooks/use-appointment-queries';
import { useAppointmentRights } from './hooks/use-appointment-rights';
import type { KnownHours } from './working-hours';
import './appointments.css';
import { NoLocationSelected } from '../../shell/location-gate';

// The next whole hour on the business clock (a booking for today starts in the future). Example: '14:00'
function nextHour(now: number): string {
  const hour = Math.min(Number(businessTimeOf(now).slice(0, 2)) + 1, 23);
  return `${String(hour).padStart(2, '0')}:00`;
}

// /appointments: the live calendar of the header's location.
export function CalendarPage() {
  const { location, loading: locationLoading } = useSelectedLocation();
  // The calendar is on the location's own wall clock: switched before anything below reads a time.
  const zone = location?.timeZone ?? BUSINESS_TIME_ZONE;
  setCalendarZone(zone);
  const rights = useAppointmentRights();
  const permissions = usePermissions();
  const [params, setParams] = useSearchParams();
  const today = todayIn(zone);
  const place = readCalendarPlace(params, today);
  const { from, to } = visibleDates(place);
  const locationId = location?.id ?? null;
  const [showResources, setShowResources] = useState(false);
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const [booking, setBooking] = useState<BookingPrefill | null>(null);
  const [addingToWaitlist, setAddingToWaitlist] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);

  const appointments = useAppointments(locationId, from, to);
  const team = useTeam(locationId, from, to);
  const services = useServices();
  const { rooms, devices } = useRoomsAndDevices(locationId, showResources && place.view === 'day');
  const waitlist = useQuery({ ...waitlistQueries.list(locationId ?? ''), enabled: Boolean(locationId) });
  const removeFromWaitlist = useRemoveFromWaitlist();
  const offers = (waitlist.data ?? []).filter((entry) => entry.offer).length;

  // Everyone the calendar can name: the team, and anyone an appointment names (a read of the team may be refused).
  const list = appointments.data;
  const staff = useMemo(() => {
    const known = new Map<string, StaffInfo>(team.team.map((member) => [member.id, member]));
    for (const appointment of list?.appointments ?? [])
      for (const item of appointment.items)
        if (!known.has(item.staffId)) known.set(item.staffId, { id: item.staffId, name: item.staffName, color: item.color });
    return [...known.values()];
  }, [team.team, list]);
  const staffNames = useMemo(() => new Map(staff.map((person) => [person.id, person.name])), [staff]);
  // Basic staff read only their own schedule: the rest of the grid is left unshaded, not called "not working".
  const knownHours: KnownHours =
    team.unavailable || team.loading || permissions.loading
      ? 'none'
      : permissions.canAny(['view_schedules', 'edit_schedules'])
        ? 'everyone'
        : 'own';

  const go = (next: CalendarPlace) => setParams(calendarPlaceParams(next, today));
  const startBooking = (prefill: Partial<BookingPrefill> = {}) =>
    setBooking({
      date: place.date,
      time: place.date === today ? nextHour(Date.now()) : '09:00',
      staffId: null,
      client: null,
      serviceId: null,
      waitlistEntryId: null,
      ...prefill,
    });
  const bookOffer = (entry: WaitlistEntry) =>
    startBooking({
      client: { id: entry.clientId, name: entry.clientName },
      serviceId: entry.serviceId,
      staffId: entry.offer?.staffId ?? entry.staffId,
      date: entry.offer ? businessDateOf(entry.offer.startsAt) : entry.fromDate,
      time: entry.offer ? businessTimeOf(entry.offer.startsAt) : entry.fromTime,
      waitlistEntryId: entry.id,
    });

  const newButton =
    rights.canBook && location ? <Button intent="primary" icon="add" text="New appointment" onClick={() => startBooking()} /> : null;

  return (
    <PageFrame
      title="Appointments"
      description={location ? `Live calendar of ${location.name}. Changes made anywhere appear here at once.` : undefined}
      actions={newButton}
    >
      <div className="calendar-page">
        <CalendarToolbar
          place={place}
          today={today}
          showResources={showResources}
          waitlistOpen={waitlistOpen}
          offers={offers}
          onGo={go}
          onStep={(direction) => go({ ...place, date: stepCalendar(place, direction) })}
          onShowResources={setShowResources}
          onToggleWaitlist={() => setWaitlistOpen((open) => !open)}
        />
        <NoLocationSelected />
        {zone === BUSINESS_TIME_ZONE ? null : (
          <p className="calendar-zone-note" role="note">
            Times in {zoneLabel(zone)}
          </p>
        )}
        <QueryError error={appointments.error} title="Could not load the appointments" />
        {team.unavailable && place.view !== 'list' ? (
          <Callout intent="none" icon="info-sign" compact>
            Working hours are not shaded: seeing the team’s schedules needs view_schedules.
          </Callout>
        ) : null}
        {knownHours === 'own' && place.view !== 'list' ? (
          <Callout intent="none" icon="info-sign" compact>
            Only your own working hours are shaded: seeing the team’s schedules needs view_schedules.
          </Callout>
        ) : null}
        <div className={waitlistOpen ? 'calendar-layout calendar-layout-with-waitlist' : 'calendar-layout'}>
          <div className="calendar-main">
            {appointments.isLoading || locationLoading ? <LoadingState /> : null}
            {list && place.view === 'list' ? (
              <>
                <AppointmentListView appointments={list.appointments} onOpen={setOpenId} />
                <CalendarLegend view="list" />
              </>
            ) : null}
            {list && place.view !== 'list' ? (
              <>
                <CalendarBoard
                  date={place.date}
                  view={place.view}
                  list={list}
                  team={team.team}
                  days={team.days}
                  knownHours={knownHours}
                  rooms={rooms}
                  devices={devices}
                  serviceNames={services.names}
                  staffNames={staffNames}
                  rights={rights}
                  onSelectSlot={(date, time, staffId) => startBooking({ date, time, staffId })}
                  onOpen={setOpenId}
                  onOpenDay={(date) => go({ date, view: 'day' })}
                />
                <CalendarLegend view={place.view} />
              </>
            ) : null}
          </div>
          {waitlistOpen && locationId ? (
            <WaitlistPanel
              locationId={locationId}
              canBook={rights.canBook}
              onAdd={() => setAddingToWaitlist(true)}
              onBookOffer={bookOffer}
            />
          ) : null}
        </div>
      </div>
      {booking && location ? (
        <NewAppointmentDialog
          locationId={location.id}
          locationName={location.name}
          prefill={booking}
          services={services.services}
          servicesError={services.error}
          staff={staff}
          canCreateClient={rights.canCreateClient}
          onClose={(booked) => {
            const entryId = booking.waitlistEntryId;
            setBooking(null);
            if (!booked) return;
            const count = booked.reply.appointmentIds.length;
            showToast({
              message:
                count > 1
                  ? `Booked ${count} appointments for ${booked.clientName}`
                  : `Booked ${booked.clientName} for ${formatDateTime(booked.startsAt, calendarZone().name)}`,
              intent: 'success',
            });
            // The offer is taken: the client no longer waits.
            if (entryId) removeFromWaitlist.mutate({ entryId, appointmentId: booked.reply.id });
          }}
        />
      ) : null}
      {addingToWaitlist && location ? (
        <WaitlistDialog
          locationId={location.id}
          date={place.date}
          services={services.services}
          staff={staff}
          canCreateClient={rights.canCreateClient}
          onClose={closeWithToast(() => setAddingToWaitlist(false), 'Added to the waitlist')}
        />
      ) : null}
      {openId ? <AppointmentDrawer appointmentId={openId} rights={rights} onClose={() => setOpenId(null)} /> : null}
    </PageFrame>
  );
}
