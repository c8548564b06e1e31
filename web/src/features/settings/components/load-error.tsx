import { CloudOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** The block's words, for a page in another language than the English of the code. */
export type LoadErrorTexts = { title: string; hint: string; retry: string };

/**
 * A settings block whose data did not load: says so and offers to try again. `what` did not load,
 * in English; or `texts`, all of it in the page's language.
 */
export function LoadError({
  onRetry,
  ...words
}: { onRetry: () => void } & ({ what: string } | { texts: LoadErrorTexts })) {
  const texts =
    'texts' in words
      ? words.texts
      : {
          title: `Could not load ${words.what}`,
          hint: 'Check your connection and try again.',
          retry: 'Try again',
        };
  return (
    <EmptyState
      icon={CloudOff}
      title={texts.title}
      className="my-4"
      action={
        <Button variant="outline" onClick={onRetry}>
          {texts.retry}
        </Button>
      }
    >
      <p>{texts.hint}</p>
    </EmptyState>
  );
}
