import { useMutation } from '@tanstack/react-query';

// Placeholder until the first command lands; every hook of the audit module's commands is exported here.
export const useAuditNoop = () => useMutation({ mutationFn: async () => undefined });
