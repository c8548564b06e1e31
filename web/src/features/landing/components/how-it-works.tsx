const STEPS = [
  { title: 'Create an account', text: 'An e-mail address and a password, nothing else.' },
  {
    title: 'Set up your shop',
    text: 'Name, address, currency and time zone. Your storefront gets its own address.',
  },
  { title: 'Take orders', text: 'Invite your florists and start working from the orders board.' },
];

export function HowItWorks() {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {STEPS.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-display text-lg font-semibold text-accent-foreground">
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold">{step.title}</h3>
            <p className="mt-1 text-[15px] leading-relaxed text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
