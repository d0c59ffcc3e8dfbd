import { describe, expect, it } from 'vitest';
import { avatarInitial, displayName } from './display-name';

describe('displayName', () => {
  it('joins first and last name, or uses whichever exists, or Traveler', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: null, lastName: 'Lovelace' })).toBe('Lovelace');
    expect(displayName({ firstName: 'Ada' })).toBe('Ada');
    expect(displayName({ username: 'ada' })).toBe('Traveler');
  });
});

describe('avatarInitial', () => {
  it('prefers the first name, then the e-mail, else U', () => {
    expect(avatarInitial({ firstName: 'ada', email: 'x@y.z' })).toBe('A');
    expect(avatarInitial({ email: 'zed@example.com' })).toBe('Z');
    expect(avatarInitial({})).toBe('U');
  });
});
