import { describe, expect, it } from 'vitest';
import { placeSchema } from '@shared/schemas/place';
import { activityPlace, hasSuggestions, suggestionItemInput } from './suggestion-item';

const lisbon = {
  id: 'lisbon',
  name: 'Lisbon',
  country: 'Portugal',
  latitude: '38.7223',
  longitude: '-9.1393',
  timeZone: 'Europe/Lisbon',
};
const monastery = {
  id: 'lisbon-1',
  name: 'Jerónimos Monastery',
  shortDescription: 'Manueline cloisters built with the wealth of the spice trade.',
};
const tripId = '5f0c6a4e-8f5e-4a57-9d43-0e0b2d8b6c11';

describe('hasSuggestions', () => {
  it('is true for our destinations and false for cities of the gazetteer', () => {
    expect(hasSuggestions('lisbon')).toBe(true);
    expect(hasSuggestions('gn-2267057')).toBe(false);
  });
});

describe('activityPlace', () => {
  it("puts the activity at the destination's coordinates, in its zone", () => {
    const place = activityPlace(monastery, lisbon);
    expect(place).toEqual({
      name: 'Jerónimos Monastery',
      country: 'Portugal',
      address: null,
      latitude: 38.7223,
      longitude: -9.1393,
      timeZone: 'Europe/Lisbon',
      source: 'activity',
      sourceId: 'lisbon-1',
    });
    expect(placeSchema.parse(place)).toEqual(place);
  });

  it('has no zone when the destination has none', () => {
    expect(activityPlace(monastery, { ...lisbon, timeZone: undefined })?.timeZone).toBeNull();
    expect(activityPlace(monastery, { ...lisbon, timeZone: null })?.timeZone).toBeNull();
  });

  it('is null without readable coordinates in range', () => {
    expect(activityPlace(monastery, { ...lisbon, latitude: null })).toBeNull();
    expect(activityPlace(monastery, { ...lisbon, longitude: '' })).toBeNull();
    expect(activityPlace(monastery, { ...lisbon, latitude: 'north' })).toBeNull();
    expect(activityPlace(monastery, { ...lisbon, latitude: '91' })).toBeNull();
    expect(activityPlace(monastery, { ...lisbon, longitude: '-180.5' })).toBeNull();
  });
});

describe('suggestionItemInput', () => {
  it('makes an activity item named, described and placed like the suggestion', () => {
    expect(suggestionItemInput({ tripId, day: 2, time: ' 10:00 ' }, monastery, lisbon)).toEqual({
      tripId,
      day: 2,
      type: 'activity',
      title: 'Jerónimos Monastery',
      time: '10:00',
      location: 'Lisbon, Portugal',
      description: 'Manueline cloisters built with the wealth of the spice trade.',
      place: activityPlace(monastery, lisbon),
    });
  });

  it('leaves out a blank time, an empty description and a place without coordinates', () => {
    const input = suggestionItemInput(
      { tripId, day: 1, time: '  ' },
      { ...monastery, shortDescription: '' },
      { ...lisbon, latitude: null, longitude: null },
    );
    expect(input).toEqual({
      tripId,
      day: 1,
      type: 'activity',
      title: 'Jerónimos Monastery',
      location: 'Lisbon, Portugal',
    });
  });
});
