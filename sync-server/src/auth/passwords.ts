import bcrypt from 'bcryptjs';

/** Cost 12 is about 250 ms on a small server: slow for guessing, fine for a sign-in. */
export const BCRYPT_COST = 12;

export function hashPassword(password: string, cost = BCRYPT_COST): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
