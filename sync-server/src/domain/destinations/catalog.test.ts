import { describe, expect, it } from 'vitest';
import { activitySchema } from '@shared/api/lookups';
import { DESTINATION_CATEGORIES } from '@shared/constants';
import { countryNameToIso } from '@shared/reference/country-iso';
import { insertDestinationSchema } from '@shared/schemas/destination';
import { testApp } from '../../testing/test-app';
import { VISA_TABLE } from '../providers/embedded/visa-table';
import { ACTIVITIES, activitiesFor } from './activities/catalog';
import { countDestinations, seedDestinations } from './seed';
import { DESTINATION_TIME_ZONES } from './catalog/time-zones';
import { SEED_DESTINATIONS } from './seed-data';

describe('destination catalogue', () => {
  it('has at least 40 valid destinations in every category, several featured', () => {
    expect(SEED_DESTINATIONS.length).toBeGreaterThanOrEqual(40);
    for (const d of SEED_DESTINATIONS) insertDestinationSchema.parse(d);
    for (const category of DESTINATION_CATEGORIES) {
      expect(
        SEED_DESTINATIONS.filter((d) => d.category === category).length,
      ).toBeGreaterThanOrEqual(5);
    }
    expect(SEED_DESTINATIONS.filter((d) => d.featured).length).toBeGreaterThanOrEqual(5);
  });

  it('keeps the original ids and gives every destination a unique id and own artwork', () => {
    const ids = SEED_DESTINATIONS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['kyoto', 'lisbon', 'banff', 'bali']));
    for (const d of SEED_DESTINATIONS) {
      expect(d.imageUrl).toBe(`/images/destinations/${d.id}.svg`);
      expect(d.id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('fills every text field and plausible coordinates', () => {
    for (const d of SEED_DESTINATIONS) {
      for (const text of [
        d.description,
        d.climate,
        d.bestMonths,
        d.visaRequirements,
        d.travelDocuments,
      ]) {
        expect(text?.trim().length ?? 0).toBeGreaterThan(5);
      }
      expect(Math.abs(Number(d.latitude))).toBeLessThanOrEqual(90);
      expect(Math.abs(Number(d.longitude))).toBeLessThanOrEqual(180);
    }
  });

  it('knows the time zone of every destination, one that fits its longitude', () => {
    expect(Object.keys(DESTINATION_TIME_ZONES).sort()).toEqual(
      SEED_DESTINATIONS.map((d) => d.id).sort(),
    );
    const january = new Date('2026-01-15T12:00:00Z');
    for (const d of SEED_DESTINATIONS) {
      const zone = DESTINATION_TIME_ZONES[d.id]!;
      // A zone Intl does not know throws here.
      const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(january)
        .find((p) => p.type === 'timeZoneName')!.value;
      const [, sign, hh, mm] = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name)!;
      const offsetHours = (sign === '-' ? -1 : 1) * (Number(hh ?? 0) + Number(mm ?? 0) / 60);
      // Standard time is within a few hours of the sun's (Spain, China and friends stretch it).
      expect(Math.abs(offsetHours - Number(d.longitude) / 15), d.id).toBeLessThan(3);
    }
  });

  it('uses only countries the visa checker can map and the visa table covers', () => {
    for (const d of SEED_DESTINATIONS) {
      const iso = countryNameToIso(d.country);
      expect(iso, d.country).toBeDefined();
      expect(VISA_TABLE[iso!], d.country).toBeDefined();
    }
  });

  it('has 5 to 8 activities per destination, each with a rating, a price and an https link', () => {
    expect(Object.keys(ACTIVITIES).sort()).toEqual(SEED_DESTINATIONS.map((d) => d.id).sort());
    for (const d of SEED_DESTINATIONS) {
      const activities = activitiesFor(d.id);
      expect(activities.length, d.id).toBeGreaterThanOrEqual(5);
      expect(activities.length, d.id).toBeLessThanOrEqual(8);
      for (const a of activities) {
        activitySchema.parse(a);
        expect(a.rating).toBeGreaterThanOrEqual(1);
        expect(a.rating).toBeLessThanOrEqual(5);
        expect(a.price?.amount).toMatch(/^\d+\.\d{2}$/);
        expect(a.price?.currencyCode).toMatch(/^[A-Z]{3}$/);
        expect(new URL(a.bookingLink!).protocol).toBe('https:');
      }
    }
  });

  it('seeds once: a second run adds nothing and keeps existing rows', async () => {
    const { db } = testApp();
    expect(await seedDestinations(db)).toBe(SEED_DESTINATIONS.length);
    expect(await seedDestinations(db)).toBe(0);
    expect(await countDestinations(db)).toBe(SEED_DESTINATIONS.length);
  });
});
