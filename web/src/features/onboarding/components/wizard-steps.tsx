import type { Business } from '@contract/business';
import type { ComponentType } from 'react';
import { BusinessStep } from './business-step';
import { FinishStep } from './finish-step';

export interface StepProps {
  /** The shop once the first step created it. */
  business: Business | null;
  onNext: () => void;
  onBack: () => void;
}

export interface WizardStep {
  id: string;
  /** Short name in the progress bar. */
  label: string;
  title: string;
  description: string;
  Component: ComponentType<StepProps>;
}

/**
 * The onboarding steps in order. Pickup locations, delivery zip codes and time windows slot in
 * between "business" and "finish" as later versions add them; nothing else needs to change.
 */
export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    id: 'business',
    label: 'Your shop',
    title: 'Tell us about your shop',
    description: 'Customers see these details on your storefront and order pages.',
    Component: BusinessStep,
  },
  {
    id: 'finish',
    label: 'Ready to go',
    title: 'Ready to go',
    description: 'Your shop is ready for its first orders.',
    Component: FinishStep,
  },
];
