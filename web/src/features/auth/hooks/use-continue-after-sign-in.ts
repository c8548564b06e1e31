import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { resolveHomePath } from '../../../lib/auth';

/** docs/product.md, Signing in and sessions: after sign-in go to the orders, or to onboarding when it is unfinished or unknown. */
export function useContinueAfterSignIn() {
  const navigate = useNavigate();
  return useCallback(async () => {
    navigate(await resolveHomePath(), { replace: true });
  }, [navigate]);
}
