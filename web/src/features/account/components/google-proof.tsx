import { Button } from '../../../components/ui/button';
import { startGoogleSignIn } from '../../../lib/google-oauth';
import { usePublicConfig } from '../../../lib/public-config';

/**
 * An account without a password moves its address only within minutes of signing in with Google
 * in this session: the button signs in again and comes back to this page.
 */
export function GoogleProof({ returnTo }: { returnTo: string }) {
  const clientId = usePublicConfig().data?.google_client_id;
  return (
    <div className="space-y-3 rounded-xl bg-muted px-3.5 py-3 text-sm text-muted-foreground">
      <p>
        You sign in with Google. To move your account to another address, confirm it is you: sign in with
        Google again, then enter the new address and save within 10 minutes.
      </p>
      {clientId ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => startGoogleSignIn(clientId, { returnTo })}
        >
          Confirm with Google
        </Button>
      ) : null}
    </div>
  );
}
