import { z } from 'zod';

/** Every non-success answer of the server carries this body. */
export const errorBodySchema = z.object({
  message: z.string(),
  /** Field-level messages when a body failed validation. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns a zod error into the readable message and the field issues of an error body. */
export function describeZodError(error: z.ZodError): ErrorBody {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = issues[0];
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : 'Invalid request';
  return { message, issues };
}
