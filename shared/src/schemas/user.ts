import { z } from 'zod';
import { isoInstantSchema } from './common';
import { PASSWORD_MAX_BYTES, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../constants';

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`);

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  // bcrypt only uses the first 72 bytes, so longer passwords are rejected here rather than silently truncated.
  .refine(
    (value) => new TextEncoder().encode(value).length <= PASSWORD_MAX_BYTES,
    `Password must be at most ${PASSWORD_MAX_BYTES} bytes`,
  );

/** The user as the server stores it (the password hash never leaves the server). */
export const userSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: isoInstantSchema,
  updatedAt: isoInstantSchema,
});
export type User = z.infer<typeof userSchema>;

/** Insert rule of SPEC section 5: users omit id, createdAt and updatedAt. */
export const insertUserSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: z.email('Enter a valid email').optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  profileImageUrl: z.url().optional(),
});
export type InsertUser = z.infer<typeof insertUserSchema>;
