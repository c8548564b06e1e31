import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Logo } from '../../../components/ui/logo';
import { PageSpinner } from '../../../components/ui/spinner';
import { logout } from '../../../lib/auth';
import { businessQuery } from '../../../lib/current-business';
import { StepIndicator } from '../components/step-indicator';
import { WIZARD_STEPS } from '../components/wizard-steps';

function Wizard({ startsWithBusiness }: { startsWithBusiness: boolean }) {
  const { data: business } = useQuery({ ...businessQuery, meta: { errorToast: false } });
  // A shop made earlier (the user left mid-way) resumes after the business step.
  const [index, setIndex] = useState(startsWithBusiness ? 1 : 0);
  const step = WIZARD_STEPS[index] ?? WIZARD_STEPS[0];
  if (!step) return null;
  const { Component } = step;

  return (
    <>
      <StepIndicator steps={WIZARD_STEPS} current={index} />
      <Card className="mt-6 p-5 sm:p-8">
        <div className="mb-7">
          <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-[28px]">{step.title}</h1>
          <p className="mt-1.5 text-muted-foreground">{step.description}</p>
        </div>
        <Component
          business={business ?? null}
          onNext={() => setIndex((current) => Math.min(current + 1, WIZARD_STEPS.length - 1))}
          onBack={() => setIndex((current) => Math.max(current - 1, 0))}
        />
      </Card>
    </>
  );
}

export function OnboardingPage() {
  const business = useQuery({ ...businessQuery, meta: { errorToast: false } });

  return (
    <div className="min-h-dvh bg-background">
      <header className="mx-auto flex h-16 max-w-2xl items-center justify-between px-5">
        <Logo />
        <Button variant="ghost" size="sm" onClick={() => void logout()}>
          <LogOut className="size-4" aria-hidden="true" />
          Logout
        </Button>
      </header>
      <main className="mx-auto max-w-2xl px-4 pt-4 pb-16 sm:px-5 sm:pt-8">
        {business.isPending ? <PageSpinner /> : <Wizard startsWithBusiness={Boolean(business.data)} />}
      </main>
    </div>
  );
}
