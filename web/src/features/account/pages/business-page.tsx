import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { LogoButtons, LogoPreview } from '../../../components/business/logo-editor';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useCurrentUser } from '../../../lib/current-user';
import { AccountSection } from '../components/account-section';
import { BusinessForm } from '../components/business-form';

/** /intern/account/business: the shop's details and logo (docs/product.md, Roles: the owner's). */
export function BusinessPage() {
  const user = useCurrentUser().data;
  if (!user) return <PageSkeleton label="Loading" blocks={['h-96']} />;
  if (user.role !== 'owner') {
    return (
      <EmptyState
        icon={Lock}
        title="Business details"
        className="mt-6 md:mt-12"
        action={
          <Link to="/intern/account" className={buttonClasses('outline')}>
            Back to account
          </Link>
        }
      >
        <p>Only the owner of your shop can change its name, address, web address and logo.</p>
      </EmptyState>
    );
  }
  return <OwnerBusinessPage />;
}

function OwnerBusinessPage() {
  const business = useCurrentBusiness();
  if (business.isPending) return <PageSkeleton label="Loading" blocks={['h-96']} />;
  if (business.isError || !business.data) {
    return (
      <FetchError
        title="Could not load your shop"
        onRetry={() => void business.refetch()}
        retrying={business.isFetching}
      />
    );
  }
  const shop = business.data;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <AccountSection title="Logo" description="Customers see it on your storefront.">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <LogoPreview business={shop} />
          <LogoButtons business={shop} />
        </div>
      </AccountSection>
      <AccountSection
        title="Shop details"
        description="Shown to customers on your storefront and order pages."
      >
        <BusinessForm key={shop.id} business={shop} />
      </AccountSection>
    </div>
  );
}
