import { MAX_MONTHLY_TEXTS, TEXT_NOTICES, type TextNotice, type TextSettingsAnswer } from '@contract/texts';
import type { I18n } from '@lingui/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { Card } from '../../../../components/ui/card';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { isApiError } from '../../../../lib/api-error';
import { useUpdateTextSettings } from '../../api/text-settings';
import { SaveBar } from '../save-bar';
import { SectionHeading } from '../section-heading';
import { TimeSelect } from '../time-select';
import { ToggleRow } from '../toggle-row';
import { UnsavedChangesGuard } from '../unsaved-changes';
import { TextUsage } from './text-usage';
import { leaveTexts, noticeTexts, saveBarTexts } from './texts-words';

type Draft = { notices: TextNotice[]; cap: string; start: string; end: string };

const draftOf = (saved: TextSettingsAnswer): Draft => ({
  notices: saved.notices,
  cap: String(saved.monthly_cap),
  start: saved.quiet_hours.start,
  end: saved.quiet_hours.end,
});

/** Which notices the shop texts, the monthly cap and quiet hours, in the device's language. */
export function TextsEditor({ i18n, saved }: { i18n: I18n; saved: TextSettingsAnswer }) {
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateTextSettings();
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(saved));
  const notices = noticeTexts(i18n);

  const toggle = (notice: TextNotice, on: boolean) =>
    setDraft((d) => ({
      ...d,
      notices: TEXT_NOTICES.filter((n) => (n === notice ? on : d.notices.includes(n))),
    }));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const cap = Number(draft.cap);
    if (draft.cap.trim() === '' || !Number.isInteger(cap) || cap < 0 || cap > MAX_MONTHLY_TEXTS) {
      setErrors({ monthly_cap: i18n._('Enter a whole number from 0 to {max}', { max: MAX_MONTHLY_TEXTS }) });
      return;
    }
    // Said here in the page's language; the server refuses it too, in English.
    if (draft.start === draft.end) {
      setErrors({ end: i18n._('Quiet hours need a different start and end.') });
      return;
    }
    try {
      const answer = await update.mutateAsync({
        notices: draft.notices,
        monthly_cap: cap,
        quiet_hours: { start: draft.start, end: draft.end },
      });
      setErrors({});
      setDraft(draftOf(answer));
      toast.success(i18n._('Settings saved'));
    } catch (error) {
      // The server's own words (English) where it gave some: they name what it refused.
      const details = isApiError(error) ? (error.details as Record<string, string> | undefined) : undefined;
      setErrors({
        ...(details ?? {}),
        form: isApiError(error) ? error.message : i18n._('Could not save. Try again.'),
      });
    }
  };

  return (
    <div className="mx-auto max-w-2xl" lang={i18n.locale}>
      <SectionHeading
        title={i18n._('Texts to customers and recipients')}
        description={i18n._(
          'Which notices go by text (SMS). Customers choose on their order page whether they want texts.',
        )}
      />
      <TextUsage i18n={i18n} saved={saved} />
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
        <Card className="divide-y divide-border px-4 sm:px-6">
          {TEXT_NOTICES.map((notice) => (
            <ToggleRow
              key={notice}
              label={notices[notice].label}
              description={notices[notice].description}
              checked={draft.notices.includes(notice)}
              onChange={(event) => toggle(notice, event.target.checked)}
            />
          ))}
        </Card>
        <Card className="grid gap-4 px-4 py-5 sm:grid-cols-3 sm:px-6">
          <Field
            label={i18n._('Texts a month at most')}
            error={errors.monthly_cap}
            hint={i18n._('Then texts stop until next month.')}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={draft.cap}
                onChange={(event) => setDraft((d) => ({ ...d, cap: event.target.value }))}
              />
            )}
          </Field>
          <Field label={i18n._('Quiet from')} hint={i18n._('Texts wait until quiet hours end.')}>
            {(control) => (
              <TimeSelect
                {...control}
                value={draft.start}
                onChange={(event) => setDraft((d) => ({ ...d, start: event.target.value }))}
              />
            )}
          </Field>
          <Field label={i18n._('Quiet until')} error={errors.end ?? errors['quiet_hours.end']}>
            {(control) => (
              <TimeSelect
                {...control}
                value={draft.end}
                onChange={(event) => setDraft((d) => ({ ...d, end: event.target.value }))}
              />
            )}
          </Field>
        </Card>
        {errors.form && (
          <p role="alert" className="text-sm text-destructive">
            {errors.form}
          </p>
        )}
        <SaveBar
          dirty={dirty}
          saving={update.isPending}
          saveLabel={i18n._('Save')}
          texts={saveBarTexts(i18n)}
          onDiscard={() => setDraft(draftOf(saved))}
        />
      </form>
      <UnsavedChangesGuard dirty={dirty && !update.isPending} texts={leaveTexts(i18n)} />
    </div>
  );
}
