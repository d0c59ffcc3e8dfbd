interface NamedUser {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  profileImageUrl?: string | null;
}

/** SPEC 2 (Profile): first and last name, or whichever exists, or 'Traveler'. */
export function displayName(user: NamedUser): string {
  const parts = [user.firstName, user.lastName].map((p) => p?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : 'Traveler';
}

/** SPEC 2 (Profile): the uppercase first letter of the first name or of the e-mail, else 'U'. */
export function avatarInitial(user: NamedUser): string {
  const source = user.firstName?.trim() || user.email?.trim() || '';
  return source ? source.charAt(0).toUpperCase() : 'U';
}
