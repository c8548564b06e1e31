import { useLingui } from '@lingui/react';

/**
 * Said where the customer commits to an order (docs/decisions/059): flowers perish quickly, so the
 * right of withdrawal does not apply to them (§ 312g (2) no. 2 BGB; Directive 2011/83/EU art. 16(d),
 * the same in every EU country), and every shop shows it.
 */
export function WithdrawalNote({ className = '' }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <p className={`text-xs text-muted-foreground ${className}`}>
      {i18n._(
        'Flowers and plants perish quickly, so the right of withdrawal does not apply to them (§ 312g (2) no. 2 BGB).',
      )}
    </p>
  );
}
