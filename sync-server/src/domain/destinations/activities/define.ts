/** An activity as the team wrote it; ids are derived from the destination and the position. */
export interface ActivityEntry {
  name: string;
  shortDescription: string;
  rating: number;
  price: { amount: string; currencyCode: string };
  /** The attraction's own site or the official tourism board's page. */
  bookingLink: string;
}

/** `price` is written as '25 EUR' (amount then ISO 4217 code); '0' means free entry. */
export function act(
  name: string,
  shortDescription: string,
  rating: number,
  price: string,
  bookingLink: string,
): ActivityEntry {
  const [amount = '', currencyCode = ''] = price.split(' ');
  return {
    name,
    shortDescription,
    rating,
    price: { amount: Number(amount).toFixed(2), currencyCode },
    bookingLink,
  };
}
