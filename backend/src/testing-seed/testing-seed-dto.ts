import { z } from 'zod';

const name = z.string().trim().min(1).max(80);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:MM');

// POST /api/testing/seed (NODE_ENV=test only): the world one end-to-end spec owns, created in one call.
export const testingSeedInputSchema = z
  .object({
    // Clients, each with a phone number the desk can call.
    clients: z.array(z.object({ firstName: name, lastName: name }).strict()).max(20),
    // Staff members without a sign-in account, working `hours` on `weekdays` (1 = Monday) at one location
    // from `from` (to `until`), and offering the services named.
    staff: z
      .array(
        z
          .object({
            firstName: name,
            lastName: name,
            locationId: z.uuid(),
            from: z.iso.date(),
            // The last day of the schedule (none: it runs on).
            until: z.iso.date().optional(),
            weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
            hours: z.object({ start: clock, end: clock }).strict(),
            serviceIds: z.array(z.uuid()).max(20),
          })
          .strict(),
      )
      .max(5),
    // Gift cards sold at a location, each as a paid sale's line issues it, with a fresh code.
    giftCards: z
      .array(z.object({ amountCents: z.number().int().min(1).max(200_000), locationId: z.uuid() }).strict())
      .max(5)
      .optional(),
  })
  .strict();
export type TestingSeedInput = z.infer<typeof testingSeedInputSchema>;

export type TestingSeedReply = { clients: { id: string }[]; staff: { id: string }[]; giftCards: { id: string; code: string }[] };
