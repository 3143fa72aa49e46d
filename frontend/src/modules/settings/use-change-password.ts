import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/api-client';

const changePasswordReplySchema = z.object({ message: z.string() });

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

// POST /api/users/{id}/password: nothing cached depends on the password, so nothing is invalidated.
export function useChangePassword(userId: string) {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest(`/api/users/${encodeURIComponent(userId)}/password`, { method: 'POST', body: input, schema: changePasswordReplySchema }),
  });
}
