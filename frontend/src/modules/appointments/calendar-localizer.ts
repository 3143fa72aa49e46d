import { DateTime, Settings } from 'luxon';
import { luxonLocalizer } from 'react-big-calendar';
import { businessZone } from './cached-zone';

// The calendar shows the business's wall clock (SPEC §9), whatever zone the browser is in. The luxon
// localizer reads JS Dates in luxon's default zone, so that default is the business zone. Every other
// screen and shared helper names its zone explicitly, so nothing else depends on this default. The zone
// remembers its offsets: laying out a busy day makes tens of thousands of DateTimes (cached-zone.ts).
Settings.defaultZone = businessZone;

// Weeks start on Monday, as on the team's schedule screens.
export const calendarLocalizer = luxonLocalizer(DateTime, { firstDayOfWeek: 1 });
