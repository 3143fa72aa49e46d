// New events in the history, for the audit screen's live top (room `audit`: holders of view_audit_log).
export const auditTopics = ['audit'] as const;
