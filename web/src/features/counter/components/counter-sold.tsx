import type { IssuedGiftCard } from '@contract/gift-cards';
import { Plus, Printer } from 'lucide-react';
import { useNavigate } from 'react-router';
import { GiftCardCodes } from '../../../components/gift-card-codes/gift-card-codes';
import { receiptState } from '../../../components/gift-card-codes/use-shown-once-codes';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/**
 * After a sale of gift cards to a customer without an e-mail address: their codes, shown this once,
 * the receipt to print with them (handed over in memory, not in the URL), or the next sale.
 */
export function CounterSold({
  uuid,
  cards,
  currency,
  onNext,
}: {
  uuid: string;
  cards: IssuedGiftCard[];
  currency: string | undefined;
  onNext: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Card className="mx-auto max-w-2xl space-y-4 p-4 sm:p-6">
      <div>
        <h2 className="font-display text-2xl font-semibold tracking-tight">Sold</h2>
        <p className="mt-1 text-[15px] text-muted-foreground">
          Give the customer the code: it is what they pay with.
        </p>
      </div>
      <GiftCardCodes cards={cards} currency={currency}>
        <Button onClick={() => navigate(`/intern/orders/${uuid}/receipt`, { state: receiptState(cards) })}>
          <Printer className="size-4" aria-hidden="true" />
          Print receipt with the code
        </Button>
        <Button variant="outline" onClick={onNext}>
          <Plus className="size-4" aria-hidden="true" />
          New sale
        </Button>
      </GiftCardCodes>
    </Card>
  );
}
