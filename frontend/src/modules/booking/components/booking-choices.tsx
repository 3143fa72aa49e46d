import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { formatDuration } from '@chairside/shared/format/duration-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import type { PublicBookingInfo } from '@chairside/shared/booking/booking-dto';
import { dayStrip, stripStart } from '../booking-time';

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
              {location.address ? <span className="booking-muted"> · {location.address}</span> : null}
            </span>
          }
          aria-label={location.name}
        />
      ))}
    </RadioGroup>
  );
}

export function ServiceChoice({
  services,
  chosen,
  onChange,
}: {
  services: Info['services'];
  chosen: readonly string[];
  onChange(ids: string[]): void;
}) {
  return (
    <fieldset className="booking-step booking-fieldset">
      <legend className="booking-legend">Services</legend>
      {services.length === 0 ? <p>No services are offered online at this location.</p> : null}
      {services.map((service) => (
        <Checkbox
          key={service.id}
          checked={chosen.includes(service.id)}
          onChange={(event) => onChange(event.currentTarget.checked ? [...chosen, service.id] : chosen.filter((id) => id !== service.id))}
          labelElement={
            <span className="booking-service-label">
              <span className="booking-service-name">{service.name}</span>
              <span className="booking-muted">
                {formatDuration(service.durationMinutes)} · {formatMoneyFromCents(service.priceCents)}
              </span>
            </span>
          }
          aria-label={`${service.name}, ${formatDuration(service.durationMinutes)}, ${formatMoneyFromCents(service.priceCents)}`}
        />
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

// The next days as a strip of buttons, and a date field for any day within the horizon.
export function DateChoice({ today, last, value, onChange }: { today: string; last: string; value: string; onChange(date: string): void }) {
  const days = dayStrip(stripStart(today, value), last);
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
      <div role="group" aria-label="Next days" className="booking-day-strip">
        {days.map((day) => (
          <Button
            key={day.date}
            className={day.date === value ? 'booking-day booking-day-chosen' : 'booking-day'}
            aria-pressed={day.date === value}
            aria-label={day.fullLabel}
            onClick={() => onChange(day.date)}
          >
            <span className="booking-day-weekday">{day.weekday}</span>
            <span className="booking-day-number">{day.day}</span>
          </Button>
        ))}
      </div>
    </div>
  );
}
