import { NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { displayName } from '@chairside/shared/format/name-format';
import { MAX_APPOINTMENT_RANGE_DAYS } from '@chairside/shared/appointments/appointment-dto';
import type { TeamWorkingHours } from '@chairside/shared/team/working-hours-dto';
import { usePermissions } from '../../access/use-permissions';
import { PageFrame } from '../../shell/page-frame';
import { useSelectedLocation } from '../../shell/selected-location';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { DEFAULT_LOCATION_TIME_ZONE } from '@chairside/shared/business/business-dto';
import { addDays, describePeriod, formatCalendarDate, todayIn } from '../../format/calendar-dates';
import { QueryError } from '../../ui/query-error';
import { StaffAvatar } from '../staff';
import { workingHoursQueries } from './staff-schedule-queries';
import { currentSchedules, describeWeek } from './working-day';
import './staff-schedule.css';
import { NoLocationSelected } from '../../shell/location-gate';

type TeamMember = TeamWorkingHours['staff'][number];

// The list looks 8 weeks ahead for time off, within the longest range one read may ask for.
const LOOK_AHEAD_DAYS = Math.min(55, MAX_APPOINTMENT_RANGE_DAYS - 1);

function weeklyHours(member: TeamMember, locationId: string, today: string): string {
  const { schedules, startsOn } = currentSchedules(
    member.schedules.filter((schedule) => schedule.locationId === locationId),
    today,
  );
  const text = schedules
    .map((schedule) => describeWeek(schedule.days))
    .filter(Boolean)
    .join('; ');
  if (!text) return 'No weekly hours';
  return startsOn ? `From ${formatCalendarDate(startsOn)}: ${text}` : text;
}

const pending = (member: TeamMember) => member.timeOff.filter((item) => item.status === 'requested');

// /staff-schedule: everyone at the header's location with their weekly hours and pending time off requests.
export function StaffScheduleListPage() {
  const { location, loading: locationLoading } = useSelectedLocation();
  const { loading, canAny, can } = usePermissions();
  const canSee = canAny(['view_schedules', 'edit_schedules', 'view_own_schedule']);
  const today = todayIn(location?.timeZone ?? DEFAULT_LOCATION_TIME_ZONE);
  const team = useQuery({
    ...workingHoursQueries.team(location?.id ?? '', today, addDays(today, LOOK_AHEAD_DAYS)),
    enabled: !loading && canSee && Boolean(location),
  });

  if (!loading && !canSee) {
    return (
      <PageFrame title="Staff schedules">
        <NonIdealState
          icon="lock"
          title="You cannot see schedules"
          description="Seeing schedules needs view_schedules, or view_own_schedule for your own."
        />
      </PageFrame>
    );
  }

  const locationId = location?.id ?? '';
  const columns: DataColumn<TeamMember>[] = [
    {
      key: 'name',
      header: 'Name',
      sortValue: (member) => `${member.lastName} ${member.firstName}`,
      render: (member) => (
        <Link className="schedule-person" to={`/staff-schedule/${member.staffId}`}>
          <StaffAvatar person={{ ...member, photo: null }} size={28} />
          {displayName(member)}
        </Link>
      ),
    },
    {
      key: 'hours',
      header: 'Weekly hours',
      sortValue: (member) => weeklyHours(member, locationId, today),
      render: (member) => weeklyHours(member, locationId, today),
    },
    {
      key: 'requests',
      header: 'Time off requests',
      sortValue: (member) => pending(member).length,
      render: (member) => {
        const requests = pending(member);
        if (requests.length === 0) return <span className="schedule-muted">None</span>;
        return (
          <ul className="schedule-inline-list">
            {requests.map((item) => (
              <li key={item.id}>
                <Tag minimal intent="warning">
                  Requested
                </Tag>{' '}
                {describePeriod(item.from, item.until)}
              </li>
            ))}
          </ul>
        );
      },
    },
  ];

  return (
    <PageFrame
      title="Staff schedules"
      description={
        <>
          {can('edit_schedules')
            ? 'Open a person to change their weekly hours, single dates and time off.'
            : 'Open a person to see their weekly hours and time off.'}{' '}
          <Link to="/schedule">See the team week</Link>
        </>
      }
    >
      {loading || locationLoading || team.isLoading ? <Spinner aria-label="Loading schedules..." /> : null}
      <NoLocationSelected />
      <QueryError error={team.error} title="Could not load the schedules" />
      {team.isSuccess ? (
        <DataTable
          label="Staff schedules"
          rows={team.data.staff}
          columns={columns}
          rowKey={(member) => member.staffId}
          searchText={(member) => `${displayName(member)} ${weeklyHours(member, locationId, today)}`}
          initialSort={{ key: 'name', direction: 'ascending' }}
          empty={
            <NonIdealState
              icon="people"
              title={`No staff at ${location?.name ?? 'this location'}`}
              description="People appear here once they work at the location."
            />
          }
        />
      ) : null}
    </PageFrame>
  );
}
