import { Boxes, ClipboardList, CreditCard, type LucideIcon, Store } from 'lucide-react';

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ClipboardList,
    title: 'Orders',
    text: 'Take an order at the counter or on the phone, send the customer a link, and follow it from pending to ready to done.',
  },
  {
    icon: Boxes,
    title: 'Stock',
    text: 'Know what is in the cooler. Record purchases and waste, or load the wholesaler’s file, and see what each bouquet cost.',
  },
  {
    icon: Store,
    title: 'Storefront',
    text: 'Your own page with your bouquets. Customers check delivery to their zip code, pick a time slot and order.',
  },
  {
    icon: CreditCard,
    title: 'Payments',
    text: 'Card payments go straight to your account; cash and terminal payments are recorded in the same place.',
  },
];

export function FeatureGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-3xl border border-border bg-surface p-6 shadow-card">
          <span className="flex size-11 items-center justify-center rounded-2xl bg-primary-soft text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-5 font-display text-xl font-semibold tracking-tight">{title}</h3>
          <p className="mt-2 text-[15px] leading-relaxed text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
