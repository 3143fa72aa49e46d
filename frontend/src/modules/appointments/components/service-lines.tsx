import { useState } from 'react';
import { Button, Callout, HTMLSelect } from '@blueprintjs/core';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { formatDuration } from '@chairside/shared/format/duration-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { NamedOptions } from '../../../ui/form-field';
import { fieldAria, type FieldProblems } from '../../../ui/form-problems';
import { ANY_STAFF, lineTerms, newServiceLine, type ServiceLine } from '../booking-draft';
import type { StaffInfo } from '../calendar-resources';
import { chooseService, performs, serviceOptionGroups } from '../service-choice';

type ServiceLinesProps = {
  lines: ServiceLine[];
  services: readonly Service[];
  // Who can be booked at this location (the team, or the names the calendar knows).
  staff: readonly StaffInfo[];
  problems: FieldProblems;
  onChange(lines: ServiceLine[]): void;
};

// "Service" and "Staff" for the first service, "Service 2" and "Staff 2" for the next: services run one
// after another from the start time. Staff lists only the people who perform the chosen service; with a person
// chosen, Service offers their services first and marks the others. A choice that changes another says so.
export function ServiceLines({ lines, services, staff, problems, onChange }: ServiceLinesProps) {
  // What the last choice on a line changed, by line key, until the next choice on that line.
  const [notices, setNotices] = useState<Readonly<Record<string, string>>>({});
  const replace = (next: ServiceLine, notice: string | null) => {
    setNotices((current) => {
      const { [next.key]: _dropped, ...rest } = current;
      return notice ? { ...rest, [next.key]: notice } : rest;
    });
    onChange(lines.map((line) => (line.key === next.key ? next : line)));
  };

  return (
    <div className="service-lines">
      {lines.map((line, index) => {
        const suffix = index === 0 ? '' : ` ${index + 1}`;
        const service = services.find((candidate) => candidate.id === line.serviceId);
        const performers = service ? staff.filter((person) => performs(service, person.id)) : staff;
        const person = staff.find((candidate) => candidate.id === line.staffId) ?? null;
        const notice = notices[line.key];
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
                  // A person who does not perform the new service goes back to "Any available", and the dialog says so.
                  const chosen = chooseService(
                    line,
                    services.find((candidate) => candidate.id === next),
                    staff,
                  );
                  replace(chosen.line, chosen.notice);
                }}
                {...fieldAria(serviceId, serviceProblem, false)}
              >
                <option value="">Choose a service</option>
                {serviceOptionGroups(services, person).map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.options.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.label}
                      </option>
                    ))}
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
              <HTMLSelect
                id={staffId}
                fill
                value={line.staffId}
                onChange={(event) => replace({ ...line, staffId: event.currentTarget.value }, null)}
              >
                <option value={ANY_STAFF}>Any available</option>
                <NamedOptions items={performers} />
              </HTMLSelect>
            </div>
            <div className="service-line-terms" aria-live="polite">
              {terms ? `${formatDuration(terms.durationMinutes)} · ${formatMoneyFromCents(terms.priceCents)}` : null}
            </div>
            {notice ? (
              <Callout className="service-line-notice" intent="primary" icon="info-sign" compact role="status">
                {notice}
              </Callout>
            ) : null}
            {lines.length > 1 ? (
              <Button
                className="service-line-remove"
                variant="minimal"
                icon="cross"
                aria-label={`Remove service${suffix || ' 1'}`}
                onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
              />
            ) : null}
          </div>
        );
      })}
      {lines.length < 8 ? (
        <Button
          className="service-lines-add"
          variant="minimal"
          size="small"
          icon="add"
          text="Add service"
          onClick={() => onChange([...lines, newServiceLine()])}
        />
      ) : null}
    </div>
  );
}
