import { useState } from 'react';
import { Button, Callout, InputGroup, Intent } from '@blueprintjs/core';
import { clientInputSchema } from '@chairside/shared/clients/client-dto';
import { describedBy, fieldProblems, type FieldProblems } from '../team/field-problems';
import { FormField } from '../team/form-field';
import type { ChosenClient } from './booking-draft';
import { useCreateClient } from './use-appointment-commands';

type Field = 'firstName' | 'lastName' | 'phone' | 'email';
const fields: readonly { name: Field; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'off' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'off' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'off' },
];

// A client added while booking: checked with the server's own schema first, then created and chosen.
// Part of the booking form, so its button is a plain button rather than a nested form's submit.
export function NewClientForm({ initialName, onCreated, onCancel }: { initialName: string; onCreated(client: ChosenClient): void; onCancel(): void }) {
  const [first = '', ...rest] = initialName.trim().split(/\s+/);
  const [values, setValues] = useState<Record<Field, string>>({ firstName: /\d|@/.test(first) ? '' : first, lastName: rest.join(' '), phone: '', email: '' });
  const [problems, setProblems] = useState<FieldProblems>({});
  const create = useCreateClient();

  const add = () => {
    const parsed = clientInputSchema.safeParse(values);
    if (!parsed.success) {
      setProblems(fieldProblems(parsed.error));
      return;
    }
    setProblems({});
    create.mutate(parsed.data, { onSuccess: (reply) => onCreated({ id: reply.id, name: `${parsed.data.firstName} ${parsed.data.lastName}`.trim() }) });
  };

  return (
    <fieldset className="new-client-form">
      <legend>New client</legend>
      <div className="new-client-grid">
        {fields.map((field) => (
          <FormField key={field.name} id={`new-client-${field.name}`} label={field.label} problem={problems[field.name]}>
            <InputGroup
              id={`new-client-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              intent={problems[field.name] ? Intent.DANGER : Intent.NONE}
              onValueChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
              {...describedBy(`new-client-${field.name}`, problems[field.name])}
            />
          </FormField>
        ))}
      </div>
      {create.error ? (
        <Callout intent="danger" role="alert" title="Could not add the client" compact>
          {create.error.message}
        </Callout>
      ) : null}
      <div className="new-client-actions">
        <Button text="Cancel new client" variant="minimal" disabled={create.isPending} onClick={onCancel} />
        <Button text="Add client" intent="primary" icon="new-person" loading={create.isPending} onClick={add} />
      </div>
    </fieldset>
  );
}
