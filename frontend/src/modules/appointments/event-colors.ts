import type { AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';
import { mixColors, textOnFill } from '@chairside/shared/format/color-contrast';

// Each color's shades are worked out once: a live change re-renders every block of the day.
function remembered(work: (color: string) => string): (color: string) => string {
  const known = new Map<string, string>();
  return (color) => {
    let value = known.get(color);
    if (value === undefined) {
      value = work(color);
      known.set(color, value);
    }
    return value;
  };
}

// The lighter shade drawn where the client is processing (see processingColors).
const processingShade = remembered((color) => mixColors(color, '#ffffff', 0.4));

// Text on a block: white where it reads on the service's color, else a dark shade of that color (WCAG
// AA, 4.5:1). The text sits at the block's top, on the service's own color; the processing and buffer
// parts below it carry their own labels on their own backgrounds.
// Example: eventTextColor('#1d4ed8') === '#ffffff'
export const eventTextColor = remembered(textOnFill);

// The status stripe on each block (always next to the status in words, never color alone).
export const statusIntents: Record<AppointmentStatus, 'none' | 'primary' | 'success' | 'warning' | 'danger'> = {
  booked: 'none',
  confirmed: 'primary',
  checked_in: 'warning',
  in_service: 'warning',
  completed: 'success',
  cancelled: 'danger',
  no_show: 'danger',
};

// The processing part of a block: the service color, lighter, with text that reads on it (WCAG AA).
// Example: processingColors('#8b5cf6') → { background: '#b99dfa', color: <a dark shade of it> }
export function processingColors(color: string): { background: string; color: string } {
  const background = processingShade(color);
  return { background, color: eventTextColor(background) };
}
