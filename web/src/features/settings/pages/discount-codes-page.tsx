import type { DiscountCode } from '@contract/discount-codes';
import { Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DeleteButton } from '../../../components/ui/delete-button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { StaffOnly } from '../../../components/ui/staff-only';
import { useCurrentBusiness } from '../../../lib/current-business';
import { formatMoney } from '../../../lib/format-money';
import { useDeleteDiscountCode, useDiscountCodes } from '../api/discount-codes';
import { DiscountCodeForm } from '../components/discounts/discount-code-form';
import { LoadError } from '../components/load-error';
import { SectionHeading } from '../components/section-heading';

export function DiscountCodesPage() {
  return (
    <StaffOnly title="Discount codes">
      <DiscountCodes />
    </StaffOnly>
  );
}

/** Which code the dialog edits: none (closed), a new one, or one of the list. */
type Editing = null | 'new' | DiscountCode;

function DiscountCodes() {
  const codes = useDiscountCodes();
  const currency = useCurrentBusiness().data?.currency;
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  if (codes.isPending) return <PageSkeleton label="Loading" blocks={['h-24', 'h-24', 'h-24']} />;
  if (codes.isError) return <LoadError what="the discount codes" onRetry={() => void codes.refetch()} />;

  const newButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus className="size-4" aria-hidden="true" />
      New code
    </Button>
  );
  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SectionHeading
          title="Discount codes"
          description="Codes customers enter on their order page. A use counts when the order is placed."
        />
        {codes.data.items.length > 0 && newButton}
      </div>
      {codes.data.items.length === 0 ? (
        <EmptyState icon={TicketPercent} title="No discount codes yet" action={newButton} className="mt-5">
          Make a code for a percentage or an amount off, with a minimum order, dates or a number of uses.
        </EmptyState>
      ) : (
        <ul className="mt-5 space-y-3">
          {codes.data.items.map((code) => (
            <li key={code.id}>
              <CodeRow code={code} currency={currency} onEdit={() => setEditing(code)} />
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onClose={close}
        title={editing && editing !== 'new' ? `Edit ${editing.code}` : 'New discount code'}
      >
        {editing !== null && (
          <DiscountCodeForm
            key={editing === 'new' ? 'new' : editing.id}
            {...(editing !== 'new' && { code: editing })}
            currency={currency}
            onDone={close}
          />
        )}
      </Dialog>
    </div>
  );
}

/** What a code gives and its limits, in a line a person reads. */
export function describeCode(code: DiscountCode, currency: string | undefined) {
  const money = (amount: number) => formatMoney(amount, currency);
  const parts = [code.kind === 'percent' ? `${code.value} % off` : `${money(code.value)} off`];
  if (code.min_order !== null) parts.push(`from ${money(code.min_order)}`);
  if (code.starts_on && code.ends_on) parts.push(`${code.starts_on} to ${code.ends_on}`);
  else if (code.starts_on) parts.push(`from ${code.starts_on}`);
  else if (code.ends_on) parts.push(`until ${code.ends_on}`);
  if (code.once_per_customer) parts.push('once per customer');
  return parts.join(' · ');
}

function CodeRow({
  code,
  currency,
  onEdit,
}: {
  code: DiscountCode;
  currency: string | undefined;
  onEdit: () => void;
}) {
  const remove = useDeleteDiscountCode();
  const uses =
    code.max_uses === null
      ? `${code.uses} used`
      : `${code.uses} of ${code.max_uses} used · ${code.remaining} left`;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-base font-semibold tracking-wide">{code.code}</span>
          {!code.is_active && <Badge tone="neutral">Off</Badge>}
        </p>
        <p className="mt-0.5 text-sm text-muted-foreground">{describeCode(code, currency)}</p>
        <p className="mt-0.5 text-sm tabular-nums">{uses}</p>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center sm:gap-1">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${code.code}`}>
          Edit
        </Button>
        {code.uses === 0 || code.is_active ? (
          <DeleteButton
            label={code.uses === 0 ? 'Delete' : 'Switch off'}
            title={code.uses === 0 ? `Delete ${code.code}?` : `Switch off ${code.code}?`}
            onDelete={() => remove.mutateAsync(code.id)}
            pending={remove.isPending}
            onDeleted={() =>
              toast.success(code.uses === 0 ? 'Discount code deleted' : 'Discount code switched off')
            }
          >
            {code.uses === 0
              ? 'Nobody has used it yet, so it is removed.'
              : 'Orders have used it, so it stays in the list for your records; customers can no longer apply it.'}
          </DeleteButton>
        ) : null}
      </div>
    </Card>
  );
}
