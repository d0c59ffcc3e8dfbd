/** Marks the reference as made up, so nobody mistakes the demo for a real booking. */
export const DEMO_REFERENCE_PREFIX = 'WF-DEMO-';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A demo booking reference: the fixed prefix plus 6 random uppercase letters or digits. */
export function demoBookingReference(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (b) =>
    crypto.getRandomValues(b),
): string {
  // 252 is the largest multiple of 36 below 256: rejecting bytes above it keeps every character equally likely.
  let out = '';
  while (out.length < 6) {
    for (const byte of random(new Uint8Array(8))) {
      if (byte < 252 && out.length < 6) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return DEMO_REFERENCE_PREFIX + out;
}
