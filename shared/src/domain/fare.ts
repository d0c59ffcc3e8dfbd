import { STANDARD_FARE_ABOVE_USD } from '../constants';

export type FareType = 'Standard' | 'Basic';

/** SPEC 5/9: Standard when the total price is above 300, otherwise Basic. */
export function fareType(totalPrice: number): FareType {
  return totalPrice > STANDARD_FARE_ABOVE_USD ? 'Standard' : 'Basic';
}

/** Only Standard fares are refundable. */
export function isRefundable(totalPrice: number): boolean {
  return fareType(totalPrice) === 'Standard';
}

export const FARE_CLASS = 'Economy';
export const BOOKING_CLASS = 'Y';
