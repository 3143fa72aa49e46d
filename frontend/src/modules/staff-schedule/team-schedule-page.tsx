import { Button, ButtonGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { usePermissions } from '../../access/use-permissions';
import { useSession } from '../../session/use-session';
import { PageFrame } from '../../shell/page-frame';
import { useSelectedLocation } from '../../shell/selected-location';
import { DEFAULT_LOCATION_TIME_ZONE } from '@chairside/shared/business/business-dto';
import { addDays, formatCalendarDate, todayIn, formatDay, weekDates, weekStart } from '../../format/calendar-dates';
import { QueryError } from '../../ui/query-error';
import { TeamWeekGrid } from './components/team-week-grid';
import { workingHoursQueries } from './staff-schedule-queries';
import './team-schedule.css';
import { NoLocationSelected } from '../../shell/location-gate';

// /schedule: the team's week at the header's location. view_schedules (or edit_schedules) shows everyone;
// view_own_schedule shows only your own row (the server answers with just you).
export function TeamSchedulePage() {
  const { user } = useSession();
  const { location, locations, loading: locationLoading } = useSelectedLocation();
  const { loading, canAny } = usePermissions();
  const seesAll = canAny(['view_schedules', 'edit_schedules']);
  const canSee = seesAll || canAny(['view_own_schedule']);
  const [params, setParams] = useSearchParams();
  // The week is the location's: today on its clock.
  const today = todayIn(location?.timeZone ?? DEFAULT_LOCATION_TIME_ZONE);
  const requested = params.get('week');
  const monday = weekStart(requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) ? requested : today);
  const dates = weekDates(monday);
  const sunday = dates[6] ?? monday;
  const team = useQuery({
    ...workingHoursQueries.team(location?.id ?? '', monday, sunday),
    enabled: !loading && canSee && Boolean(location),
  });
  const goTo = (date: string) => setParams(weekStart(date) === weekStart(today) ? {} : { week: weekStart(date) });
  const locationName = (id: string) => locations.find((item) => item.id === id)?.name ?? 'another location';
  const zoneOf = (id: string) => locations.find((item) => item.id === id)?.timeZone ?? DEFAULT_LOCATION_TIME_ZONE;

  if (!loading && !canSee) {
    return (
      <PageFrame title="Schedule">
        <NonIdealState
          icon="lock"
          title="You cannot see schedules"
          description="Seeing the team week needs view_schedules, or view_own_schedule for your own hours."
        />
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title="Schedule"
      description={
        <>
          {seesAll
            ? `Who works when${location ? ` at ${location.name}` : ''}. Choose a person or a day to open their schedule.`
            : 'Your working week. Choose a day to open your schedule and request time off.'}{' '}
          {seesAll ? (
            <Link to="/staff-schedule">All staff schedules</Link>
          ) : user ? (
            <Link to={`/staff-schedule/${user.id}`}>My schedule</Link>
          ) : null}
        </>
      }
    >
      <div className="team-week-page">
        <div className="team-week-toolbar">
          <h2 className="team-week-title" aria-live="polite">
            {formatDay(monday)} – {formatCalendarDate(sunday)}
          </h2>
          <ButtonGroup>
            <Button icon="chevron-left" aria-label="Previous week" onClick={() => goTo(addDays(monday, -7))} />
            <Button text="This week" disabled={monday === weekStart(today)} onClick={() => goTo(today)} />
            <Button icon="chevron-right" aria-label="Next week" onClick={() => goTo(addDays(monday, 7))} />
          </ButtonGroup>
        </div>
        {loading || locationLoading || team.isLoading ? <Spinner aria-label="Loading the week..." /> : null}
        <NoLocationSelected />
        <QueryError error={team.error} title="Could not load the week" />
        {team.isSuccess && team.data.staff.length === 0 ? (
          <NonIdealState
            icon="people"
            title={
              seesAll ? `Nobody works at ${location?.name ?? 'this location'}` : `You do not work at ${location?.name ?? 'this location'}`
            }
            description={seesAll ? 'Add staff to the location on the Staff screen.' : 'Choose one of your locations in the header.'}
          />
        ) : null}
        {team.isSuccess && team.data.staff.length > 0 && location ? (
          <TeamWeekGrid team={team.data} dates={dates} today={today} locationId={location.id} locationName={locationName} zoneOf={zoneOf} />
        ) : null}
      </div>
    </PageFrame>
  );
}
