import type { GiftCardMovement } from '@contract/gift-cards';

export const MOVEMENT_LABELS: Record<GiftCardMovement['type'], string> = {
  issue: 'Issued',
  redeem: 'Redeemed',
  release: 'Given back',
  adjust: 'Adjusted',
  void: 'Voided (its order was refunded or deleted)',
};

/** The code as staff may see it: only its last four characters. */
export const maskedCode = (last4: string) => `···· ${last4}`;
