import { z } from 'zod';
import { isoInstantSchema } from './common';
import { BOOKING_DEFAULT_STATUS } from '../constants';

export const flightBookingSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  bookingReference: z.string().min(1),
  flightData: z.unknown(),
  totalPrice: z.number(),
  status: z.string().default(BOOKING_DEFAULT_STATUS),
  paymentIntentId: z.string().nullable(),
  createdAt: isoInstantSchema,
  updatedAt: isoInstantSchema,
});
export type FlightBooking = z.infer<typeof flightBookingSchema>;

export const insertFlightBookingSchema = flightBookingSchema
  .omit({ id: true, userId: true, createdAt: true, updatedAt: true })
  .extend({ paymentIntentId: z.string().nullable().default(null) });
export type InsertFlightBooking = z.input<typeof insertFlightBookingSchema>;
