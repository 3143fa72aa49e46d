import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { WALK_IN_CLIENT_ID } from '@chairside/shared/appointments/appointment-dto';
import { clientNoteQueries } from '../../clients/client-notes-queries';
import type { Appointment, AppointmentList } from '@chairside/shared/appointments/appointment-dto';
import { showToast } from '../../../shell/toasts';
import { businessDateOf, businessTimeOf } from '../business-time';
import { calendarEvents, type CalendarEvent } from '../calendar-events';
import { moveOutcome, resizeOutcome, type MoveOutcome } from '../calendar-moves';
import { rescheduleMessage, undoReschedule } from '../calendar-undo';
import { dayResources, parseResourceId, type CalendarResource, type NamedThing, type StaffInfo } from '../calendar-resources';
import { CalendarView } from './calendar-view';
import { useRescheduleAppointment } from '../hooks/use-appointment-commands';
import { useHoldLapseClock } from '../hooks/use-hold-lapse-clock';
import { useOfferUndo } from '../hooks/use-offer-undo';
import type { TeamDays } from '../hooks/use-appointment-queries';
import type { AppointmentRights } from '../hooks/use-appointment-rights';
import { shadeForColumn, visibleMinutes, type KnownHours, type SlotShade } from '../working-hours';

type CalendarBoardProps = {
  date: string;
  view: 'day' | 'week';
  list: AppointmentList;
  team: readonly StaffInfo[];
  // Per date, per staff member: hours and time off; empty when the caller may not read schedules.
  days: TeamDays;
  knownHours: KnownHours;
  rooms: readonly NamedThing[] | null;
  devices: readonly NamedThing[] | null;
  serviceNames: ReadonlyMap<string, string>;
  staffNames: ReadonlyMap<string, string>;
  rights: AppointmentRights;
  onSelectSlot(date: string, time: string, staffId: string | null): void;
  onOpen(appointmentId: string): void;
  onOpenDay(date: string): void;
};

// Every slot of every column asks for its shade on each render (a live change included): each answer is
// worked out once while the hours stay the same.
function slotShades(days: TeamDays, knownHours: KnownHours, view: 'day' | 'week', date: string) {
  const known = new Map<string | undefined, Map<number, SlotShade>>();
  return (at: Date, resourceId: string | undefined): SlotShade => {
    let column = known.get(resourceId);
    if (!column) known.set(resourceId, (column = new Map()));
    const time = at.getTime();
    const found = column.get(time);
    if (found !== undefined) return found;
    const perStaff = days.get(view === 'day' ? date : businessDateOf(at));
    const resource = parseResourceId(resourceId);
    const value = perStaff ? shadeForColumn(perStaff, resource?.kind === 'staff' ? resource.entityId : null, time, knownHours) : null;
    column.set(time, value);
    return value;
  };
}

// The day and week grids: turns appointments into blocks and columns, shades the hours nobody works,
// and turns drags into reschedule requests (refusals snap back with the server's reason in a toast).
export function CalendarBoard(props: CalendarBoardProps) {
  const { date, view, list, team, days, knownHours, rooms, devices, serviceNames, staffNames, rights, onSelectSlot, onOpen, onOpenDay } =
    props;
  const reschedule = useRescheduleAppointment();
  const offerUndo = useOfferUndo();
  const showResources = view === 'day' && (rooms !== null || devices !== null);

  // The clients' alerts (pinned notes), one read for the whole range; a new alert lands live.
  const clientIds = useMemo(
    () => list.appointments.map((appointment) => appointment.clientId).filter((id) => id !== WALK_IN_CLIENT_ID),
    [list.appointments],
  );
  const alerts = useQuery(clientNoteQueries.alerts(clientIds)).data;
  // One options object while they hold: blocks of appointments a live patch left unchanged are reused.
  const eventOptions = useMemo(
    () => ({ view, canChange: rights.canChange, showResources, serviceNames, staffNames, alerts }),
    [view, rights.canChange, showResources, serviceNames, staffNames, alerts],
  );
  // A hold is drawn until its expiresAt, then dropped without waiting for the notice of its lapse.
  const holdClock = useHoldLapseClock(list.holds);
  const events = useMemo(() => calendarEvents(list, eventOptions, holdClock), [list, eventOptions, holdClock]);
  const columns = useMemo(
    () =>
      view === 'day'
        ? dayResources({ team, staffDays: days.get(date) ?? new Map(), appointments: list.appointments, rooms, devices })
        : undefined,
    [view, team, days, date, list.appointments, rooms, devices],
  );
  // The same columns as the same objects while they do not change (a booking rarely adds a column), so a
  // live change re-lays out the blocks, not every column and its header.
  const columnsKey = JSON.stringify(columns ?? null);
  const resources = useMemo(() => (JSON.parse(columnsKey) as CalendarResource[] | null) ?? undefined, [columnsKey]);
  const hours = useMemo(() => {
    const spans = [...days.values()].flatMap((perStaff) => [...perStaff.values()].flatMap((day) => day.hours));
    return visibleMinutes([...spans, ...events.map((event) => ({ start: event.start.getTime(), end: event.end.getTime() }))]);
  }, [days, events]);

  const shade = useMemo(() => slotShades(days, knownHours, view, date), [knownHours, days, view, date]);

  // Every outcome is a toast pinned to the viewport (the grid may be scrolled far from the page's top): the
  // refusal in the server's words, or what changed with "Undo" for a few seconds.
  const send = useCallback(
    (event: CalendarEvent, appointment: Appointment, outcome: MoveOutcome) => {
      if ('unchanged' in outcome) return;
      if ('refusal' in outcome) {
        showToast({ message: outcome.refusal, intent: 'warning' });
        return;
      }
      const staffName = outcome.input.staffId ? (staffNames.get(outcome.input.staffId) ?? null) : null;
      const back = undoReschedule(appointment, outcome.input);
      reschedule.mutate(
        { id: appointment.id, input: outcome.input, staffName },
        {
          onSuccess: () =>
            offerUndo(
              rescheduleMessage(appointment.clientName, outcome.input, appointment, staffName),
              back && { kind: 'reschedule', appointmentId: appointment.id, input: back },
            ),
          onError: (error) => showToast({ message: `${event.clientName}: ${error.message}`, intent: 'danger' }),
        },
      );
    },
    [reschedule, staffNames, offerUndo],
  );

  const appointmentOf = useCallback(
    (event: CalendarEvent) => list.appointments.find((appointment) => appointment.id === event.appointmentId),
    [list.appointments],
  );

  return (
    <CalendarView
      date={date}
      view={view}
      events={events}
      resources={resources}
      firstMinute={hours.first}
      lastMinute={hours.last}
      canBook={rights.canBook}
      shade={shade}
      onSelectSlot={(start, resourceId) => {
        const column = parseResourceId(resourceId);
        onSelectSlot(businessDateOf(start), businessTimeOf(start), column?.kind === 'staff' ? column.entityId : null);
      }}
      onOpen={(event) => {
        if (event.appointmentId) onOpen(event.appointmentId);
      }}
      onMove={(event, start, resourceId) => {
        const appointment = appointmentOf(event);
        if (appointment) send(event, appointment, moveOutcome(event, appointment, { start, resourceId }));
      }}
      onResize={(event, start, end) => {
        const appointment = appointmentOf(event);
        if (appointment) send(event, appointment, resizeOutcome(event, appointment, { start, end }));
      }}
      onOpenDay={(day) => onOpenDay(businessDateOf(day))}
    />
  );
}
