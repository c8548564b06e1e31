import type { Occasion } from '@contract/occasions';

/** How each occasion reads, on the storefront and the staff product page. */
export const OCCASION_LABELS: Record<Occasion, string> = {
  birthday: 'Birthday',
  anniversary: 'Anniversary',
  love: 'Love & romance',
  thank_you: 'Thank you',
  congratulations: 'Congratulations',
  get_well: 'Get well',
  new_baby: 'New baby',
  sympathy: 'Sympathy',
  wedding: 'Wedding',
  just_because: 'Just because',
};
