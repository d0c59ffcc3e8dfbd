/** The flag emoji of an ISO 3166-1 alpha-2 code: two regional-indicator letters. */
export function countryFlag(iso: string): string {
  if (!/^[A-Za-z]{2}$/.test(iso)) return '';
  const base = 0x1f1e6 - 'A'.charCodeAt(0);
  return String.fromCodePoint(...[...iso.toUpperCase()].map((c) => base + c.charCodeAt(0)));
}
