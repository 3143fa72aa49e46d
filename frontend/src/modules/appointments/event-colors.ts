import type { AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';

// Black or white text, whichever reads better on a service's color (WCAG relative luminance).
// Example: readableTextColor('#8b5cf6') === '#ffffff'
export function readableTextColor(background: string): '#111827' | '#ffffff' {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(background);
  if (!match) return '#111827';
  const channel = (hex: string) => {
    const value = parseInt(hex, 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(match[1]!) + 0.7152 * channel(match[2]!) + 0.0722 * channel(match[3]!);
  // Contrast with white is (1.05)/(L+0.05); with near-black it is (L+0.05)/(0.0125+0.05).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0625 ? '#ffffff' : '#111827';
}

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
  const light = `color-mix(in srgb, ${color} 60%, white)`;
  const percent = (value: number) => `${Math.round(Math.min(Math.max(value, 0), 1) * 1000) / 10}%`;
  const stops = processing.flatMap((part) => [`${color} ${percent(part.from)}`, `${light} ${percent(part.from)}`, `${light} ${percent(part.to)}`, `${color} ${percent(part.to)}`]);
  return `linear-gradient(to bottom, ${color} 0%, ${stops.join(', ')}, ${color} 100%)`;
}
