import { Button, Callout } from '@blueprintjs/core';
import { formatPhone } from '@chairside/shared/format/phone-format';
import { useQuery } from '@tanstack/react-query';
import { clientInputSchema, type ClientInput, type ClientSummary } from '@chairside/shared/clients/client-dto';
import { phoneSearchKey } from '@chairside/shared/format/phone-format';
import { FormCallouts } from '../../../ui/form-callouts';
import { TextField } from '../../../ui/form-field';
import { parseWith } from '../../../ui/form-problems';
import { useFormDraft } from '../../../ui/use-form-draft';
import { clientQueries } from '../appointments-queries';
import { sameContact } from '../booking-refusal';
import type { ChosenClient } from '../booking-draft';
import { useCreateClient } from '../hooks/use-appointment-commands';
import { useDebouncedValue } from '../hooks/use-debounced-value';

type Field = 'firstName' | 'lastName' | 'phone' | 'email';
const fields: readonly { name: Field; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'off' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'off' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'off' },
];

type NewClientFormProps = {
  initialName: string;
  // With a booking: the client is only described here and created with the booking itself (one write, so a
  // refused booking leaves no client behind). Without: created at once (the waitlist needs an existing client).
  withBooking: boolean;
  onChosen(client: { existing: ChosenClient } | { created: ChosenClient } | { described: ClientInput; name: string }): void;
  onCancel(): void;
};

const fullName = (input: { firstName: string; lastName: string }) => `${input.firstName} ${input.lastName}`.trim();

// The existing client the typed phone number or e-mail already belongs to, looked up as the person types.
function useMatchingClient(phone: string, email: string): { client: ClientSummary; by: 'phone' | 'email' } | null {
  // The last ten digits: the search matches the end of a stored number, whether it was stored with its country code or not.
  const phoneKey = useDebouncedValue(phoneSearchKey(phone).slice(-10), 300);
  const emailKey = useDebouncedValue(email.trim(), 300);
  const byPhone = useQuery({ ...clientQueries.search(phoneKey), enabled: phoneKey.length >= 7 });
  const byEmail = useQuery({ ...clientQueries.search(emailKey), enabled: /^\S+@\S+\.\S+$/.test(emailKey) });
  for (const client of [...(byPhone.data ?? []), ...(byEmail.data ?? [])]) {
    const by = sameContact(client, { phone, email });
    if (by) return { client, by };
  }
  return null;
}

// A client added while booking: checked with the server's own schema, offered the existing client who already has
// that phone number or e-mail, then chosen (with a booking) or created (otherwise).
// Part of the booking form, so its buttons are plain buttons rather than a nested form's submit.
export function NewClientForm({ initialName, withBooking, onChosen, onCancel }: NewClientFormProps) {
  const [first = '', ...rest] = initialName.trim().split(/\s+/);
  const form = useFormDraft<Record<Field, string>>({
    firstName: /\d|@/.test(first) ? '' : first,
    lastName: rest.join(' '),
    phone: '',
    email: '',
  });
  const create = useCreateClient();
  const match = useMatchingClient(form.draft.phone, form.draft.email);

  const add = () => {
    const input = form.read(parseWith(clientInputSchema, form.draft));
    if (!input) return;
    if (withBooking) onChosen({ described: input, name: fullName(input) });
    else create.mutate(input, { onSuccess: (reply) => onChosen({ created: { id: reply.id, name: fullName(input) } }) });
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
      {match ? (
        <Callout intent="warning" icon="people" compact className="new-client-match" title="This client may already exist">
          <p>
            {match.client.name} already has this {match.by === 'phone' ? 'phone number' : 'e-mail'}
            {[match.client.phone, match.client.email].some(Boolean)
              ? ` (${[match.client.phone ? formatPhone(match.client.phone) : '', match.client.email].filter(Boolean).join(' · ')})`
              : ''}
            .
          </p>
          <Button
            intent="primary"
            icon="person"
            text={withBooking ? `Book ${match.client.name} instead` : `Choose ${match.client.name} instead`}
            onClick={() => onChosen({ existing: { id: match.client.id, name: match.client.name } })}
          />
        </Callout>
      ) : null}
      <FormCallouts error={create.error?.message} errorTitle="Could not add the client" />
      <div className="new-client-actions">
        <Button text="Cancel new client" variant="minimal" disabled={create.isPending} onClick={onCancel} />
        <Button
          text={withBooking ? 'Use new client' : 'Add client'}
          intent="primary"
          icon="new-person"
          loading={create.isPending}
          onClick={add}
        />
      </div>
    </fieldset>
  );
}
