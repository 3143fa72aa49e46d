import { z } from 'zod';
import { phoneOrEmptySchema } from '../identity/identity-dto';

// The minimal client record booking needs (full client profiles are a later module): who is coming and how
// to reach them. The same schemas validate the inline "new client" form and the server.

const namePart = (label: string) => z.string().trim().min(1, `${label} is required`).max(80, `${label} is at most 80 characters`);

export const clientInputSchema = z
  .object({
    firstName: namePart('First name'),
    lastName: z.string().trim().max(80, 'Last name is at most 80 characters').default(''),
    // As people type it ('(312) 555-0142', '312.555.0142', '+1 312 555 0142'), stored as E.164 ('+13125550142');
    // '' when the client gave only an e-mail address.
    phone: phoneOrEmptySchema.default(''),
    email: z.union([z.literal(''), z.email('That e-mail address is not valid').max(200)]).default(''),
  })
  .refine((client) => client.phone !== '' || client.email !== '', { message: 'Give a phone number or an e-mail address', path: ['phone'] });
export type ClientInput = z.infer<typeof clientInputSchema>;

// GET /api/clients?search=&limit=  (search matches name, e-mail or the phone number typed in any format)
export const clientSearchSchema = z.object({
  search: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const clientSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  // "First Last"
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;
