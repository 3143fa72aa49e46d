import { useState } from 'react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { displayName } from '@chairside/shared/format/name-format';
import { ApiError } from '../../api/api-client';
import { usePermissions } from '../../access/use-permissions';
import { useSession } from '../../session/use-session';
import { PageFrame } from '../../shell/page-frame';
import { useSelectedLocation } from '../../shell/selected-location';
import { DEFAULT_LOCATION_TIME_ZONE } from '@chairside/shared/business/business-dto';
import { addDays, todayIn } from '../../format/calendar-dates';
import { QueryStatus } from '../../ui/query-error';
import { staffQueries } from '../staff/staff-queries';
import { StaffScheduleDialogs } from './components/staff-schedule-dialogs';
import { StaffScheduleSections, type ScheduleDialogState } from './components/staff-schedule-sections';
import { workingHoursQueries } from './staff-schedule-queries';
import './staff-schedule.css';

// /staff-schedule/:id: one person's weekly schedules, date changes and time off. view_schedules or
// edit_schedules see anyone; view_own_schedule only themselves; only edit_schedules changes hours.
export function StaffSchedulePage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { loading, can, canAny } = usePermissions();
  const { location, locations } = useSelectedLocation();
  const isOwn = user?.id === id;
  const canSeeAll = canAny(['view_schedules', 'edit_schedules']);
  const canEdit = can('edit_schedules');
  const canSee = canSeeAll || (isOwn && can('view_own_schedule'));
  const member = useQuery({ ...staffQueries.member(id), enabled: !loading && canAny(['view_staff', 'edit_staff']) });
  const workingHours = useQuery({ ...workingHoursQueries.forStaff(id), enabled: !loading && canSee });
  const [dialog, setDialog] = useState<ScheduleDialogState>(null);

  if (loading) return <Spinner aria-label="Loading..." />;
  if (!canSee) return <NotYourSchedule ownId={can('view_own_schedule') ? (user?.id ?? null) : null} />;
  if (workingHours.error instanceof ApiError && workingHours.error.status === 404) {
    return (
      <PageFrame title="Staff schedule">
        <NonIdealState
          icon="search"
          title="No such staff member"
          description="Nobody on the team has this address."
          action={<Link to="/staff-schedule">All staff schedules</Link>}
        />
      </PageFrame>
    );
  }

  const name = member.data ? displayName(member.data) : isOwn ? displayName(user) : 'Staff member';
  // The locations this person works at (all active ones when their profile is not readable here).
  const assigned = member.data?.locationIds;
  const locationOptions = locations.filter((item) => item.isActive && (!assigned || assigned.includes(item.id)));
  const defaultLocationId = locationOptions.find((item) => item.id === location?.id)?.id ?? locationOptions[0]?.id ?? '';
  // Their dates and time off are on the clock of the location they work at: the header's if they work there,
  // else their first location.
  const home = locations.find((item) => item.id === defaultLocationId);
  const today = todayIn(home?.timeZone ?? DEFAULT_LOCATION_TIME_ZONE);
  const locationName = (locationId: string) => locations.find((item) => item.id === locationId)?.name ?? 'Unknown location';

  return (
    <PageFrame
      title={isOwn ? 'My schedule' : `Schedule of ${name}`}
      description={
        <>
          {canEdit
            ? 'Weekly hours at each location, one-off changes and time off.'
            : 'Your weekly hours, changes on single dates and your time off.'}{' '}
          {canSeeAll ? <Link to="/staff-schedule">All staff schedules</Link> : <Link to="/schedule">Back to the week</Link>}
        </>
      }
    >
      <QueryStatus query={workingHours} errorTitle="Could not load the schedule" loadingLabel="Loading the schedule..." />
      {workingHours.isSuccess ? (
        <StaffScheduleSections
          staffId={id}
          workingHours={workingHours.data}
          today={today}
          canEdit={canEdit}
          isOwn={isOwn}
          locationName={locationName}
          onDialog={setDialog}
        />
      ) : null}
      <StaffScheduleDialogs
        dialog={dialog}
        staffId={id}
        staffName={name}
        asRequest={!canEdit}
        locations={locationOptions}
        defaultLocationId={defaultLocationId}
        today={today}
        tomorrow={addDays(today, 1)}
        clock={home ? { name: home.name, zone: home.timeZone } : null}
        locationName={locationName}
        onClose={() => setDialog(null)}
      />
    </PageFrame>
  );
}

function NotYourSchedule({ ownId }: { ownId: string | null }) {
  return (
    <PageFrame title="Staff schedule">
      {ownId ? (
        <NonIdealState
          icon="lock"
          title="You can only see your own schedule"
          description="Seeing other people’s schedules needs the view_schedules permission."
          action={<Link to={`/staff-schedule/${ownId}`}>Open my schedule</Link>}
        />
      ) : (
        <NonIdealState
          icon="lock"
          title="You cannot see schedules"
          description="Seeing schedules needs view_schedules, or view_own_schedule for your own. Ask an administrator if you need it."
        />
      )}
    </PageFrame>
  );
}
