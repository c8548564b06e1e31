import type { CardLayout } from '../../../lib/print-paths';
import { Sheet } from './print-document';

interface CardProps {
  message: string | null;
  shopName: string;
  number: number;
}

function Message({ message, size }: { message: string | null; size: 'large' | 'small' }) {
  return (
    <p
      className={
        size === 'large'
          ? 'font-display text-[15pt] leading-relaxed whitespace-pre-line italic'
          : 'font-display text-[10.5pt] leading-snug whitespace-pre-line italic'
      }
    >
      {message}
    </p>
  );
}

function ShopLine({ name, className }: { name: string; className?: string }) {
  return (
    <p
      className={`text-center text-[7pt] font-semibold tracking-[0.2em] text-neutral-500 uppercase ${className ?? ''}`}
    >
      {name}
    </p>
  );
}

/**
 * The little card that goes with the flowers. Flat cards (A6, A7) carry the message and, small at
 * the foot, the shop's name. The folded card is an A5 sheet folded once into A6: the first page is
 * the outside (back on the left, the front with the shop's name on the right), the second the
 * inside, with the message on the right-hand panel.
 */
export function EnclosureCard({ layout, message, shopName, number }: CardProps & { layout: CardLayout }) {
  if (layout === 'folded') {
    return (
      <>
        <Sheet paper="a5" label={`Card #${number}, outside`} className="grid grid-cols-2">
          <div className="flex items-end justify-center border-r border-dashed border-neutral-200 p-[10mm]">
            <ShopLine name={shopName} />
          </div>
          <div className="flex flex-col items-center justify-center gap-3 p-[12mm]">
            <span aria-hidden="true" className="block h-px w-10 bg-neutral-400" />
            <p className="text-center font-display text-[20pt] leading-tight font-semibold">{shopName}</p>
            <span aria-hidden="true" className="block h-px w-10 bg-neutral-400" />
          </div>
        </Sheet>
        <Sheet paper="a5" label={`Card #${number}, inside`} className="grid grid-cols-2">
          <div className="border-r border-dashed border-neutral-200" />
          <div className="flex flex-col justify-between p-[12mm]">
            <div className="flex flex-1 items-center justify-center text-center">
              <Message message={message} size="large" />
            </div>
            <ShopLine name={shopName} />
          </div>
        </Sheet>
      </>
    );
  }
  const small = layout === 'a7';
  return (
    <Sheet
      paper={layout}
      label={`Card #${number}`}
      className={small ? 'flex flex-col p-[6mm]' : 'flex flex-col p-[10mm]'}
    >
      <div className="flex flex-1 items-center justify-center text-center">
        <Message message={message} size={small ? 'small' : 'large'} />
      </div>
      <ShopLine name={shopName} className="mt-2" />
    </Sheet>
  );
}
