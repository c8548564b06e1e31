import { PageSkeleton } from '../../../components/ui/skeleton';
import { StaffOnly } from '../../../components/ui/staff-only';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useCurrentUser } from '../../../lib/current-user';
import { useLegalDetails } from '../../../lib/legal-details';
import { LegalDetailsForm } from '../components/legal/legal-details-form';
import { LoadError } from '../components/load-error';
import { SectionHeading } from '../components/section-heading';

/** /intern/settings/legal: what invoices and receipts say about the seller (docs/decisions/047). */
export function LegalPage() {
  return (
    <StaffOnly title="Legal details">
      <LegalDetailsLoader />
    </StaffOnly>
  );
}

function LegalDetailsLoader() {
  const legal = useLegalDetails();
  const user = useCurrentUser().data;
  const shopName = useCurrentBusiness().data?.name ?? '';
  if (legal.isPending || !user) return <PageSkeleton label="Loading" blocks={['h-96']} />;
  if (legal.isError) return <LoadError what="the legal details" onRetry={() => void legal.refetch()} />;
  const owner = user.role === 'owner';
  return (
    <div className="mx-auto max-w-2xl">
      <SectionHeading
        title="Legal details"
        description={
          owner
            ? 'Printed on every invoice, credit note and receipt, and shown in your storefront’s imprint and privacy notice. Invoices already issued keep the details they were issued with.'
            : 'Printed on every invoice, credit note and receipt, and shown in your storefront’s imprint and privacy notice. Only the owner of your shop can change them.'
        }
      />
      {!legal.data.updated_at && (
        <p className="mt-4 rounded-xl bg-accent px-3.5 py-3 text-sm text-accent-foreground">
          Not saved yet: until they are, invoices show your shop’s name and address without a VAT ID or tax
          number, and your storefront’s imprint is incomplete.
        </p>
      )}
      <div className="mt-5">
        <LegalDetailsForm saved={legal.data} shopName={shopName} editable={owner} />
      </div>
    </div>
  );
}
