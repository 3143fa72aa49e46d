import { useMemo, useState, type FormEvent } from 'react';
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { formatDuration } from '@chairside/shared/format/duration-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { displayName } from '@chairside/shared/format/name-format';
import type { StaffMember } from '@chairside/shared/team/staff-dto';
import type { FieldProblems } from '../team/field-problems';
import { activeServicesQuery } from '../team/team-queries';
import { useSetStaffServices } from '../team/use-staff-commands';
import { choicesFor, parseServiceChoices, type ServiceChoice, type ServiceChoices } from './staff-services-draft';

type StaffServicesDialogProps = { member: StaffMember; onClose(saved: boolean): void };

// Which services a person performs, with their own price or duration when it differs from the service's.
export function StaffServicesDialog({ member, onClose }: StaffServicesDialogProps) {
  const services = useQuery(activeServicesQuery());
  const name = displayName(member);
  return (
    <Dialog isOpen title={`Services performed by ${name}`} onClose={() => onClose(false)} className="staff-dialog" portalClassName="business-dialog-portal">
      {services.isPending ? (
        <DialogBody>
          <Spinner aria-label="Loading services..." />
        </DialogBody>
      ) : services.isError ? (
        <DialogBody>
          <Callout intent="danger" role="alert" title="Could not load the services">
            {services.error.message}
          </Callout>
        </DialogBody>
      ) : (
        <ServicesForm member={member} services={services.data} onClose={onClose} />
      )}
    </Dialog>
  );
}

function ServicesForm({ member, services, onClose }: { member: StaffMember; services: readonly Service[]; onClose(saved: boolean): void }) {
  const [choices, setChoices] = useState<ServiceChoices>(() => choicesFor(member.id, services));
  const [problems, setProblems] = useState<FieldProblems>({});
  const save = useSetStaffServices();
  const byCategory = useMemo(() => {
    const groups = new Map<string, Service[]>();
    for (const service of services) groups.set(service.categoryName, [...(groups.get(service.categoryName) ?? []), service]);
    return groups;
  }, [services]);
  const count = Object.values(choices).filter((choice) => choice.performs).length;

  const change = (serviceId: string, patch: Partial<ServiceChoice>) => {
    setChoices((current) => ({ ...current, [serviceId]: { ...current[serviceId]!, ...patch } }));
    setProblems({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseServiceChoices(services, choices);
    if (!parsed.ok) {
      setProblems(parsed.problems);
      return;
    }
    save.mutate({ id: member.id, services: parsed.value.services }, { onSuccess: () => onClose(true) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <p className="staff-muted">
          {count === 1 ? '1 service' : `${count} services`} chosen. Leave the own price or duration blank to use the service’s.
        </p>
        {services.length === 0 ? <NonIdealState icon="list" title="No services yet" description="Add services on the Services screen first." /> : null}
        {[...byCategory].map(([category, list]) => (
          <fieldset key={category} className="staff-services-group">
            <legend>{category}</legend>
            {list.map((service) => {
              const choice = choices[service.id]!;
              const priceProblem = problems[`${service.id}.priceCents`];
              const durationProblem = problems[`${service.id}.durationMinutes`];
              return (
                <div key={service.id} className="staff-service-row">
                  <Checkbox
                    label={service.name}
                    checked={choice.performs}
                    onChange={(event) => change(service.id, { performs: event.currentTarget.checked })}
                    className="staff-service-name"
                  />
                  <span className="staff-muted">
                    {formatMoneyFromCents(service.priceCents)} · {formatDuration(service.durationMinutes)}
                  </span>
                  {choice.performs ? (
                    <div className="staff-service-terms">
                      <InputGroup
                        aria-label={`Own price for ${service.name}`}
                        placeholder="Own price"
                        leftIcon="dollar"
                        inputMode="decimal"
                        size="small"
                        value={choice.price}
                        intent={priceProblem ? Intent.DANGER : Intent.NONE}
                        onValueChange={(price) => change(service.id, { price })}
                      />
                      <InputGroup
                        aria-label={`Own duration for ${service.name} in minutes`}
                        placeholder="Own minutes"
                        inputMode="numeric"
                        size="small"
                        value={choice.duration}
                        intent={durationProblem ? Intent.DANGER : Intent.NONE}
                        onValueChange={(duration) => change(service.id, { duration })}
                      />
                      {priceProblem || durationProblem ? <p className="staff-problem">{[priceProblem, durationProblem].filter(Boolean).join(' ')}</p> : null}
                    </div>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ))}
        {problems[''] || problems.services ? (
          <Callout intent="warning" role="alert" compact>
            {problems[''] ?? problems.services}
          </Callout>
        ) : Object.keys(problems).length > 0 ? (
          <Callout intent="warning" role="alert" compact>
            Check the own prices and durations marked in red. Nothing was saved.
          </Callout>
        ) : null}
        {save.error ? (
          <Callout intent="danger" role="alert" title="Could not save the services" compact>
            {save.error.message}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" disabled={save.isPending} onClick={() => onClose(false)} />
            <Button type="submit" intent="primary" text="Save services" loading={save.isPending} disabled={save.isPending} />
          </>
        }
      />
    </form>
  );
}
