import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { addressLine } from '@chairside/shared/format/address-format';
import { formatClientTime } from '@chairside/shared/format/duration-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import type { PublicBookingInfo, PublicDays } from '@chairside/shared/booking/booking-dto';
import { groupByCategory, matchesFilter } from '../booking-services';
import { dayStrip, stripStart } from '../booking-time';
import { SectionHeading } from './booking-heading';

type Info = PublicBookingInfo;

export function LocationChoice({
  locations,
  value,
  onChange,
}: {
  locations: Info['locations'];
  value: string;
  onChange(id: string): void;
}) {
  return (
    <RadioGroup
      label="Location"
      name="booking-location"
      selectedValue={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      className="booking-step"
    >
      {locations.map((location) => (
        <Radio
          key={location.id}
          value={location.id}
          labelElement={
            <span>
              <strong>{location.name}</strong>
              {location.address ? <span className="booking-muted"> · {addressLine(location.address)}</span> : null}
            </span>
          }
          aria-label={location.name}
        />
      ))}
    </RadioGroup>
  );
}

// The services by category with their descriptions, and a filter over names and descriptions.
export function ServiceChoice({
  services,
  chosen,
  onChange,
}: {
  services: Info['services'];
  chosen: readonly string[];
  onChange(ids: string[]): void;
}) {
  const [filter, setFilter] = useState('');
  const shown = services.filter((service) => chosen.includes(service.id) || matchesFilter(service, filter));
  const groups = groupByCategory(shown);
  return (
    <fieldset className="booking-step booking-fieldset">
      <legend className="booking-legend">Services</legend>
      {services.length === 0 ? (
        <p>No services are offered online at this location.</p>
      ) : (
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label="Find a service"
          placeholder="Find a service"
          className="booking-service-filter"
          value={filter}
          onValueChange={setFilter}
        />
      )}
      {services.length > 0 && groups.length === 0 ? <p role="status">No service matches “{filter.trim()}”.</p> : null}
      {groups.map((group) => (
        <div key={group.category} role="group" aria-label={group.category} className="booking-category">
          <SectionHeading depth={1} className="booking-category-name">
            {group.category}
          </SectionHeading>
          {group.services.map((service) => {
            const time = formatClientTime(service.durationMinutes, service.processingMinutes);
            return (
              <Checkbox
                key={service.id}
                className="booking-service"
                checked={chosen.includes(service.id)}
                onChange={(event) =>
                  onChange(event.currentTarget.checked ? [...chosen, service.id] : chosen.filter((id) => id !== service.id))
                }
                labelElement={
                  <span className="booking-service-label">
                    <span className="booking-service-name">{service.name}</span>
                    <span className="booking-muted">
                      {time} · {formatMoneyFromCents(service.priceCents)}
                    </span>
                    {service.description ? <span className="booking-service-description">{service.description}</span> : null}
                  </span>
                }
                aria-label={`${service.name}, ${time}, ${formatMoneyFromCents(service.priceCents)}`}
              />
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}

export const ANY_STAFF = 'any';

export function StaffChoice({ staff, value, onChange }: { staff: Info['staff']; value: string; onChange(id: string): void }) {
  return (
    <FormGroup label="Staff" labelFor="booking-staff" className="booking-step">
      <HTMLSelect id="booking-staff" value={value} onChange={(event) => onChange(event.currentTarget.value)} fill>
        <option value={ANY_STAFF}>Any available</option>
        {staff.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

export type StripDayState = PublicDays['days'][number]['state'];
export const STRIP_DAYS = 14;

// The next two weeks as a strip of buttons (scrolled sideways with Earlier / Later days where they do not
// fit), each closed or fully booked day marked, and a date field for any day within the horizon.
export function DateChoice({
  today,
  last,
  value,
  states,
  onChange,
}: {
  today: string;
  last: string;
  value: string;
  states: ReadonlyMap<string, StripDayState>;
  onChange(date: string): void;
}) {
  const days = dayStrip(stripStart(today, value, STRIP_DAYS), last, STRIP_DAYS);
  const scroller = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });
  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    setEnds({
      atStart: element.scrollLeft <= 1,
      atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
    });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, days.length]);
  // The chosen day is kept in view (a next free day chosen by button may be further along the strip).
  useEffect(() => {
    scroller.current?.querySelector('[aria-pressed="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value]);
  const scrollBy = (direction: 1 | -1) => {
    const element = scroller.current;
    if (element) element.scrollBy({ left: direction * Math.max(60, element.clientWidth * 0.8), behavior: 'smooth' });
  };
  return (
    <div className="booking-step">
      <FormGroup label="Date" labelFor="booking-date">
        <InputGroup
          id="booking-date"
          type="date"
          min={today}
          max={last}
          value={value}
          onValueChange={(next) => (next ? onChange(next) : undefined)}
        />
      </FormGroup>
      <div className="booking-day-strip-row">
        <Button icon="chevron-left" variant="minimal" aria-label="Earlier days" disabled={ends.atStart} onClick={() => scrollBy(-1)} />
        <div role="group" aria-label="Next days" className="booking-day-strip" ref={scroller} onScroll={measure}>
          {days.map((day) => {
            const state = states.get(day.date);
            const mark = state === 'closed' ? 'Closed' : state === 'full' ? 'Full' : null;
            const classes = ['booking-day', day.date === value ? 'booking-day-chosen' : '', mark ? 'booking-day-unavailable' : ''];
            return (
              <Button
                key={day.date}
                className={classes.filter(Boolean).join(' ')}
                aria-pressed={day.date === value}
                aria-label={mark ? `${day.fullLabel}, ${state === 'closed' ? 'closed' : 'fully booked'}` : day.fullLabel}
                onClick={() => onChange(day.date)}
              >
                <span className="booking-day-weekday">{day.weekday}</span>
                <span className="booking-day-number">{day.day}</span>
                {mark ? <span className="booking-day-mark">{mark}</span> : null}
              </Button>
            );
          })}
        </div>
        <Button icon="chevron-right" variant="minimal" aria-label="Later days" disabled={ends.atEnd} onClick={() => scrollBy(1)} />
      </div>
    </div>
  );
}
