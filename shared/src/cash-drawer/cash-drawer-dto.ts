import { z } from 'zod';

// Request and reply shapes of a location's cash drawer (GET /api/cash-drawer, POST …/open, …/close). Cents.

export const MAX_DRAWER_CENTS = 10_000_000; // $100,000.00

const drawerCentsSchema = (what: string) =>
  z
    .number(`${what} is an amount in cents`)
    .int(`${what} is in whole cents`)
    .min(0, `${what} cannot be negative`)
    .max(MAX_DRAWER_CENTS, `${what} is at most $100,000.00`);

export const cashDrawerQuerySchema = z.object({ locationId: z.uuid('Choose a location') });

export const openCashDrawerSchema = z.object({ locationId: z.uuid('Choose a location'), floatCents: drawerCentsSchema('The float') });
export type OpenCashDrawerInput = z.input<typeof openCashDrawerSchema>;

export const closeCashDrawerSchema = z.object({
  locationId: z.uuid('Choose a location'),
  countedCents: drawerCentsSchema('The counted amount'),
  note: z.string().trim().max(500, 'A note is at most 500 characters').default(''),
});
export type CloseCashDrawerInput = z.input<typeof closeCashDrawerSchema>;

export const openDrawerSessionSchema = z.object({
  id: z.string(),
  openedAt: z.string(),
  openedBy: z.string().nullable(),
  floatCents: z.number(),
  cashInCents: z.number(),
  cashOutCents: z.number(),
  expectedCents: z.number(),
});
export const closedDrawerSessionSchema = z.object({
  id: z.string(),
  openedAt: z.string(),
  closedAt: z.string(),
  floatCents: z.number(),
  expectedCents: z.number(),
  countedCents: z.number(),
  // counted − expected: positive over, negative short.
  differenceCents: z.number(),
  countedBy: z.string().nullable(),
  note: z.string(),
});
export const cashDrawerSchema = z.object({ session: openDrawerSessionSchema.nullable(), closed: z.array(closedDrawerSessionSchema) });
export type CashDrawer = z.infer<typeof cashDrawerSchema>;
export type ClosedDrawerSession = z.infer<typeof closedDrawerSessionSchema>;
