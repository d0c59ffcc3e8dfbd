import { describe, expect, it } from 'vitest';
import { parseBoardingPass } from '@shared/import/bcbp';
import type { FoundBooking } from '@shared/import/found-booking';
import { readSchemaOrgHtml } from '@shared/import/schema-org';
import { buildPlaceIndex } from '@shared/domain/place-search';
import { loadGazetteer } from '@shared/reference/gazetteer';
import { encodeBoardingPass } from '@shared/testing/bcbp-encoder';
import { lodgingConfirmationHtml } from '@shared/testing/import-fixtures';
import { newTripCity } from './new-trip-city';

const index = buildPlaceIndex(loadGazetteer());

const stay = readSchemaOrgHtml(
  lodgingConfirmationHtml({
    hotel: 'Hotel Avenida',
    reference: 'HX1',
    checkin: '2027-06-02',
    checkout: '2027-06-05',
  }),
).bookings[0]!;

const flight = (from: string, to: string): FoundBooking =>
  parseBoardingPass(
    encodeBoardingPass('TRAVELLER/ALEX', [
      { reference: 'AB1', from, to, carrier: 'TP', number: '1351', dayOfYear: 153, seat: '1A' },
    ]),
  ).bookings[0]!;

describe('newTripCity', () => {
  it("finds the city of a stay written out in words ('…, Lisbon, PT')", () => {
    const city = newTripCity(index, [stay]);
    expect(city?.name).toBe('Lisbon');
    expect(city?.country).toBe('Portugal');
  });

  it("finds the city a flight arrives in, from its airport's", () => {
    expect(newTripCity(index, [flight('LIS', 'OPO')])?.name).toBe('Porto');
  });

  it('prefers where the traveller stays to where a flight lands', () => {
    expect(newTripCity(index, [flight('OPO', 'FRA'), stay])?.name).toBe('Lisbon');
  });

  it('answers null when no city can be told', () => {
    expect(newTripCity(index, [{ ...stay, location: 'Hotel Nowhere' }])).toBeNull();
    expect(newTripCity(index, [])).toBeNull();
  });
});
