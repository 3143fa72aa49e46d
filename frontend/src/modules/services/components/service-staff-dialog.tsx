import { useState } from 'react';
import { Checkbox, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { Service } from '@chairside/shared/catalogue/catalogue-dto';
import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { displayName } from '@chairside/shared/format/name-format';
import { FormDialog } from '../../../ui/form-dialog';
import type { FieldProblems } from '../../../ui/form-problems';
import { OwnTermsFields } from '../../../ui/own-terms-fields';
import { QueryStatus } from '../../../ui/query-error';
import { staffQueries } from '../../staff/staff-queries';
import { useSetServiceStaff } from '../hooks/use-service-commands';
import { serviceTimeText } from '../service-form';
import { performersFromService, readPerformers, type PerformersForm } from '../service-staff-form';

type ServiceStaffDialogProps = { service: Service; onClose(saved: boolean): void };

// "Who performs it": everyone active on the team, plus anyone inactive who still has the service.
export function ServiceStaffDialog({ service, onClose }: ServiceStaffDialogProps) {
  const staff = useQuery(staffQueries.options());
  const save = useSetServiceStaff();
  const [form, setForm] = useState<PerformersForm>(() => performersFromService(service));
  const [problems, setProblems] = useState<FieldProblems>({});
  const people = (staff.data ?? [])
    .filter((person) => person.isActive || form[person.id])
    .sort((a, b) => displayName(a).localeCompare(displayName(b)));

  const edit = (staffId: string, draft: PerformersForm[string] | null) => {
    setProblems(({ [staffId]: _cleared, '': _form, ...rest }) => rest);
    setForm(({ [staffId]: _previous, ...rest }) => (draft ? { ...rest, [staffId]: draft } : rest));
  };

  const submit = () => {
    const result = readPerformers(form);
    if (!result.ok) return setProblems(result.problems);
    save.mutate({ id: service.id, input: result.value }, { onSuccess: () => onClose(true) });
  };

  return (
    <FormDialog
      title={`Who performs ${service.name}`}
      className="catalogue-dialog"
      status={save}
      warning={problems['']}
      errorTitle="Could not save who performs it"
      submitText="Save staff"
      submitDisabled={!staff.isSuccess}
      onSubmit={submit}
      onClose={() => onClose(false)}
    >
      <p className="catalogue-muted">
        Tick who performs it. Leave their own price and duration empty to use the service&rsquo;s:{' '}
        {formatMoneyFromCents(service.priceCents)}, {serviceTimeText(service)}.
      </p>
      <QueryStatus query={staff} errorTitle="Could not load the team" compact />
      {staff.isSuccess && people.length === 0 ? (
        <NonIdealState icon="people" title="No staff yet" description="Add team members on the Staff screen first." />
      ) : null}
      <ul className="service-staff-list" aria-label="Staff">
        {people.map((person) => {
          const name = displayName(person);
          const draft = form[person.id];
          return (
            <li key={person.id} className="service-staff-row">
              <Checkbox
                checked={Boolean(draft)}
                onChange={(event) => edit(person.id, event.currentTarget.checked ? { price: '', duration: '' } : null)}
                labelElement={
                  <span>
                    {name}
                    {person.title ? <span className="catalogue-muted"> · {person.title}</span> : null}
                    {person.isActive ? null : <span className="catalogue-muted"> · inactive</span>}
                  </span>
                }
              />
              {draft ? (
                <OwnTermsFields
                  subject={name}
                  price={draft.price}
                  duration={draft.duration}
                  defaultPriceCents={service.priceCents}
                  defaultMinutes={service.durationMinutes}
                  onChange={(patch) => edit(person.id, { ...draft, ...patch })}
                  problem={problems[person.id] ? `${name}: ${problems[person.id]}` : null}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </FormDialog>
  );
}
