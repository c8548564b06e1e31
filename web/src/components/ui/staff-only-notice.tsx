import { Lock } from 'lucide-react';
import { EmptyState } from './empty-state';

const ENGLISH = 'This page is for owners and managers. Ask the owner of your shop if you need it.';

/**
 * What a florist sees on a page for owners and managers (docs/product.md, Roles); `message` in the
 * page's language where it is not English.
 */
export function StaffOnlyNotice({ title, message = ENGLISH }: { title: string; message?: string }) {
  return (
    <EmptyState icon={Lock} title={title} className="mt-6 md:mt-12">
      <p>{message}</p>
    </EmptyState>
  );
}
