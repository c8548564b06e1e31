/**
 * How people see an order's number: "#1042". A storefront order the customer has not placed yet
 * has no number (0 on the wire): it takes the shop's next one when placed.
 */
export const orderLabel = (number: number) => (number > 0 ? `#${number}` : 'New');
