import { clientProfileInputSchema, type ClientProfile, type ClientProfileInput } from '@chairside/shared/clients/client-dto';
import { formatPhone } from '@chairside/shared/format/phone-format';
import { parseWith, type Parsed } from '../../ui/form-problems';

// The client dialog's fields as typed: tags comma-separated, the birthday as typed.
export type ClientForm = { firstName: string; lastName: string; phone: string; email: string; birthday: string; tags: string };

export const clientForm = (client: ClientProfile | null): ClientForm => ({
  firstName: client?.firstName ?? '',
  lastName: client?.lastName ?? '',
  phone: client?.phone ? formatPhone(client.phone) : '',
  email: client?.email ?? '',
  birthday: client?.birthday ?? '',
  tags: client?.tags.join(', ') ?? '',
});

// Read with the route's own schema: the same messages on both sides. Example: tags 'VIP, colour' → ['VIP', 'colour'].
export const readClientForm = (form: ClientForm): Parsed<ClientProfileInput> =>
  parseWith(clientProfileInputSchema, { ...form, birthday: form.birthday.trim() || null, tags: form.tags.split(',') });
