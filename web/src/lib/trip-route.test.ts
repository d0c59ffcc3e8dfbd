import { describe, expect, it } from 'vitest';
import { tripRoute } from './trip-route';

describe('tripRoute', () => {
  it('names every stop after the destination', () => {
    expect(tripRoute('Lisbon', ['Sintra', 'Porto'])).toBe('Lisbon → Sintra → Porto');
  });

  it('says nothing more for a trip with one stop', () => {
    expect(tripRoute('Lisbon', [])).toBeNull();
  });

  it('keeps a return to an earlier place', () => {
    expect(tripRoute('Lisbon', ['Sintra', 'Lisbon'])).toBe('Lisbon → Sintra → Lisbon');
  });
});
