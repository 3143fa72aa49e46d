import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { noteTemplateSchema } from '@chairside/shared/note-templates/note-template-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

// Reads of the note templates; the 'note-templates' topic refreshes them. Notes will read them to insert one.
export const noteTemplateQueries = {
  list: (includeArchived: boolean) =>
    queryOptions({
      queryKey: ['note-templates', { includeArchived }],
      queryFn: () => apiRequest(withQuery('/api/note-templates', { includeArchived }), { schema: z.array(noteTemplateSchema) }),
    }),
};
