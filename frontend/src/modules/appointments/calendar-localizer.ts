import { DateTime, Settings } from 'luxon';
import { luxonLocalizer } from 'react-big-calendar';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';

// The calendar shows the business's wall clock (SPEC §9), whatever zone the browser is in. The luxon
// localizer reads JS Dates in luxon's default zone, so that default is the business zone. Every other
// screen and shared helper names its zone explicitly, so nothing else depends on this default.
Settings.defaultZone = BUSINESS_TIME_ZONE;

// Weeks start on Monday, as on the team's schedule screens.
export const calendarLocalizer = luxonLocalizer(DateTime, { firstDayOfWeek: 1 });
