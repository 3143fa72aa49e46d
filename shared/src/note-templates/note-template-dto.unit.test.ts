import { describe, expect, it } from 'vitest';
import { NOTE_TEMPLATE_BODY_MAX, noteTemplateInputSchema } from './note-template-dto';
import { fillPlaceholders, samplePlaceholderValues, unknownPlaceholders } from './note-template-placeholders';

const problems = (input: unknown) => {
  const parsed = noteTemplateInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a note template', () => {
  it('needs a name and a body within the limit', () => {
    expect(problems({ name: '  ', body: 'Hello' })).toEqual(['name: Name is required']);
    expect(problems({ name: 'Long', body: 'x'.repeat(NOTE_TEMPLATE_BODY_MAX + 1) })).toEqual([
      `body: At most ${NOTE_TEMPLATE_BODY_MAX} characters`,
    ]);
    expect(problems({ name: 'Fine', body: 'Hi {client first name}' })).toEqual([]);
  });

  it('refuses an unknown placeholder and names the known ones', () => {
    const [problem] = problems({ name: 'Typo', body: 'Hi {client name} at {location} with {pet}' });
    expect(problem).toMatch(/^body: Unknown placeholder \{client name\}, \{pet\}; use \{client first name\}, /);
    expect(unknownPlaceholders('{Client First Name} {date}')).toEqual([]);
  });

  it('fills the preview with the sample values, whatever the case inside the braces', () => {
    expect(fillPlaceholders('Hi {Client First Name}, see you {date} at {time} with {staff first name}.', samplePlaceholderValues)).toBe(
      'Hi Jordan, see you Tue, Mar 3 at 10:30 AM with Maya.',
    );
  });
});
