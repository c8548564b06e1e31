// The storefront's product dialog still names it formatPrice; the one formatter is lib/format-money.
export { formatMoney as formatPrice } from '../lib/format-money';
