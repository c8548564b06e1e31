import { OnboardingPage } from '../features/onboarding/pages/onboarding-page';
import { SETUP_STEPS } from '../features/settings/onboarding/setup-steps';

/**
 * The onboarding wizard with the settings feature's set-up steps (locations and zip codes, time
 * windows, order form) between "Your shop" and "Ready to go". Features do not import each other, so
 * the app puts the two together here.
 */
export function OnboardingRoute() {
  return <OnboardingPage setupSteps={SETUP_STEPS} />;
}
