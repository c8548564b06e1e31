import { CreditCard } from 'lucide-react';
import { Card } from '../../../components/ui/card';

const settings = [
  ['STRIPE_SECRET_KEY', 'the secret key of your Stripe platform account (sk_live_… or sk_test_…)'],
  ['STRIPE_PUBLISHABLE_KEY', 'its publishable key (pk_…), for Stripe’s pages inside Petal'],
  ['STRIPE_WEBHOOK_SECRET', 'the signing secret (whsec_…) of a Connect webhook endpoint'],
] as const;

const events = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
];

/** The server has no card-payment keys: what to set, so whoever runs Petal can switch it on. */
export function NotConfigured({ message }: { message: string }) {
  const webhook = `${window.location.origin}/api/stripe/webhook`;
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <CreditCard className="mt-1 size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="space-y-1">
          <h2 className="font-display text-lg font-semibold">Card payments are not set up on this server</h2>
          <p className="text-sm text-muted-foreground">
            Everything else works; customers pay in the shop where you allow it. To take card payments,
            whoever runs Petal sets these and restarts it:
          </p>
        </div>
      </div>
      <dl className="space-y-2 text-sm">
        {settings.map(([name, what]) => (
          <div key={name}>
            <dt>
              <code className="rounded bg-muted px-1.5 py-0.5 text-[13px]">{name}</code>
            </dt>
            <dd className="mt-0.5 text-muted-foreground">{what}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        In Stripe, add a webhook endpoint for events <em>on connected accounts</em> at{' '}
        <code className="rounded bg-muted px-1.5 py-0.5 text-[13px] break-all">{webhook}</code> with the
        events{' '}
        {events.map((event, i) => (
          <span key={event}>
            <code className="text-[13px]">{event}</code>
            {i < events.length - 1 ? ', ' : '.'}
          </span>
        ))}
      </p>
      <p className="sr-only">{message}</p>
    </Card>
  );
}
