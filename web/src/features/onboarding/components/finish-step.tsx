import { ArrowLeft, PartyPopper } from 'lucide-react';
import { useNavigate } from 'react-router';
import { timeZoneLabel } from '../../../components/business/locale-options';
import { Button } from '../../../components/ui/button';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import type { StepProps } from './wizard-steps';

export function FinishStep({ business, goTo }: StepProps) {
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();
  if (!business) return null;

  const rows: [string, string][] = [
    ['Storefront', `${window.location.host}/${business.url}/store`],
    ['Phone', business.phone],
    ['E-mail', business.email],
    ['Address', business.address],
    ['Currency', business.currency],
    ['Time zone', timeZoneLabel(business.time_zone)],
  ];

  const finish = () =>
    complete.mutate(undefined, { onSuccess: () => navigate('/intern/orders', { replace: true }) });

  return (
    <div>
      <div className="flex items-start gap-4 rounded-2xl bg-primary-soft p-4 text-primary-soft-foreground">
        <PartyPopper className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{business.name} is set up</p>
          <p className="mt-0.5 text-sm opacity-85">Check the details below, then open your back office.</p>
        </div>
      </div>
      <dl className="mt-6 divide-y divide-border rounded-2xl border border-border">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[9rem_1fr] sm:gap-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-sm font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" size="lg" onClick={() => goTo('business')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Edit details
        </Button>
        <Button size="lg" onClick={finish} loading={complete.isPending}>
          Open my back office
        </Button>
      </div>
    </div>
  );
}
