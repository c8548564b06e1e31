import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CreditCard, ExternalLink, Lock, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProviderView } from '../../../components/card-provider/provider-view';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { PageSpinner } from '../../../components/ui/spinner';
import { type CardAccount, cardAccountKeys, cardAccountQuery } from '../../../lib/card-account';
import { userInfoQuery } from '../../../lib/current-user';
import { createAccount, createAccountLink, restartAccount } from '../api/connect';
import { NotConfigured } from '../components/not-configured';

type Connected = Extract<CardAccount, { configured: true }>;

/** Countries where the provider opens accounts for shops like ours; the list a florist picks from. */
const countries = [
  'AT',
  'AU',
  'BE',
  'CA',
  'CH',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'IE',
  'IT',
  'LU',
  'NL',
  'NO',
  'NZ',
  'PL',
  'PT',
  'SE',
  'US',
];
const countryName = new Intl.DisplayNames(['en'], { type: 'region' });

/** /intern/account/stripe: the owner connects the shop's card-payment account (Stripe Connect). */
export function CardAccountPage() {
  const { data: user } = useQuery(userInfoQuery);
  if (!user) return <PageSpinner />;
  if (user.role !== 'owner') {
    return (
      <EmptyState icon={Lock} title="Card payments" className="mt-6 md:mt-12">
        <p>Only the owner of the shop connects card payments.</p>
      </EmptyState>
    );
  }
  return <CardAccountView />;
}

function CardAccountView() {
  const account = useQuery(cardAccountQuery);
  if (account.isPending) return <PageSpinner />;
  if (account.isError) {
    return (
      <FetchError
        title="Failed to fetch the card-payment account"
        onRetry={() => account.refetch()}
        retrying={account.isFetching}
      >
        {account.error.message}
      </FetchError>
    );
  }
  const status = account.data;
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      {!status.configured ? (
        <NotConfigured message={status.message} />
      ) : !status.connected ? (
        <ConnectAccount />
      ) : status.charges_enabled ? (
        <AccountActive status={status} />
      ) : (
        <FinishOnboarding status={status} />
      )}
    </div>
  );
}

function useRefreshStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cardAccountKeys.status });
}

function ConnectAccount() {
  const [country, setCountry] = useState('');
  const refresh = useRefreshStatus();
  const connect = useMutation({ mutationFn: () => createAccount(country || undefined), onSuccess: refresh });
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <CreditCard className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="space-y-2">
          <h2 className="font-display text-lg font-semibold">Take card payments</h2>
          <p className="text-sm text-muted-foreground">
            Customers pay for their orders by card on the order page, and the money goes straight to your own
            account at Stripe, which pays it out to your bank. Connecting takes a few minutes: Stripe asks
            about your business and your bank account.
          </p>
        </div>
      </div>
      <form
        className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          connect.mutate();
        }}
      >
        <Field label="Country of your business" className="sm:w-64">
          {(control) => (
            <Select {...control} value={country} onChange={(event) => setCountry(event.target.value)}>
              <option value="">Let Stripe ask</option>
              {countries.map((code) => (
                <option key={code} value={code}>
                  {countryName.of(code)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" loading={connect.isPending}>
          Connect card payments
        </Button>
      </form>
    </Card>
  );
}

function StatusBadges({ status }: { status: Connected }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge tone={status.charges_enabled ? 'green' : 'neutral'}>
        {status.charges_enabled ? 'Takes card payments' : 'Card payments not yet on'}
      </Badge>
      <Badge tone={status.payouts_enabled ? 'green' : 'neutral'}>
        {status.payouts_enabled ? 'Pays out to your bank' : 'Payouts not yet on'}
      </Badge>
    </div>
  );
}

function FinishOnboarding({ status }: { status: Connected }) {
  const refresh = useRefreshStatus();
  const [confirmRestart, setConfirmRestart] = useState(false);
  const link = useMutation({
    mutationFn: createAccountLink,
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const restart = useMutation({
    mutationFn: () => restartAccount(),
    onSuccess: () => {
      setConfirmRestart(false);
      void refresh();
    },
  });
  return (
    <>
      <Card className="space-y-3 p-5 sm:p-6">
        <h2 className="font-display text-lg font-semibold">Finish connecting card payments</h2>
        <StatusBadges status={status} />
        <p className="text-sm text-muted-foreground">
          {status.details_submitted
            ? 'Stripe is checking your details. This page shows when card payments are on.'
            : 'Answer Stripe’s questions below. You can stop and come back at any time.'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => link.mutate()} loading={link.isPending}>
            <ExternalLink className="size-4" aria-hidden="true" /> Continue on Stripe’s site
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirmRestart(true)}>
            <RotateCcw className="size-4" aria-hidden="true" /> Start over
          </Button>
        </div>
      </Card>
      <Card className="p-3 sm:p-5">
        <ProviderView component="account-onboarding" label="Stripe onboarding" onExit={refresh} />
      </Card>
      <ConfirmDialog
        open={confirmRestart}
        title="Start over?"
        confirmLabel="Start over"
        onConfirm={() => restart.mutate()}
        onClose={() => setConfirmRestart(false)}
        pending={restart.isPending}
        error={restart.error?.message}
      >
        Your answers so far are left behind and Stripe asks again, for example for another country or business
        type.
      </ConfirmDialog>
    </>
  );
}

function AccountActive({ status }: { status: Connected }) {
  return (
    <Card className="space-y-3 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-1 size-6 shrink-0 text-success" aria-hidden="true" />
        <div className="space-y-1">
          <h2 className="font-display text-lg font-semibold">Card payments are on</h2>
          <p className="text-sm text-muted-foreground">
            Customers can pay by card on their order page. Account {status.account_id}.
          </p>
        </div>
      </div>
      <StatusBadges status={status} />
      {status.requirements_due.length > 0 && (
        <div className="rounded-xl bg-accent px-4 py-3 text-sm">
          <p className="font-medium">Stripe needs more information:</p>
          <ul className="mt-1 list-disc pl-5">
            {status.requirements_due.map((item) => (
              <li key={item}>{item.replaceAll('_', ' ').replaceAll('.', ': ')}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-3 text-sm font-medium">
        <Link className="text-primary underline-offset-4 hover:underline" to="/intern/payments">
          Payments
        </Link>
        <Link className="text-primary underline-offset-4 hover:underline" to="/intern/payouts">
          Payouts
        </Link>
      </div>
    </Card>
  );
}
