import type { z } from 'zod';

// The first zod message per field, keyed by its path ('firstName', 'pay.hourlyRateCents',
// 'days.2.hours.0.end'; '' for the whole form), so each message shows next to its field.
export type FieldProblems = Readonly<Record<string, string>>;

export function fieldProblems(error: z.ZodError): FieldProblems {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    found[key] ??= issue.message;
  }
  return found;
}

// The problems under a prefix, e.g. everything about 'days.2' for one weekday row.
export function problemsUnder(problems: FieldProblems, prefix: string): string[] {
  return Object.entries(problems)
    .filter(([key]) => key === prefix || key.startsWith(`${prefix}.`))
    .map(([, message]) => message);
}

// Ties a field's message to its control for screen readers (aria-invalid + aria-describedby).
export function describedBy(id: string, problem: string | undefined) {
  return problem ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-problem` } : {};
}
