import { MAX_REDEEMED_GIFT_CARDS } from '@contract/counter';
import { formatGiftCardCode, normaliseGiftCardCode } from '@contract/gift-cards';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { CounterProblems } from './counter-form';

/** The field's own problems: the list as a whole, or one code of it, as the server names them. */
export const REDEEM_FIELD = 'redeem_gift_cards';

/**
 * Gift cards the customer pays with: codes typed (or scanned) one by one and listed, each with the
 * server's word on it beside it. Nothing is looked up while typing: the sale's own call checks and
 * redeems them, so the screen says that their value is taken when the sale completes.
 */
export function CounterRedeemCards({
  codes,
  problems,
  onChange,
}: {
  /** Normalised codes (upper case, no spaces or dashes), as sent. */
  codes: string[];
  problems: CounterProblems;
  onChange: (codes: string[]) => void;
}) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const add = () => {
    const code = normaliseGiftCardCode(typed.trim());
    if (!code) return setProblem('Enter the gift card code');
    if (codes.includes(code)) return setProblem('This gift card is already in the list');
    if (codes.length >= MAX_REDEEMED_GIFT_CARDS) {
      return setProblem(`Redeem at most ${MAX_REDEEMED_GIFT_CARDS} gift cards at once`);
    }
    onChange([...codes, code]);
    setTyped('');
    setProblem(undefined);
  };

  return (
    <div className="space-y-2">
      <div className="flex items-end gap-2">
        <Field
          label="Gift card to redeem"
          hint="Its value is taken when the sale completes; what is left is paid as chosen below."
          error={problem ?? problems[REDEEM_FIELD]}
          className="max-w-xs flex-1"
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              placeholder="XXXX-XXXX-XXXX-XXXX"
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                setProblem(undefined);
              }}
              // Enter adds the code (a scanner ends with it) instead of completing the sale.
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                add();
              }}
            />
          )}
        </Field>
        <Button type="button" variant="outline" size="sm" onClick={add} className="mb-0.5">
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </div>
      {codes.length > 0 && (
        <ul aria-label="Gift cards to redeem" className="space-y-1.5">
          {codes.map((code, index) => {
            const refused = problems[`${REDEEM_FIELD}.${index}`];
            const shown = formatGiftCardCode(code);
            return (
              <li key={code} className="rounded-lg border border-border px-3 py-1.5">
                <div className="flex items-center justify-between gap-3">
                  <span className="font-mono text-sm tracking-wide">{shown}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove gift card ${shown}`}
                    onClick={() => onChange(codes.filter((c) => c !== code))}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </Button>
                </div>
                {refused && <p className="text-sm text-danger">{refused}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
