/**
 * An activity's price as a traveller reads it: '¥500', '€25.00', 'Free'. Providers send the
 * amount as decimal text ("500.00") with an ISO currency code; Intl knows each currency's own
 * decimals (none for yen). Anything it cannot read is shown as it came.
 */
export function formatActivityPrice(price: { amount: string; currencyCode: string }): string {
  const amount = Number(price.amount);
  if (price.amount.trim() === '' || !Number.isFinite(amount)) {
    return `${price.amount} ${price.currencyCode}`.trim();
  }
  if (amount === 0) return 'Free';
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: price.currencyCode,
    }).format(amount);
  } catch {
    // Not an ISO 4217 code.
    return `${price.amount} ${price.currencyCode}`;
  }
}
