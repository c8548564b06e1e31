import { Lock } from 'lucide-react';
import { EmptyState } from './empty-state';

/** What a florist sees on a page for owners and managers (docs/product.md, Roles). */
export function StaffOnlyNotice({ title }: { title: string }) {
  return (
    <EmptyState icon={Lock} title={title} className="mt-6 md:mt-12">
      <p>This page is for owners and managers. Ask the owner of your shop if you need it.</p>
    </EmptyState>
  );
}
