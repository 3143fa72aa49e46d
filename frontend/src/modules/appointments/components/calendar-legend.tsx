// What the calendar's shades and marks mean, under every view: the same classes draw the grid and the
// swatches, so the legend cannot drift from the picture (time off is one colour in the day and week views).
const gridEntries = [
  { swatch: 'calendar-slot-closed', text: 'Not working' },
  { swatch: 'calendar-slot-time-off', text: 'Time off' },
  { swatch: 'calendar-legend-processing', text: 'Processing: the client waits, the staff member is free' },
  { swatch: 'calendar-legend-buffer', text: 'Buffer: clean-up after the client leaves, the staff member is busy' },
  { swatch: 'calendar-legend-held', text: 'Held by an online booker' },
] as const;

export function CalendarLegend({ view }: { view: 'day' | 'week' | 'list' }) {
  if (view === 'list') {
    return (
      <ul className="calendar-legend" aria-label="Legend">
        <li>
          <span className="calendar-legend-swatch calendar-legend-released" aria-hidden="true" /> Greyed out: cancelled or no-show (the time
          is free again)
        </li>
      </ul>
    );
  }
  return (
    <ul className="calendar-legend" aria-label="Legend">
      {gridEntries.map((entry) => (
        <li key={entry.swatch}>
          <span className={`calendar-legend-swatch ${entry.swatch}`} aria-hidden="true" /> {entry.text}
        </li>
      ))}
    </ul>
  );
}
