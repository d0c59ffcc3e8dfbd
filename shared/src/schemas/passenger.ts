import { z } from 'zod';
import { isoInstantSchema } from './common';

export const PASSENGER_TITLES = ['Mr', 'Mrs', 'Ms', 'Dr'] as const;
export const SEAT_PREFERENCES = ['window', 'aisle', 'middle'] as const;
export const SEAT_PREFERENCE_LABELS: Record<(typeof SEAT_PREFERENCES)[number], string> = {
  window: 'Window',
  aisle: 'Aisle',
  middle: 'No Preference',
};

export const passengerSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  passengerType: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  passportNumber: z.string().nullable(),
  passportExpiry: z.string().nullable(),
  passportCountry: z.string().nullable(),
  seatNumber: z.string().nullable(),
  seatPreference: z.string().nullable(),
  createdAt: isoInstantSchema,
});
export type Passenger = z.infer<typeof passengerSchema>;

export const insertPassengerSchema = passengerSchema.omit({ id: true, createdAt: true });
export type InsertPassenger = z.infer<typeof insertPassengerSchema>;

/** The booking wizard's passenger form, with the messages of SPEC section 5. */
export const passengerFormSchema = z.object({
  title: z.enum(PASSENGER_TITLES, { message: 'Title is required' }),
  firstName: z.string().trim().min(2, 'First name must be at least 2 characters'),
  lastName: z.string().trim().min(2, 'Last name must be at least 2 characters'),
  email: z.email('Valid email is required'),
  phone: z.string().trim().min(10, 'Phone number must be at least 10 digits'),
  dateOfBirth: z.string().optional(),
  passportNumber: z.string().optional(),
  seatPreference: z.enum(SEAT_PREFERENCES).optional(),
});
export type PassengerForm = z.infer<typeof passengerFormSchema>;
