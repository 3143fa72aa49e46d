// The query keys of the audit screen: every read of it starts with this root.
export const auditRoot = ['audit'] as const;
