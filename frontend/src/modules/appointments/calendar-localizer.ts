import { DateTime, Settings } from 'luxon';
import { luxonLocalizer } from 'react-big-calendar';
import { businessZone } from './cached-zone';

// The calendar shows the business's wall clock (SPEC §9), whatever zone the browser is in. The luxon
// localizer reads JS Dates in luxon's default zone, so that default is the business zone. Every other
// screen and shared helper names its zone explicitly, so nothing else depends on this default. The zone
// remembers its offsets: laying out a busy day makes tens of thousands of DateTimes (cached-zone.ts).
Settings.defaultZone = businessZone;

// Weeks start on Monday, as on the team's schedule screens.
const localizer = luxonLocalizer(DateTime, { firstDayOfWeek: 1 });

// The library works out every column's time slots again on each render (its cache key never matches), a
// luxon date per slot: 12 columns of 56 slots on every live change. A slot's date depends only on the
// day and the minutes, so each is worked out once (the same Date, which the library only reads).
const slotDates = new Map<number, Map<number, Date>>();
const slotDate = localizer.getSlotDate.bind(localizer);
localizer.getSlotDate = (day: Date, minutesFromMidnight: number, offset: number) => {
  let perDay = slotDates.get(day.getTime());
  if (!perDay) {
    if (slotDates.size > 400) slotDates.clear();
    slotDates.set(day.getTime(), (perDay = new Map()));
  }
  const minutes = minutesFromMidnight + offset;
  let date = perDay.get(minutes);
  if (!date) {
    date = slotDate(day, minutesFromMidnight, offset);
    perDay.set(minutes, date);
  }
  return date;
};

export const calendarLocalizer = localizer;
