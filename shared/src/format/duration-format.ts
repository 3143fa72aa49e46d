// SPEC §9: under an hour "N min"; otherwise "H hour" or "H hours", then " M min" when minutes remain.
// Example: formatDuration(45) === '45 min'; formatDuration(60) === '1 hour'; formatDuration(135) === '2 hours 15 min'
export function formatDuration(totalMinutes: number): string {
  const minutes = Number.isFinite(totalMinutes) ? Math.max(0, Math.round(totalMinutes)) : 0;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return rest ? `${hourText} ${rest} min` : hourText;
}

// What a client's time for a service covers: the service itself, then any processing they stay for (a
// buffer after it is the staff member's, not the client's).
// Example: formatClientTime(45, 30) === '45 min + 30 min processing'; formatClientTime(60, 0) === '1 hour'
export function formatClientTime(durationMinutes: number, processingMinutes: number): string {
  return processingMinutes > 0
    ? `${formatDuration(durationMinutes)} + ${formatDuration(processingMinutes)} processing`
    : formatDuration(durationMinutes);
}
