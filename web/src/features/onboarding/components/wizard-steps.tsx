import type { Business } from '@contract/business';
import type { ComponentType } from 'react';
import { BusinessStep } from './business-step';
import { FinishStep } from './finish-step';

export interface StepProps {
  /** The shop once the first step created it. */
  business: Business | null;
  onNext: () => void;
  onBack: () => void;
  /** Jumps to the step with this id, e.g. from the summary back to the shop's details. */
  goTo: (id: string) => void;
}

export interface WizardStep {
  id: string;
  /** Short name in the progress bar. */
  label: string;
  title: string;
  description: string;
  Component: ComponentType<StepProps>;
}

export const BUSINESS_STEP: WizardStep = {
  id: 'business',
  label: 'Your shop',
  title: 'Tell us about your shop',
  description: 'Customers see these details on your storefront and order pages.',
  Component: BusinessStep,
};

export const FINISH_STEP: WizardStep = {
  id: 'finish',
  label: 'Ready to go',
  title: 'Ready to go',
  description: 'Your shop is ready for its first orders.',
  Component: FinishStep,
};

/**
 * The onboarding steps in order: the shop first, the summary last, and in between the set-up steps
 * other features provide (pickup locations and zip codes, time windows, order form). The app composes
 * them, since features do not import each other; each set-up step only needs onNext and onBack.
 */
export function wizardSteps(setupSteps: readonly WizardStep[] = []): readonly WizardStep[] {
  return [BUSINESS_STEP, ...setupSteps, FINISH_STEP];
}
