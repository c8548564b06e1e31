import { MAX_MONTHLY_TEXTS, TEXT_NOTICES, type TextNotice, type TextSettingsAnswer } from '@contract/texts';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { StaffOnly } from '../../../components/ui/staff-only';
import { isApiError } from '../../../lib/api-client';
import { useTextSettings, useUpdateTextSettings } from '../api/text-settings';
import { LoadError } from '../components/load-error';
import { SaveBar } from '../components/save-bar';
import { SectionHeading } from '../components/section-heading';
import { TimeSelect } from '../components/time-select';
import { ToggleRow } from '../components/toggle-row';
import { UnsavedChangesGuard } from '../components/unsaved-changes';

export function TextsPage() {
  return (
    <StaffOnly title="Texts">
      <TextsLoader />
    </StaffOnly>
  );
}

function TextsLoader() {
  const settings = useTextSettings();
  if (settings.isPending) return <PageSkeleton label="Loading" blocks={['h-96']} />;
  if (settings.isError) return <LoadError what="the text settings" onRetry={() => void settings.refetch()} />;
  return <TextsEditor saved={settings.data} />;
}

/** Each notice as the shop chooses it, and who gets it. */
const NOTICE_TEXT: Record<TextNotice, { label: string; description: string }> = {
  confirmed: {
    label: 'Order confirmed',
    description: 'To the customer, as soon as they ask for texts on their order page.',
  },
  out_for_delivery: {
    label: 'Out for delivery',
    description:
      'To the customer, and to the recipient with the time window. The recipient is not told who sent the flowers unless the card is signed with the sender’s name.',
  },
  delivered: { label: 'Delivered', description: 'To the customer.' },
  not_home: {
    label: 'Not home',
    description: 'To the customer and the recipient, with your phone number to arrange a new time.',
  },
};

type Draft = { notices: TextNotice[]; cap: string; start: string; end: string };

const draftOf = (saved: TextSettingsAnswer): Draft => ({
  notices: saved.notices,
  cap: String(saved.monthly_cap),
  start: saved.quiet_hours.start,
  end: saved.quiet_hours.end,
});

function TextsEditor({ saved }: { saved: TextSettingsAnswer }) {
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateTextSettings();
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(saved));

  const toggle = (notice: TextNotice, on: boolean) =>
    setDraft((d) => ({
      ...d,
      notices: TEXT_NOTICES.filter((n) => (n === notice ? on : d.notices.includes(n))),
    }));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const cap = Number(draft.cap);
    if (draft.cap.trim() === '' || !Number.isInteger(cap) || cap < 0 || cap > MAX_MONTHLY_TEXTS) {
      setErrors({ monthly_cap: `Enter a whole number from 0 to ${MAX_MONTHLY_TEXTS}` });
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
      toast.success('Settings saved');
    } catch (error) {
      const details = isApiError(error) ? (error.details as Record<string, string> | undefined) : undefined;
      setErrors({
        ...(details ?? {}),
        form: isApiError(error) ? error.message : 'Could not save. Try again.',
      });
    }
  };

  return (
    <div className="mx-auto max-w-2xl">
      <SectionHeading
        title="Texts to customers and recipients"
        description="Which notices go by text (SMS). Customers choose on their order page whether they want texts."
      />
      <Usage saved={saved} />
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5">
        <Card className="divide-y divide-border px-4 sm:px-6">
          {TEXT_NOTICES.map((notice) => (
            <ToggleRow
              key={notice}
              label={NOTICE_TEXT[notice].label}
              description={NOTICE_TEXT[notice].description}
              checked={draft.notices.includes(notice)}
              onChange={(event) => toggle(notice, event.target.checked)}
            />
          ))}
        </Card>
        <Card className="grid gap-4 px-4 py-5 sm:grid-cols-3 sm:px-6">
          <Field
            label="Texts a month at most"
            error={errors.monthly_cap}
            hint="Then texts stop until next month."
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
          <Field label="Quiet from" hint="Texts wait until quiet hours end.">
            {(control) => (
              <TimeSelect
                {...control}
                value={draft.start}
                onChange={(event) => setDraft((d) => ({ ...d, start: event.target.value }))}
              />
            )}
          </Field>
          <Field label="Quiet until" error={errors.end ?? errors['quiet_hours.end']}>
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
          saveLabel="Save"
          onDiscard={() => setDraft(draftOf(saved))}
        />
      </form>
      <UnsavedChangesGuard dirty={dirty && !update.isPending} />
    </div>
  );
}

/** Whether texts can go out at all, and this month's count against the cap. */
function Usage({ saved }: { saved: TextSettingsAnswer }) {
  if (!saved.configured) {
    return (
      <Card role="status" className="mt-5 flex gap-3 border-warning/40 p-4 text-sm">
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
        <p>
          Texts are not set up on this server: nothing is sent until whoever runs it adds the SMS provider’s
          settings (see the README, “Texts”). You can choose your notices now.
        </p>
      </Card>
    );
  }
  return (
    <Card role="status" className="mt-5 flex gap-3 p-4 text-sm">
      {saved.cap_reached && (
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      )}
      <p>
        {saved.sent_this_month} of {saved.monthly_cap} texts sent this month.
        {saved.cap_reached &&
          ' The monthly limit is reached: no texts go out until next month, or raise the limit.'}
      </p>
    </Card>
  );
}
