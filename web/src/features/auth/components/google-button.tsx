import { buttonClasses } from '../../../components/ui/button';
import { startGoogleSignIn } from '../../../lib/google-oauth';
import { usePublicConfig } from '../../../lib/public-config';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-[18px]">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

/** Shown only when the server has Google sign-in configured (it answers the client id). */
export function GoogleButton({ label }: { label: string }) {
  const { data } = usePublicConfig();
  const clientId = data?.google_client_id;
  if (!clientId) return null;
  return (
    <>
      <button
        type="button"
        className={buttonClasses('outline', 'md', 'w-full')}
        onClick={() => startGoogleSignIn(clientId)}
      >
        <GoogleMark />
        {label}
      </button>
      <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
    </>
  );
}
