import { useTexts } from '../../i18n/use-texts';
import { Field } from '../ui/field';
import { Textarea } from '../ui/textarea';
import type { BindField, OrderFieldErrors } from './field-binding';

interface WishesFieldsProps {
  bind: BindField;
  errors: OrderFieldErrors;
  /** Off when the shop does not write cards (order-form settings). */
  cardMessage?: boolean;
  /** The card's length so far and its limit, counted beside the label. */
  cardCount?: { length: number; max: number };
  cardHint?: string;
  instructionsHint?: string;
  /** The customer writes the card in the card's own type, a little larger. */
  cardStyle?: 'card' | 'plain';
}

/** The card's message and the special instructions. */
export function WishesFields({
  bind,
  errors,
  cardMessage = true,
  cardCount,
  cardHint = 'Optional',
  instructionsHint = 'Optional',
  cardStyle = 'plain',
}: WishesFieldsProps) {
  const i18n = useTexts();
  const tooLong = cardCount && cardCount.length > cardCount.max;
  return (
    <>
      {cardMessage && (
        <Field
          label={i18n._('Card message')}
          error={errors.card_message}
          aside={
            cardCount && (
              <span
                aria-live="polite"
                className={
                  tooLong
                    ? 'text-sm font-medium text-danger tabular-nums'
                    : 'text-sm text-muted-foreground tabular-nums'
                }
              >
                {cardCount.length} / {cardCount.max}
              </span>
            )
          }
          hint={cardHint}
        >
          {(control) =>
            cardStyle === 'card' ? (
              <Textarea
                {...control}
                {...bind('card_message')}
                rows={4}
                placeholder={i18n._('Happy birthday! With love…')}
                className="font-display text-[17px]"
              />
            ) : (
              <Textarea {...control} {...bind('card_message')} rows={3} />
            )
          }
        </Field>
      )}
      <Field
        label={i18n._('Special instructions')}
        error={errors.special_instructions}
        hint={instructionsHint}
      >
        {(control) => <Textarea {...control} {...bind('special_instructions')} rows={2} />}
      </Field>
    </>
  );
}
