import type { AccessAnswer, LoginInput } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/auth';

export function signIn(input: LoginInput): Promise<AccessAnswer> {
  return apiRequest<AccessAnswer>('/api/token/', {
    method: 'POST',
    body: input,
    auth: false,
    credentials: 'include',
  });
}

/** The form shows field errors itself and toasts the rest (a wrong password is a toast). */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ access }) => session.signIn(access),
    meta: { errorToast: false },
  });
}
