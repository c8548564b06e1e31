import type { Occasion } from '@contract/occasions';
import type { I18n } from '@lingui/core';

/**
 * How each occasion reads to the customer, on the storefront and on their order page (the staff
 * pages have their own English names, lib/occasions).
 */
export const occasionNames = (i18n: I18n): Record<Occasion, string> => ({
  birthday: i18n._('Birthday'),
  anniversary: i18n._('Anniversary'),
  love: i18n._('Love & romance'),
  thank_you: i18n._('Thank you'),
  congratulations: i18n._('Congratulations'),
  get_well: i18n._('Get well'),
  new_baby: i18n._('New baby'),
  sympathy: i18n._('Sympathy'),
  wedding: i18n._('Wedding'),
  just_because: i18n._('Just because'),
});
