import { z } from 'zod';

export const outboxQueueName = 'outbox';

const category = z.string().trim().min(1).max(60);
// A BullMQ job id: no ':' (its key separator).
const key = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,200}$/)
  .optional();

// Job data is checked when queued and again when delivered: a job written by an older or newer
// version of the code must fail loudly rather than send something malformed.
export const emailJobSchema = z.object({
  to: z.email(),
  subject: z.string().trim().min(1).max(300),
  text: z.string().min(1),
  html: z.string().min(1).optional(),
  // Small text files only (a calendar file): kept in the job as UTF-8 text.
  attachments: z
    .array(
      z.object({
        filename: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .regex(/^[^/\\]+$/, 'must be a file name, not a path'),
        contentType: z.string().trim().min(3).max(200),
        content: z.string().max(256 * 1024),
      }),
    )
    .max(5)
    .optional(),
  category,
  key,
});

export const smsJobSchema = z.object({
  // Lenient on purpose: numbers are normalised where they are entered, not here.
  to: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{6,32}$/, 'must be a phone number, e.g. +13125550100'),
  body: z.string().min(1).max(1600),
  category,
  key,
});

export type OutboxJobName = 'email' | 'sms';

export const outboxJobSettings = {
  attempts: 6,
  // Exponential: the default 5 s grows to 5, 10, 20, 40, 80 s, about 2.5 minutes in all before giving up.
  backoffMs: 5_000,
  // Bounded so Redis does not grow forever; failed jobs are kept longer, to be looked at.
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 14 * 24 * 3600, count: 5000 },
} as const;
