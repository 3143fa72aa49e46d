import { Button, HTMLSelect } from '@blueprintjs/core';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { formatDuration } from '@chairside/shared/format/duration-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { NamedOptions } from '../../../ui/form-field';
import { fieldAria, type FieldProblems } from '../../../ui/form-problems';
import { ANY_STAFF, lineTerms, newServiceLine, type ServiceLine } from '../booking-draft';
import type { StaffInfo } from '../calendar-resources';

type ServiceLinesProps = {
  lines: ServiceLine[];
  services: readonly Service[];
  // Who can be booked at this location (the team, or the names the calendar knows).
  staff: readonly StaffInfo[];
  problems: FieldProblems;
  onChange(lines: ServiceLine[]): void;
};

// "Service" and "Staff" for the first service, "Service 2" and "Staff 2" for the next: services run one
// after another from the start time. Staff lists only the people who perform the chosen service.
export function ServiceLines({ lines, services, staff, problems, onChange }: ServiceLinesProps) {
  const byCategory = new Map<string, Service[]>();
  for (const service of services) byCategory.set(service.categoryName, [...(byCategory.get(service.categoryName) ?? []), service]);
  const update = (key: string, change: Partial<ServiceLine>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));

  return (
    <div className="service-lines">
      {lines.map((line, index) => {
        const suffix = index === 0 ? '' : ` ${index + 1}`;
        const service = services.find((candidate) => candidate.id === line.serviceId);
        const performers = service ? staff.filter((person) => service.staff.some((entry) => entry.staffId === person.id)) : staff;
        const terms = lineTerms(service, line.staffId);
        const serviceId = `booking-service-${line.key}`;
        const staffId = `booking-staff-${line.key}`;
        const serviceProblem = problems[`items.${index}.serviceId`];
        return (
          <div key={line.key} className="service-line">
            <div className="service-line-field">
              <label htmlFor={serviceId}>Service{suffix}</label>
              <HTMLSelect
                id={serviceId}
                fill
                value={line.serviceId}
                onChange={(event) => {
                  const next = event.currentTarget.value;
                  const chosen = services.find((candidate) => candidate.id === next);
                  // A person who does not perform the new service goes back to "Any available".
                  update(line.key, { serviceId: next, staffId: chosen?.staff.some((entry) => entry.staffId === line.staffId) ? line.staffId : ANY_STAFF });
                }}
                {...fieldAria(serviceId, serviceProblem, false)}
              >
                <option value="">Choose a service</option>
                {[...byCategory].map(([category, items]) => (
                  <optgroup key={category} label={category}>
                    <NamedOptions items={items} />
                  </optgroup>
                ))}
              </HTMLSelect>
              {serviceProblem ? (
                <span id={`${serviceId}-help`} className="service-line-problem">
                  {serviceProblem}
                </span>
              ) : null}
            </div>
            <div className="service-line-field">
              <label htmlFor={staffId}>Staff{suffix}</label>
              <HTMLSelect id={staffId} fill value={line.staffId} onChange={(event) => update(line.key, { staffId: event.currentTarget.value })}>
                <option value={ANY_STAFF}>Any available</option>
                <NamedOptions items={performers} />
              </HTMLSelect>
            </div>
            <div className="service-line-terms" aria-live="polite">
              {terms ? `${formatDuration(terms.durationMinutes)} · ${formatMoneyFromCents(terms.priceCents)}` : null}
            </div>
            {lines.length > 1 ? (
              <Button className="service-line-remove" variant="minimal" icon="cross" aria-label={`Remove service${suffix || ' 1'}`} onClick={() => onChange(lines.filter((other) => other.key !== line.key))} />
            ) : null}
          </div>
        );
      })}
      {lines.length < 8 ? <Button className="service-lines-add" variant="minimal" size="small" icon="add" text="Add service" onClick={() => onChange([...lines, newServiceLine()])} /> : null}
    </div>
  );
}
