import { Button } from '@blueprintjs/core';
import { clientInputSchema } from '@chairside/shared/clients/client-dto';
import { FormCallouts } from '../../../ui/form-callouts';
import { TextField } from '../../../ui/form-field';
import { parseWith } from '../../../ui/form-problems';
import { useFormDraft } from '../../../ui/use-form-draft';
import type { ChosenClient } from '../booking-draft';
import { useCreateClient } from '../hooks/use-appointment-commands';

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
  const form = useFormDraft<Record<Field, string>>({ firstName: /\d|@/.test(first) ? '' : first, lastName: rest.join(' '), phone: '', email: '' });
  const create = useCreateClient();

  const add = () => {
    const input = form.read(parseWith(clientInputSchema, form.draft));
    if (input) create.mutate(input, { onSuccess: (reply) => onCreated({ id: reply.id, name: `${input.firstName} ${input.lastName}`.trim() }) });
  };

  return (
    <fieldset className="new-client-form">
      <legend>New client</legend>
      <div className="new-client-grid">
        {fields.map((field) => (
          <TextField
            key={field.name}
            id={`new-client-${field.name}`}
            label={field.label}
            problem={form.problems[field.name]}
            type={field.type}
            autoComplete={field.autoComplete}
            value={form.draft[field.name]}
            onChange={(value) => form.change({ [field.name]: value }, [])}
          />
        ))}
      </div>
      <FormCallouts error={create.error?.message} errorTitle="Could not add the client" />
      <div className="new-client-actions">
        <Button text="Cancel new client" variant="minimal" disabled={create.isPending} onClick={onCancel} />
        <Button text="Add client" intent="primary" icon="new-person" loading={create.isPending} onClick={add} />
      </div>
    </fieldset>
  );
}
