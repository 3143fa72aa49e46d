import { Button, ButtonGroup, InputGroup, Switch } from '@blueprintjs/core';
import { formatCalendarDate, formatDay, formatLongDate } from '../../../format/calendar-dates';
import { calendarViewLabels, calendarViews, visibleDates, type CalendarPlace } from '../calendar-range';

type CalendarToolbarProps = {
  place: CalendarPlace;
  today: string;
  showResources: boolean;
  waitlistOpen: boolean;
  offers: number;
  onGo(place: CalendarPlace): void;
  onStep(direction: 1 | -1): void;
  onShowResources(show: boolean): void;
  onToggleWaitlist(): void;
};

export function calendarTitle(place: CalendarPlace): string {
  if (place.view !== 'week') return formatLongDate(place.date);
  const { from, to } = visibleDates(place);
  return `${formatDay(from)} – ${formatCalendarDate(to)}`;
}

// Date navigation, the view switch and what else the grid shows; the date and view live in the address.
export function CalendarToolbar({
  place,
  today,
  showResources,
  waitlistOpen,
  offers,
  onGo,
  onStep,
  onShowResources,
  onToggleWaitlist,
}: CalendarToolbarProps) {
  const unit = place.view === 'week' ? 'week' : 'day';
  return (
    <div className="calendar-toolbar">
      <div className="calendar-toolbar-group">
        <ButtonGroup>
          <Button icon="chevron-left" aria-label={`Previous ${unit}`} onClick={() => onStep(-1)} />
          <Button text="Today" disabled={place.date === today && place.view !== 'week'} onClick={() => onGo({ ...place, date: today })} />
          <Button icon="chevron-right" aria-label={`Next ${unit}`} onClick={() => onStep(1)} />
        </ButtonGroup>
        <InputGroup
          type="date"
          aria-label="Go to date"
          className="calendar-date-input"
          value={place.date}
          onValueChange={(value) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(value)) onGo({ ...place, date: value });
          }}
        />
        <h2 className="calendar-title" aria-live="polite">
          {calendarTitle(place)}
        </h2>
      </div>
      <div className="calendar-toolbar-group">
        {place.view === 'day' ? (
          <Switch
            className="calendar-switch"
            label="Rooms and devices"
            checked={showResources}
            onChange={(event) => onShowResources(event.currentTarget.checked)}
          />
        ) : null}
        <ButtonGroup role="group" aria-label="View">
          {calendarViews.map((view) => (
            <Button
              key={view}
              text={calendarViewLabels[view]}
              active={place.view === view}
              aria-pressed={place.view === view}
              onClick={() => onGo({ ...place, view })}
            />
          ))}
        </ButtonGroup>
        <Button
          icon="people"
          active={waitlistOpen}
          aria-pressed={waitlistOpen}
          intent={offers > 0 ? 'success' : 'none'}
          onClick={onToggleWaitlist}
        >
          Waitlist{offers > 0 ? ` · ${offers} ${offers === 1 ? 'slot' : 'slots'} available` : ''}
        </Button>
      </div>
    </div>
  );
}
