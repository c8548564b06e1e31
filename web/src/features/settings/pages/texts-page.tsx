import type { I18n } from '@lingui/core';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { StaffOnly } from '../../../components/ui/staff-only';
import { useTextSettings } from '../api/text-settings';
import { LoadError } from '../components/load-error';
import { useOfficeTexts } from '../components/office-texts';
import { TextsEditor } from '../components/texts/texts-editor';
import { loadErrorTexts } from '../components/texts/texts-words';

/**
 * /intern/settings/texts: which notices go to customers and recipients by text (docs/decisions/066),
 * for owners and managers, in the device's language as Settings → Notifications.
 */
export function TextsPage() {
  const i18n = useOfficeTexts();
  if (!i18n) return <PageSkeleton label="Loading" blocks={['h-96']} />;
  return (
    <StaffOnly
      title={i18n._('Texts')}
      message={i18n._('This page is for owners and managers. Ask the owner of your shop if you need it.')}
    >
      <TextsLoader i18n={i18n} />
    </StaffOnly>
  );
}

function TextsLoader({ i18n }: { i18n: I18n }) {
  const settings = useTextSettings();
  if (settings.isPending) return <PageSkeleton label={i18n._('Loading')} blocks={['h-96']} />;
  if (settings.isError) {
    return <LoadError texts={loadErrorTexts(i18n)} onRetry={() => void settings.refetch()} />;
  }
  return <TextsEditor i18n={i18n} saved={settings.data} />;
}
