import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { loginBodySchema, registerBodySchema } from '@shared/api/auth';

/** Empty optional inputs are sent as absent, not as empty strings. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const registerFormSchema = registerBodySchema.extend({
  email: z.preprocess(blankToUndefined, z.email('Enter a valid email').optional()),
  firstName: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  lastName: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;

// Loaded with import() by the sign-in forms (see lib/lazy-resolver.ts): zod stays off the path
// to the sign-in screen's first paint.
export const loginResolver = zodResolver(loginBodySchema);
export const registerResolver = zodResolver(registerFormSchema);
