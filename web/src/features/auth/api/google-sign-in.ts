import type { AccessAnswer } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/auth';

export interface GoogleSignInInput {
  code: string;
  /** The address Google sent the user back to; the server needs the same one to redeem the code. */
  redirect_uri: string;
}

export function googleSignIn(input: GoogleSignInInput): Promise<AccessAnswer> {
  return apiRequest<AccessAnswer>('/api/users/google-auth', {
    method: 'POST',
    body: input,
    auth: false,
    credentials: 'include',
  });
}

export function useGoogleSignIn() {
  return useMutation({
    mutationFn: googleSignIn,
    onSuccess: ({ access }) => session.signIn(access),
  });
}
