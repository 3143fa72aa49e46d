// A location's cash drawer was opened, closed, or took or paid out cash.
export const cashDrawerTopics = ['cash-drawer'] as const;
