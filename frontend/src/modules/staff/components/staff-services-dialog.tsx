import { useMemo, useState } from 'react';
import { Checkbox, InputGroup, NonIdealState, Switch } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { formatDuration } from '@chairside/shared/format/duration-format';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { displayName } from '@chairside/shared/format/name-format';
import type { StaffMember } from '@chairside/shared/team/staff-dto';
import { FormDialog } from '../../../ui/form-dialog';
import type { FieldProblems } from '../../../ui/form-problems';
import { OwnTermsFields } from '../../../ui/own-terms-fields';
import { QueryStatus } from '../../../ui/query-error';
import { serviceQueries } from '../../services/services-queries';
import { useSetStaffServices } from '../hooks/use-staff-commands';
import {
  choicesFor,
  filterServices,
  parseServiceChoices,
  type ServiceChoice,
  type ServiceChoices,
  type ServiceFilter,
} from '../staff-services-draft';

type StaffServicesDialogProps = { member: StaffMember; onClose(saved: boolean): void };

const noServices: readonly Service[] = [];

// Which services a person performs, with their own price or duration when it differs from the service's.
// A long menu is grouped by category and narrowed with the filter box (or to the chosen ones); what the
// filter hides keeps its choice and is saved with the rest.
export function StaffServicesDialog({ member, onClose }: StaffServicesDialogProps) {
  const services = useQuery(serviceQueries.list(false));
  const list = services.data ?? noServices;
  // Until the first tick, the choices follow the services as read (they may still be loading).
  const [edited, setEdited] = useState<ServiceChoices | null>(null);
  const choices = useMemo(() => edited ?? choicesFor(member.id, list), [edited, member.id, list]);
  const [problems, setProblems] = useState<FieldProblems>({});
  const save = useSetStaffServices();
  const [filter, setFilter] = useState<ServiceFilter>({ text: '', onlyChosen: false });
  const shown = useMemo(() => filterServices(list, choices, filter), [list, choices, filter]);
  const byCategory = useMemo(() => {
    const groups = new Map<string, Service[]>();
    for (const service of shown) groups.set(service.categoryName, [...(groups.get(service.categoryName) ?? []), service]);
    return groups;
  }, [shown]);
  const chosenIn = (category: string) =>
    list.filter((service) => service.categoryName === category && choices[service.id]?.performs).length;
  const totalIn = (category: string) => list.filter((service) => service.categoryName === category).length;
  const count = Object.values(choices).filter((choice) => choice.performs).length;

  const change = (serviceId: string, patch: Partial<ServiceChoice>) => {
    setEdited({ ...choices, [serviceId]: { ...choices[serviceId]!, ...patch } });
    setProblems({});
  };

  const submit = () => {
    const parsed = parseServiceChoices(list, choices);
    if (!parsed.ok) return setProblems(parsed.problems);
    save.mutate({ id: member.id, services: parsed.value.services }, { onSuccess: () => onClose(true) });
  };

  const wholeList = problems[''] ?? problems.services;
  return (
    <FormDialog
      title={`Services performed by ${displayName(member)}`}
      className="staff-dialog"
      status={save}
      warning={
        wholeList ?? (Object.keys(problems).length > 0 ? 'Check the own prices and durations marked in red. Nothing was saved.' : null)
      }
      errorTitle="Could not save the services"
      submitText="Save services"
      submitDisabled={!services.isSuccess}
      onSubmit={submit}
      onClose={() => onClose(false)}
    >
      <QueryStatus query={services} errorTitle="Could not load the services" loadingLabel="Loading services..." />
      {services.isSuccess ? (
        <p className="staff-muted">
          {count === 1 ? '1 service' : `${count} services`} chosen. Leave the own price or duration blank to use the service’s.
        </p>
      ) : null}
      {services.isSuccess && list.length > 0 ? (
        <div className="staff-services-filter">
          <InputGroup
            type="search"
            leftIcon="search"
            aria-label="Find a service"
            placeholder="Find a service or category"
            value={filter.text}
            onValueChange={(text) => setFilter({ ...filter, text })}
          />
          <Switch
            label="Only chosen"
            checked={filter.onlyChosen}
            onChange={(event) => setFilter({ ...filter, onlyChosen: event.currentTarget.checked })}
          />
        </div>
      ) : null}
      {services.isSuccess && list.length === 0 ? (
        <NonIdealState icon="list" title="No services yet" description="Add services on the Services screen first." />
      ) : null}
      {services.isSuccess && list.length > 0 && shown.length === 0 ? (
        <p role="status" className="staff-muted">
          No service matches “{filter.text}”{filter.onlyChosen ? ' among the chosen ones' : ''}.
        </p>
      ) : null}
      {[...byCategory].map(([category, inCategory]) => (
        <fieldset key={category} className="staff-services-group">
          <legend>
            {category}{' '}
            <span className="staff-services-count">
              ({chosenIn(category)} of {totalIn(category)} chosen)
            </span>
          </legend>
          {inCategory.map((service) => {
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
                  <OwnTermsFields
                    subject={service.name}
                    price={choice.price}
                    duration={choice.duration}
                    defaultPriceCents={service.priceCents}
                    defaultMinutes={service.durationMinutes}
                    priceInvalid={Boolean(priceProblem)}
                    durationInvalid={Boolean(durationProblem)}
                    onChange={(patch) => change(service.id, patch)}
                    problem={[priceProblem, durationProblem].filter(Boolean).join(' ') || null}
                  />
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ))}
    </FormDialog>
  );
}
