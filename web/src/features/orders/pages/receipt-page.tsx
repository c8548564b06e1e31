import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Mail, Plus, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { SHOWN_ONCE } from '../../../components/gift-card-codes/gift-card-codes';
import { useShownOnceCodes } from '../../../components/gift-card-codes/use-shown-once-codes';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FetchError } from '../../../components/ui/fetch-error';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { useCurrentBusiness, useShopTimeZone } from '../../../lib/current-business';
import { userInfoQuery } from '../../../lib/current-user';
import { useLegalDetails } from '../../../lib/legal-details';
import { isStaff } from '../../../lib/roles';
import { useEmailReceipt } from '../api/email-receipt';
import { useInternOrder } from '../api/get-intern-order';
import { useRefunds } from '../api/refunds';
import { Receipt } from '../components/receipt';
import { useReceiptTexts } from '../components/use-receipt-texts';
import { OrderNotFound } from './order-details-page';

const RECEIPT_PAGE = '@page { size: 80mm 200mm; margin: 4mm; }';

/** A printable till receipt on its own page (no navigation around it), with print and e-mail. */
export function ReceiptPage() {
  const { uuid = '' } = useParams();
  const order = useInternOrder(uuid);
  const mail = useEmailReceipt(uuid);
  const { data: user } = useQuery(userInfoQuery);
  const refunds = useRefunds(uuid, isStaff(user?.role));
  const timeZone = useShopTimeZone();
  // Gift card codes of the sale just made, handed over once in memory: a reload loses them.
  const codes = useShownOnceCodes();
  // The seller's address and tax numbers (docs/decisions/047), in the order's language (ADR 042).
  const legal = useLegalDetails();
  const shopAddress = useCurrentBusiness().data?.address;
  const texts = useReceiptTexts(order.data?.language);

  if (order.isPending || texts === undefined || legal.isPending)
    return <PageSkeleton label="Loading the receipt" blocks={['h-96']} />;
  if (order.isError) {
    return order.error && 'status' in order.error && (order.error as { status: number }).status < 500 ? (
      <OrderNotFound />
    ) : (
      <FetchError
        title="Could not load the receipt"
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  }
  const sendMail = async () => {
    try {
      await mail.mutateAsync();
      toast.success(`Receipt sent to ${order.data.sender_email}`);
    } catch {
      // The global toast says why (no address, too many receipts this hour).
    }
  };

  return (
    <main className="min-h-dvh bg-background px-4 py-6 text-foreground print:bg-white print:p-0">
      {/* An 80 mm till roll; rendered with the page, so the rule leaves with it and other printables keep theirs. */}
      <style>{RECEIPT_PAGE}</style>
      <div className="mx-auto flex max-w-md flex-wrap items-center gap-2 print:hidden">
        <Link to={`/intern/orders/${uuid}`} className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Order #{order.data.number}
        </Link>
        <span className="flex-1" />
        <Link to="/intern/counter" className={buttonClasses('outline', 'sm')}>
          <Plus className="size-4" aria-hidden="true" />
          New sale
        </Link>
      </div>
      {codes.length > 0 && (
        <p
          role="alert"
          className="mx-auto mt-4 max-w-[22rem] rounded-lg border-2 border-primary bg-primary-soft/40 p-3 text-[15px] font-medium print:hidden"
        >
          The receipt shows the gift card {codes.length === 1 ? 'code' : 'codes'}. {SHOWN_ONCE}
        </p>
      )}
      <section className="mx-auto mt-4 w-full max-w-[22rem] rounded-lg border border-border bg-white p-5 text-neutral-900 shadow-sm print:mt-0 print:max-w-none print:border-0 print:p-0 print:text-black print:shadow-none">
        <ReceiptTexts i18n={texts}>
          <Receipt
            order={order.data}
            refunded={refunds.data?.refunded_total ?? 0}
            timeZone={timeZone}
            legal={legal.data}
            shopAddress={shopAddress}
            giftCardCodes={codes}
          />
        </ReceiptTexts>
      </section>
      <div className="mx-auto mt-4 flex max-w-[22rem] flex-col gap-2 print:hidden">
        <Button onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          Print receipt
        </Button>
        {order.data.sender_email && (
          <Button variant="outline" onClick={sendMail} loading={mail.isPending}>
            <Mail className="size-4" aria-hidden="true" />
            E-mail receipt
          </Button>
        )}
      </div>
    </main>
  );
}

/** The receipt's language when its catalog came; the English of the code when it could not. */
function ReceiptTexts({ i18n, children }: { i18n: I18n | null; children: ReactNode }) {
  return i18n ? <I18nProvider i18n={i18n}>{children}</I18nProvider> : children;
}
