import {
  Bell,
  ChevronRight,
  Clock,
  History,
  Landmark,
  type LucideIcon,
  MessageSquareText,
  NotebookPen,
  Percent,
  TicketPercent,
} from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { StaffOnly } from '../../../components/ui/staff-only';
import { useLegalDetails } from '../../../lib/legal-details';
import { useOrderFormSettings } from '../api/get-order-form-settings';
import { useOrderTime } from '../api/get-order-time';
import { useTaxSettings } from '../api/get-tax-settings';
import { useTextSettings } from '../api/text-settings';
import { LocationsManager } from '../components/locations/locations-manager';
import { summariseOrderForm } from '../components/order-form/order-form-summary';
import { SectionHeading } from '../components/section-heading';
import { StorefrontCard } from '../components/storefront/storefront-card';
import { summariseTax } from '../components/tax/tax-summary';
import { summariseWindows } from '../components/time-slots/weekly-form';

export function SettingsPage() {
  return (
    <StaffOnly title="Settings">
      <SettingsOverview />
    </StaffOnly>
  );
}

function SettingsLink({
  to,
  icon: Icon,
  title,
  summary,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  summary: string;
}) {
  return (
    <Link to={to} className="group block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2">
      <Card className="flex h-full items-center gap-4 p-4 transition-colors group-hover:border-primary/40 sm:p-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{title}</span>
          <span className="mt-0.5 block text-sm text-muted-foreground">{summary}</span>
        </span>
        <ChevronRight
          className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </Card>
    </Link>
  );
}

function SettingsOverview() {
  const orderForm = useOrderFormSettings();
  const orderTime = useOrderTime();
  const tax = useTaxSettings();
  const legal = useLegalDetails();
  const texts = useTextSettings();

  const orderFormSummary = orderForm.data
    ? summariseOrderForm(orderForm.data)
    : orderForm.isError
      ? 'What customers fill in and when they can order.'
      : 'Loading…';
  const windowsSummary = orderTime.data
    ? orderTime.data.delivery.windows.length + orderTime.data.pickup.windows.length === 0
      ? "No time windows yet: customers can't choose a time until you add some."
      : `Delivery: ${summariseWindows(orderTime.data.delivery)} · Pickup: ${summariseWindows(orderTime.data.pickup)}`
    : orderTime.isError
      ? 'Delivery and pickup windows for each weekday.'
      : 'Loading…';

  const textsSummary = texts.data
    ? !texts.data.configured
      ? 'Not set up on this server yet.'
      : texts.data.notices.length === 0
        ? 'No notices go by text.'
        : `${texts.data.sent_this_month} of ${texts.data.monthly_cap} sent this month${texts.data.cap_reached ? ': limit reached' : ''}.`
    : texts.isError
      ? 'Order notices by text to customers and recipients.'
      : 'Loading…';

  const taxSummary = tax.data
    ? summariseTax(tax.data)
    : tax.isError
      ? 'VAT or sales tax, and its rates.'
      : 'Loading…';

  const legalSummary = legal.data
    ? legal.data.updated_at
      ? [legal.data.legal_name, legal.data.vat_id ?? legal.data.tax_number].filter(Boolean).join(' · ')
      : 'Not set yet: invoices and receipts show no VAT ID or tax number, and your imprint is incomplete.'
    : legal.isError
      ? 'Your registered name, address and tax numbers.'
      : 'Loading…';

  return (
    <div className="mx-auto max-w-3xl space-y-10">
      <section aria-labelledby="ordering-title">
        <SectionHeading
          id="ordering-title"
          title="Ordering"
          description="What customers can choose when they complete an order."
        />
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <SettingsLink
            to="/intern/settings/order-form"
            icon={NotebookPen}
            title="Order form"
            summary={orderFormSummary}
          />
          <SettingsLink
            to="/intern/settings/time-slots"
            icon={Clock}
            title="Time slots"
            summary={windowsSummary}
          />
          <SettingsLink to="/intern/settings/tax" icon={Percent} title="Tax" summary={taxSummary} />
          <SettingsLink
            to="/intern/settings/discount-codes"
            icon={TicketPercent}
            title="Discount codes"
            summary="Percent or amount off, for customers to enter on their order page."
          />
          <SettingsLink
            to="/intern/settings/texts"
            icon={MessageSquareText}
            title="Texts"
            summary={textsSummary}
          />
        </div>
      </section>

      <section aria-labelledby="storefront-title">
        <SectionHeading
          id="storefront-title"
          title="Storefront"
          description="Your shop's public page, where customers order your products."
        />
        <div className="mt-4">
          <StorefrontCard />
        </div>
      </section>

      <section aria-labelledby="locations-title">
        <SectionHeading
          id="locations-title"
          title="Locations & zip codes"
          description="Where customers pick up, and the zip codes each location delivers to with its price."
        />
        <div className="mt-4">
          <LocationsManager />
        </div>
      </section>

      <section aria-labelledby="invoices-title">
        <SectionHeading
          id="invoices-title"
          title="Invoices"
          description="What every invoice, credit note and receipt says about your business."
        />
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <SettingsLink
            to="/intern/settings/legal"
            icon={Landmark}
            title="Legal details"
            summary={legalSummary}
          />
        </div>
      </section>

      <section aria-labelledby="devices-title">
        <SectionHeading
          id="devices-title"
          title="Your devices"
          description="Yours alone: everyone in your team chooses for their own phone and computers."
        />
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <SettingsLink
            to="/intern/settings/notifications"
            icon={Bell}
            title="Notifications"
            summary="New web orders, late orders, not home and failed card payments, on this device even with Petal closed."
          />
        </div>
      </section>

      <section aria-labelledby="records-title">
        <SectionHeading
          id="records-title"
          title="Records"
          description="What happened in your shop, for when something needs explaining."
        />
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <SettingsLink
            to="/intern/settings/activity"
            icon={History}
            title="Activity"
            summary="Who changed orders, payments, stock, products, settings and the team, and when."
          />
        </div>
      </section>
    </div>
  );
}
