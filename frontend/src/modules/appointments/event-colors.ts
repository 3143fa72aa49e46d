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

// The lighter shade drawn where the client is processing (see eventBackground).
const processingShade = remembered((color) => mixColors(color, '#ffffff', 0.4));

// Text on a block: white where it reads on the service's color, else a dark shade of that color (WCAG
// AA, 4.5:1). The text sits at the block's top, on the service's own color; the lighter processing shade
// comes after the service's time, below it.
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

// The block's background: the service color, lighter where the client is processing.
// Example: eventBackground('#8b5cf6', [{ from: 0.5, to: 1 }]) → a gradient, solid for the top half
export function eventBackground(color: string, processing: readonly { from: number; to: number }[]): string {
  if (processing.length === 0) return color;
  const light = processingShade(color);
  const percent = (value: number) => `${Math.round(Math.min(Math.max(value, 0), 1) * 1000) / 10}%`;
  const stops = processing.flatMap((part) => [`${color} ${percent(part.from)}`, `${light} ${percent(part.from)}`, `${light} ${percent(part.to)}`, `${color} ${percent(part.to)}`]);
  return `linear-gradient(to bottom, ${color} 0%, ${stops.join(', ')}, ${color} 100%)`;
}
