import { legalPagePath } from '@contract/legal-pages';
import { Link } from 'react-router';
import { useLegalDetails } from '../../../../lib/legal-details';

/**
 * The storefront's imprint and privacy notice (docs/decisions/059), and whether the imprint is
 * complete: it shows the shop's own details until the legal details are saved.
 */
export function LegalPagesNote({ shopUrl }: { shopUrl: string }) {
  const legal = useLegalDetails();
  const link = 'font-medium text-primary underline-offset-4 hover:underline';
  return (
    <div className="mt-2 space-y-2 text-sm text-muted-foreground">
      <p>
        Every page links your{' '}
        <a href={legalPagePath(shopUrl, 'imprint')} target="_blank" rel="noreferrer" className={link}>
          imprint
        </a>{' '}
        and{' '}
        <a href={legalPagePath(shopUrl, 'privacy')} target="_blank" rel="noreferrer" className={link}>
          privacy notice
        </a>
        , made from your legal details.
      </p>
      {legal.data && !legal.data.updated_at && (
        <p role="status" className="rounded-xl bg-accent px-3.5 py-3 text-accent-foreground">
          Your imprint is incomplete: it shows only your shop’s name, address and contact until the{' '}
          <Link to="/intern/settings/legal" className={link}>
            legal details
          </Link>{' '}
          are saved.
        </p>
      )}
    </div>
  );
}
