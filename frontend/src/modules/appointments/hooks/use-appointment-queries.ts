import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MAX_APPOINTMENT_RANGE_DAYS } from '@chairside/shared/appointments/appointment-dto';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { addDays } from '../../../format/calendar-dates';
import { resourceQueries } from '../../resources/resources-queries';
import { serviceQueries } from '../../services/services-queries';
import { workingHoursQueries } from '../../staff-schedule/staff-schedule-queries';
import { appointmentQueries } from '../appointments-queries';
import type { StaffInfo } from '../calendar-resources';
import { staffDayHours, type StaffDayHours } from '../working-hours';

// Everything the calendar and the booking dialog read besides the appointments themselves: the team
// with its hours, the services, rooms and devices. A read the caller may not make (a 403) simply
// leaves that part out: the calendar still shows every appointment with the names it carries.

export type TeamDays = ReadonlyMap<string, ReadonlyMap<string, StaffDayHours>>;

// At most the longest range one read may ask for.
function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to && dates.length < MAX_APPOINTMENT_RANGE_DAYS; date = addDays(date, 1)) dates.push(date);
  return dates;
}

export function useTeam(locationId: string | null, from: string, to: string) {
  const query = useQuery({ ...workingHoursQueries.team(locationId ?? '', from, to), enabled: Boolean(locationId) });
  const data = query.data;
  return useMemo(() => {
    const members = (data?.staff ?? []).filter(
      (member) => member.isActive && locationId !== null && member.locationIds.includes(locationId),
    );
    const team: StaffInfo[] = members.map((member) => ({
      id: member.staffId,
      name: `${member.firstName} ${member.lastName}`.trim(),
      color: member.color,
    }));
    const days = new Map<string, Map<string, StaffDayHours>>();
    if (locationId)
      for (const date of datesBetween(from, to))
        days.set(date, new Map(members.map((member) => [member.staffId, staffDayHours(member, date, locationId)])));
    return { team, days: days as TeamDays, loading: query.isLoading, unavailable: query.isError };
  }, [data, locationId, from, to, query.isLoading, query.isError]);
}

const noServices: Service[] = [];

// Active services, online-bookable or not (the desk books everything).
export function useServices() {
  const query = useQuery(serviceQueries.list(false));
  const services = query.data ?? noServices;
  const names = useMemo(() => new Map(services.map((service) => [service.id, service.name])), [services]);
  return { services, names, loading: query.isLoading, error: query.isError ? query.error.message : null };
}

export function useRoomsAndDevices(locationId: string | null, enabled: boolean) {
  const rooms = useQuery({ ...resourceQueries.rooms(locationId ?? '', false), enabled: enabled && Boolean(locationId) });
  const devices = useQuery({ ...resourceQueries.devices(locationId ?? '', false), enabled: enabled && Boolean(locationId) });
  return { rooms: enabled ? (rooms.data ?? []) : null, devices: enabled ? (devices.data ?? []) : null };
}

export function useAppointments(locationId: string | null, from: string, to: string, staffId?: string) {
  return useQuery({ ...appointmentQueries.range({ locationId: locationId ?? '', from, to, staffId }), enabled: Boolean(locationId) });
}
