import type { TextNotice } from '@contract/texts';
import type { I18n } from '@lingui/core';
import type { LoadErrorTexts } from '../load-error';
import type { SaveBarTexts } from '../save-bar';
import type { LeaveTexts } from '../unsaved-changes';

/*
 * Settings → Texts in the device's language (contract/i18n/office): the words of the shared pieces
 * it uses (save bar, leave dialog, load error), which speak English on the other settings pages.
 */

/** Each notice as the shop chooses it, and who gets it. */
export const noticeTexts = (i18n: I18n): Record<TextNotice, { label: string; description: string }> => ({
  confirmed: {
    label: i18n._('Order confirmed'),
    description: i18n._('To the customer, as soon as they ask for texts on their order page.'),
  },
  out_for_delivery: {
    label: i18n._('Out for delivery'),
    description: i18n._(
      'To the customer, and to the recipient with the time window. The recipient is not told who sent the flowers unless the card is signed with the sender’s name.',
    ),
  },
  delivered: {
    label: i18n._('Delivered'),
    description: i18n._('To the customer, whether the driver marks it delivered or you mark the order done.'),
  },
  not_home: {
    label: i18n._('Not home'),
    description: i18n._('To the customer and the recipient, with your phone number to arrange a new time.'),
  },
});

export const saveBarTexts = (i18n: I18n): SaveBarTexts => ({
  unsaved: i18n._('Unsaved'),
  unsavedChanges: i18n._('Unsaved changes'),
  saved: i18n._('Saved'),
  allSaved: i18n._('All changes saved'),
  discard: i18n._('Discard'),
});

export const leaveTexts = (i18n: I18n): LeaveTexts => ({
  title: i18n._('Leave without saving?'),
  description: i18n._('You have changes that are not saved yet. They are lost if you leave this page.'),
  stay: i18n._('Stay on this page'),
  leave: i18n._('Leave without saving'),
});

export const loadErrorTexts = (i18n: I18n): LoadErrorTexts => ({
  title: i18n._('Could not load the text settings'),
  hint: i18n._('Check your connection and try again.'),
  retry: i18n._('Try again'),
});
