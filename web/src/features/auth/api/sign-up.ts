import type { AccessAnswer, RegisterInput } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/auth';

export function signUp(input: RegisterInput): Promise<AccessAnswer> {
  return apiRequest<AccessAnswer>('/api/users/register', {
    method: 'POST',
    body: input,
    auth: false,
    credentials: 'include',
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: signUp,
    onSuccess: ({ access }) => session.signIn(access),
    meta: { errorToast: false },
  });
}
