import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Logo } from '../../../components/ui/logo';
import { PageSpinner } from '../../../components/ui/spinner';
import { logout } from '../../../lib/auth';
import { quietBusinessQuery } from '../../../lib/current-business';
import { StepIndicator } from '../components/step-indicator';
import { type WizardStep, wizardSteps } from '../components/wizard-steps';

function Wizard({
  steps,
  startsWithBusiness,
}: {
  steps: readonly WizardStep[];
  startsWithBusiness: boolean;
}) {
  const { data: business } = useQuery(quietBusinessQuery);
  // A shop made earlier (the user left mid-way) resumes after the business step.
  const [index, setIndex] = useState(startsWithBusiness ? 1 : 0);
  // A step opened from a later one (the summary's "Edit details") leads back there when done.
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const step = steps[index] ?? steps[0];
  if (!step) return null;
  const { Component } = step;

  const move = (next: number) => {
    setIndex(Math.max(0, Math.min(next, steps.length - 1)));
    // Each step starts at its top, also on a phone scrolled down to the buttons.
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  };
  const next = () => {
    setReturnTo(null);
    move(returnTo ?? index + 1);
  };
  const back = () => {
    setReturnTo(null);
    move(index - 1);
  };
  const goTo = (id: string) => {
    const target = steps.findIndex((other) => other.id === id);
    if (target < 0) return;
    if (target < index) setReturnTo(index);
    move(target);
  };

  return (
    <>
      <StepIndicator steps={steps} current={index} />
      <Card className="mt-6 p-5 sm:p-8">
        <div className="mb-7">
          <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-[28px]">{step.title}</h1>
          <p className="mt-1.5 text-muted-foreground">{step.description}</p>
        </div>
        <Component business={business ?? null} onNext={next} onBack={back} goTo={goTo} />
      </Card>
    </>
  );
}

interface OnboardingPageProps {
  /** Steps between "Your shop" and "Ready to go", provided by other features through the app. */
  setupSteps?: readonly WizardStep[];
}

export function OnboardingPage({ setupSteps = [] }: OnboardingPageProps) {
  const business = useQuery(quietBusinessQuery);
  const steps = useMemo(() => wizardSteps(setupSteps), [setupSteps]);

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
        {business.isPending ? (
          <PageSpinner />
        ) : (
          <Wizard steps={steps} startsWithBusiness={Boolean(business.data)} />
        )}
      </main>
    </div>
  );
}
