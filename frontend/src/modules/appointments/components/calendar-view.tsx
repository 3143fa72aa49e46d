import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Calendar, type SlotInfo } from 'react-big-calendar';
import dragAndDropAddon, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { dateAtMidnight, timeOnDate } from '../business-time';
import { CalendarEventContent, CalendarResourceHeader } from './calendar-event-content';
import type { CalendarEvent } from '../calendar-events';
import { calendarLocalizer } from '../calendar-localizer';
import { bottomEdgeEnd } from '../calendar-moves';
import type { CalendarResource } from '../calendar-resources';
import { eventTextColor } from '../event-colors';
import type { SlotShade } from '../working-hours';

// The addon is CommonJS: Vite's dev server hands over its module object, the production build its default.
const withDragAndDrop: typeof dragAndDropAddon =
  typeof dragAndDropAddon === 'function' ? dragAndDropAddon : (dragAndDropAddon as { default: typeof dragAndDropAddon }).default;
const DragAndDropCalendar = withDragAndDrop<CalendarEvent, CalendarResource>(Calendar);

const SLOT_MINUTES = 15;
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export type CalendarViewProps = {
  date: string;
  view: 'day' | 'week';
  events: CalendarEvent[];
  // Day view only: one column per staff member (and room and device).
  resources: CalendarResource[] | undefined;
  // Minutes after midnight of the first and last hour shown.
  firstMinute: number;
  lastMinute: number;
  canBook: boolean;
  shade(at: Date, resourceId: string | undefined): SlotShade;
  onSelectSlot(start: Date, resourceId: string | undefined): void;
  onOpen(event: CalendarEvent): void;
  onMove(event: CalendarEvent, start: Date, resourceId: string | undefined): void;
  onResize(event: CalendarEvent, start: Date, end: Date): void;
  onOpenDay(date: Date): void;
};

// The same props object for every slot of a kind, so an unchanged slot compares equal on a re-render.
const shadeProps: Record<Exclude<SlotShade, null>, { className: string }> = {
  closed: { className: 'calendar-slot-closed' },
  'time-off': { className: 'calendar-slot-time-off' },
};
const noProps = {};

// A block's class and colors, once per event object (a live patch keeps the objects of unchanged blocks).
const knownBlockProps = new WeakMap<CalendarEvent, { className: string; style?: { background: string; color: string } }>();
function blockProps(event: CalendarEvent) {
  let props = knownBlockProps.get(event);
  if (!props) {
    const className = [
      'calendar-event',
      `calendar-event-${event.kind}`,
      event.status ? `calendar-status-${event.status}` : 'calendar-status-held',
    ].join(' ');
    props = event.kind === 'hold' ? { className } : { className, style: { background: event.color, color: eventTextColor(event.color) } };
    knownBlockProps.set(event, props);
  }
  return props;
}

// react-big-calendar with the drag-and-drop addon, in the business zone. The page owns the toolbar,
// the date and the view; this draws them.
export function CalendarView(props: CalendarViewProps) {
  const { date, view, events, resources, firstMinute, lastMinute, canBook, shade, onSelectSlot, onOpen, onMove, onResize, onOpenDay } =
    props;
  const day = useMemo(() => dateAtMidnight(date), [date]);
  const min = useMemo(() => timeOnDate(date, firstMinute), [date, firstMinute]);
  const max = useMemo(() => timeOnDate(date, lastMinute), [date, lastMinute]);
  const inStaffColumn = view === 'day';

  const components = useMemo(
    () => ({
      event: ({ event }: { event: CalendarEvent }) => (
        <CalendarEventContent event={event} inStaffColumn={inStaffColumn && event.kind !== 'resource-use'} />
      ),
      resourceHeader: ({ resource }: { resource: CalendarResource }) => <CalendarResourceHeader resource={resource} />,
      // The library's day header is a span with role="columnheader" inside a button, which is not in a row:
      // a screen reader hears a broken table. The button alone names the day.
      header: ({ label }: { label: ReactNode }) => <span>{label}</span>,
    }),
    [inStaffColumn],
  );

  const slotProps = useCallback(
    (at: Date, resourceId?: string | number) => {
      const found = shade(at, typeof resourceId === 'string' ? resourceId : undefined);
      return found ? shadeProps[found] : noProps;
    },
    [shade],
  );

  const eventProps = useCallback((event: CalendarEvent) => blockProps(event), []);

  const selectSlot = useCallback(
    (slot: SlotInfo) => onSelectSlot(slot.start, typeof slot.resourceId === 'string' ? slot.resourceId : undefined),
    [onSelectSlot],
  );
  const drop = useCallback(
    ({ event, start, resourceId }: EventInteractionArgs<CalendarEvent>) =>
      onMove(event, toDate(start), typeof resourceId === 'string' ? resourceId : undefined),
    [onMove],
  );
  // A bottom-edge resize is measured from the pointer itself (bottomEdgeEnd): where it went down, where it
  // last was, and the height of a slot. The library says which edge is dragged when the drag starts.
  const grid = useRef<HTMLDivElement>(null);
  const pressedAt = useRef<number | null>(null);
  const pointerAt = useRef<number | null>(null);
  const follow = useCallback((move: PointerEvent) => {
    pointerAt.current = move.clientY;
  }, []);
  const stopFollowing = useCallback(() => window.removeEventListener('pointermove', follow), [follow]);
  const dragStart = useCallback(
    ({ action, direction }: { action: string; direction?: string }) => {
      stopFollowing();
      pointerAt.current = null;
      if (action === 'resize' && direction === 'DOWN') window.addEventListener('pointermove', follow);
    },
    [follow, stopFollowing],
  );
  useEffect(() => stopFollowing, [stopFollowing]);
  const resize = useCallback(
    ({ event, start, end }: EventInteractionArgs<CalendarEvent>) => {
      stopFollowing();
      let ends = toDate(end);
      if (pointerAt.current !== null && pressedAt.current !== null) {
        const slot = grid.current?.querySelector('.rbc-day-slot .rbc-time-slot')?.getBoundingClientRect().height ?? 0;
        ends = bottomEdgeEnd(event.end, SLOT_MINUTES, pointerAt.current - pressedAt.current, slot);
      }
      pointerAt.current = null;
      onResize(event, toDate(start), ends);
    },
    [onResize, stopFollowing],
  );
  const open = useCallback((event: CalendarEvent) => onOpen(event), [onOpen]);

  return (
    <div
      ref={grid}
      className="appointments-calendar-frame"
      onPointerDownCapture={(press) => {
        pressedAt.current = press.clientY;
      }}
    >
      <DragAndDropCalendar
        className={`appointments-calendar appointments-calendar-${view}`}
        localizer={calendarLocalizer}
        date={day}
        view={view}
        views={['day', 'week']}
        onView={() => undefined}
        onNavigate={() => undefined}
        onDrillDown={onOpenDay}
        toolbar={false}
        events={events}
        resources={view === 'day' ? resources : undefined}
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        resourceAccessor="resourceId"
        titleAccessor="name"
        tooltipAccessor="name"
        step={SLOT_MINUTES}
        timeslots={4}
        min={min}
        max={max}
        scrollToTime={min}
        // Side by side in a person's column; in the busy week view, overlapping (each block stays wide enough to read).
        dayLayoutAlgorithm={view === 'day' ? 'no-overlap' : 'overlap'}
        selectable={canBook}
        onSelectSlot={selectSlot}
        onSelectEvent={open}
        onKeyPressEvent={(event, keyboard) => {
          // The blocks are buttons: Enter or Space opens them, as a click does.
          const key = (keyboard as unknown as KeyboardEvent).key;
          if (key === 'Enter' || key === ' ') open(event);
        }}
        draggableAccessor="draggable"
        resizableAccessor="resizable"
        resizable
        onEventDrop={drop}
        onEventResize={resize}
        onDragStart={dragStart}
        slotPropGetter={slotProps}
        eventPropGetter={eventProps}
        components={components}
        formats={{ timeGutterFormat: 'h a', dayFormat: 'EEE d', dayHeaderFormat: 'EEEE, MMMM d' }}
      />
    </div>
  );
}
