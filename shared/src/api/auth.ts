import { z } from 'zod';
import { insertUserSchema, passwordSchema, usernameSchema, userSchema } from '../schemas/user';

/** POST /api/login */
export const loginBodySchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** POST /api/register: username, password, email?, firstName?, lastName? */
export const registerBodySchema = insertUserSchema.pick({
  username: true,
  password: true,
  email: true,
  firstName: true,
  lastName: true,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** What GET /api/user, POST /api/login and POST /api/register answer. */
export const publicUserSchema = userSchema;
export type PublicUser = z.infer<typeof publicUserSchema>;
