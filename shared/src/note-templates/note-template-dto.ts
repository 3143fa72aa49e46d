import { z } from 'zod';
import { noteTemplatePlaceholders, unknownPlaceholders } from './note-template-placeholders';

export const NOTE_TEMPLATE_NAME_MAX = 80;
export const NOTE_TEMPLATE_BODY_MAX = 2000;

const placeholderList = noteTemplatePlaceholders.map((name) => `{${name}}`).join(', ');

// The body of POST /api/note-templates and PUT /api/note-templates/:id (the editor parses with it too).
export const noteTemplateInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(NOTE_TEMPLATE_NAME_MAX, `At most ${NOTE_TEMPLATE_NAME_MAX} characters`),
  body: z
    .string()
    .trim()
    .min(1, 'Write the note')
    .max(NOTE_TEMPLATE_BODY_MAX, `At most ${NOTE_TEMPLATE_BODY_MAX} characters`)
    .superRefine((body, context) => {
      const unknown = unknownPlaceholders(body);
      if (unknown.length > 0)
        context.addIssue({
          code: 'custom',
          message: `Unknown placeholder ${unknown.map((name) => `{${name}}`).join(', ')}; use ${placeholderList}`,
        });
    }),
});
export type NoteTemplateInput = z.infer<typeof noteTemplateInputSchema>;

export const noteTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  body: z.string(),
  archived: z.boolean(),
  updatedAt: z.string(),
});
export type NoteTemplate = z.infer<typeof noteTemplateSchema>;

// GET /api/note-templates?includeArchived=true
export const noteTemplateListQuerySchema = z.object({
  includeArchived: z.enum(['true', 'false'], 'includeArchived is true or false').optional(),
});
