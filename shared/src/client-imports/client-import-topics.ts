// An import started, moved on by a batch, finished or was cancelled (/clients-import's progress bar).
export const clientImportTopics = ['client-imports'] as const;
