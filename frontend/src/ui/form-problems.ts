import type { z } from 'zod';

// A form's problems: the first zod message per field, keyed by its path ('firstName', 'pay.hourlyRateCents',
// 'timetable.1.startTime'; '' for a rule about the whole form), so each message shows next to its field.
export type FieldProblems = Readonly<Record<string, string>>;

// What reading a typed form gives: the schema's value, or the problems to show.
export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: FieldProblems };

export function fieldProblems(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) found[issue.path.map(String).join('.')] ??= issue.message;
  return found;
}

// The route's own schema over what was typed. Example: parseWith(nameSchema, { name: ' ' }) → { ok: false, problems: { name: 'Name is required' } }
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.infer<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: fieldProblems(parsed.error) };
}

// The problems under a prefix, e.g. everything about 'days.2' for one weekday row.
export function problemsUnder(problems: FieldProblems, prefix: string): string[] {
  return Object.entries(problems)
    .filter(([key]) => key === prefix || key.startsWith(`${prefix}.`))
    .map(([, message]) => message);
}

// The first problem of a field or of anything under it ('timetable' finds 'timetable.0.startTime').
export const firstProblemUnder = (problems: FieldProblems, prefix: string): string | undefined => problemsUnder(problems, prefix)[0];

// The problems left once some fields changed: a field's message goes with its edit, the others stay.
export function withoutProblems(problems: FieldProblems, keys: readonly string[]): FieldProblems {
  return Object.fromEntries(Object.entries(problems).filter(([key]) => !keys.includes(key)));
}

// Ties a control to the helper text FormField renders under it (its hint, or its problem while there is one).
export function fieldAria(id: string, problem: string | undefined, hasHint: boolean) {
  return { 'aria-invalid': problem ? (true as const) : undefined, 'aria-describedby': problem || hasHint ? `${id}-help` : undefined };
}
