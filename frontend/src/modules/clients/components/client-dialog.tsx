import type { ClientInput, ClientProfile, ClientProfileInput } from '@chairside/shared/clients/client-dto';
import { AddEditDialog, type CommandStatus } from '../../../ui/form-dialog';
import { TextField } from '../../../ui/form-field';
import { firstProblemUnder } from '../../../ui/form-problems';
import { useFormDraft } from '../../../ui/use-form-draft';
import { clientForm, readClientForm, type ClientForm } from '../client-form';

type ClientDialogProps = {
  // The client to edit, or null for a new one (a new client gets name and contact; birthday and tags come
  // with the profile's Edit).
  client: ClientProfile | null;
  status: CommandStatus;
  onSubmit(input: ClientProfileInput | ClientInput): void;
  onClose(): void;
};

// "New client" on the list, and the profile's "Edit".
export function ClientDialog({ client, status, onSubmit, onClose }: ClientDialogProps) {
  const form = useFormDraft<ClientForm>(() => clientForm(client));
  const { draft, problems } = form;
  const submit = () => {
    const input = form.read(readClientForm(draft));
    if (!input) return;
    if (client) onSubmit(input);
    else onSubmit({ firstName: input.firstName, lastName: input.lastName, phone: input.phone, email: input.email });
  };
  const field = (key: keyof ClientForm) => ({
    id: `client-${key}`,
    problem: firstProblemUnder(problems, key),
    value: draft[key],
    onChange: (value: string) => form.change({ [key]: value }),
  });

  return (
    <AddEditDialog
      noun="client"
      editing={client}
      problems={problems}
      className="clients-dialog"
      status={status}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="clients-dialog-row">
        <TextField {...field('firstName')} label="First name" required autoFocus autoComplete="off" />
        <TextField {...field('lastName')} label="Last name" autoComplete="off" />
      </div>
      <TextField
        {...field('phone')}
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint="Any format; a phone or an e-mail is needed."
      />
      <TextField {...field('email')} label="E-mail" type="email" autoComplete="off" />
      {client ? (
        <>
          <TextField
            {...field('birthday')}
            label="Birthday"
            hint="Like 1990-12-09, or --12-09 when the client keeps the year to themselves."
            autoComplete="off"
          />
          <TextField {...field('tags')} label="Tags" hint="Separated by commas, like VIP, colour." autoComplete="off" />
        </>
      ) : null}
    </AddEditDialog>
  );
}
