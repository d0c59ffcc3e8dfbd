import { describe, expect, it } from 'vitest';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { Place } from '@shared/schemas/place';
import { formatDistance, formatMinutes, travelLeg } from './travel-leg';

const place = (name: string, latitude: number, longitude: number): Place => ({
  name,
  country: 'Portugal',
  address: null,
  latitude,
  longitude,
  timeZone: 'Europe/Lisbon',
  source: 'manual',
  sourceId: null,
});

const item = (title: string, where: Place | null): ItineraryItem => ({
  id: crypto.randomUUID(),
  tripId: crypto.randomUUID(),
  day: 1,
  time: null,
  endTime: null,
  timeZone: null,
  endTimeZone: null,
  reference: null,
  title,
  description: null,
  location: where?.name ?? null,
  place: where,
  endPlace: null,
  type: 'activity',
  createdAt: '2026-05-01T09:00:00.000Z',
  createdBy: null,
  position: 0,
});

const rossio = place('Rossio', 38.7139, -9.1394);
const commerce = place('Praça do Comércio', 38.7075, -9.1364);
const belem = place('Belém Tower', 38.6916, -9.216);
const porto = place('Porto', 41.1496, -8.611);

describe('travelLeg', () => {
  it('walks between two squares of the same district', () => {
    const leg = travelLeg(item('Rossio', rossio), item('Praça do Comércio', commerce));
    expect(leg).toMatchObject({ mode: 'walk', distance: '760 m' });
    expect(leg?.spoken).toBe(`About ${leg?.duration} on foot to Praça do Comércio, 760 m`);
  });

  it('takes public transport across town and the car between cities', () => {
    expect(travelLeg(item('Rossio', rossio), item('Belém', belem))?.mode).toBe('transit');
    const long = travelLeg(item('Lisbon', rossio), item('Porto', porto));
    expect(long).toMatchObject({ mode: 'car', distance: '275 km' });
  });

  it('shows nothing without two places, or for the same place', () => {
    expect(travelLeg(item('Rossio', rossio), item('Lunch', null))).toBeNull();
    expect(travelLeg(item('Lunch', null), item('Rossio', rossio))).toBeNull();
    expect(travelLeg(item('Coffee', rossio), item('Cake', rossio))).toBeNull();
  });
});

describe('formats', () => {
  it('reads minutes and hours as a traveller would', () => {
    expect(formatMinutes(12)).toBe('12 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(65)).toBe('1 h 5 min');
  });

  it('reads metres under a kilometre and one decimal under ten', () => {
    expect(formatDistance(764)).toBe('760 m');
    expect(formatDistance(1234)).toBe('1.2 km');
    expect(formatDistance(274_321)).toBe('274 km');
  });
});
