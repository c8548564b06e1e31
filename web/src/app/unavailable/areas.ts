import {
  BadgeCheck,
  Banknote,
  ChartColumn,
  CreditCard,
  KeyRound,
  type LucideIcon,
  Repeat,
  Store,
  UserRound,
  Users,
} from 'lucide-react';

export interface Area {
  title: string;
  icon: LucideIcon;
  /** What the area is for, so the empty page still tells the user where they are. */
  purpose: string;
  /** Only owners and managers may use it (PRODUCT.md Roles). */
  staffOnly?: boolean;
  /** Where a public page sends the visitor on; Petal's home page when not given. */
  next?: { to: string; label: string };
}

const backToSignIn = { to: '/login', label: 'Back to sign in' };

/**
 * The screens of seed §2 that later versions fill. Each shows the page it belongs to and says plainly
 * that it is not available yet; none shows made-up data.
 */
export const AREAS = {
  analytics: {
    title: 'Analytics',
    icon: ChartColumn,
    purpose: 'Revenue, order counts and averages over time.',
    staffOnly: true,
  },
  payouts: {
    title: 'Payouts',
    icon: Banknote,
    purpose: 'Transfers from the card-payment provider to your bank.',
    staffOnly: true,
  },
  subscriptions: {
    title: 'Subscriptions',
    icon: Repeat,
    purpose: 'Recurring flower deliveries for your customers.',
    staffOnly: true,
  },
  accountStripe: {
    title: 'Card payments',
    icon: CreditCard,
    purpose: 'Connect your card-payment account to get paid online.',
  },
  accountBusiness: {
    title: 'Business',
    icon: Store,
    purpose: "Your shop's name, address, contact details and logo.",
  },
  accountFlorists: {
    title: 'Team',
    icon: Users,
    purpose: 'Invite florists and managers, and switch their access on or off.',
    staffOnly: true,
  },
  accountUser: { title: 'Your profile', icon: UserRound, purpose: 'Your name and password.' },
  resetPassword: {
    title: 'Reset your password',
    icon: KeyRound,
    purpose: 'Get a link by e-mail to choose a new password.',
    next: backToSignIn,
  },
  resetPasswordConfirm: {
    title: 'Choose a new password',
    icon: KeyRound,
    purpose: 'Set a new password from the link in your e-mail.',
    next: backToSignIn,
  },
  verifyEmail: {
    title: 'Verify your e-mail',
    icon: BadgeCheck,
    purpose: 'Confirm the e-mail address of your Petal account.',
    next: backToSignIn,
  },
} satisfies Record<string, Area>;

export type AreaKey = keyof typeof AREAS;
