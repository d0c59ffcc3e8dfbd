import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildItineraryIcs, escapeIcsText, foldIcsLine, type IcsInput, type IcsItem } from './ics';
import { zonedWallTimeToUtc } from './zoned-time';

const NOW = new Date('2026-05-01T10:20:30Z');

function item(partial: Partial<IcsItem> & Pick<IcsItem, 'id' | 'title'>): IcsItem {
  return {
    day: 1,
    time: null,
    endTime: null,
    timeZone: null,
    endTimeZone: null,
    reference: null,
    location: null,
    place: null,
    endPlace: null,
    description: null,
    type: 'activity',
    ...partial,
  };
}

function ics(partial: Partial<IcsInput>): string {
  return buildItineraryIcs({
    tripTitle: 'Autumn in Tokyo',
    startDate: '2026-11-02',
    items: [],
    timeZone: 'Asia/Tokyo',
    deviceTimeZone: false,
    now: NOW,
    ...partial,
  });
}

/** The events as ical.js (the parser Thunderbird uses) reads them. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)),
  };
}

/** A UTC instant as the wall time in a zone: '2026-11-02 09:00'. */
function wallTime(unixSeconds: number, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(unixSeconds * 1000));
}

describe('itinerary calendar file', () => {
  const items: IcsItem[] = [
    item({
      id: 'a1',
      title: 'Tsukiji breakfast',
      time: '09:00 AM',
      location: 'Tsukiji Outer Market',
      description: 'Tamagoyaki, then coffee',
      type: 'dining',
    }),
    item({ id: 'a2', title: 'Shibuya crossing', time: '19:05' }),
    item({ id: 'a3', day: 2, title: 'Check in', type: 'accommodation' }),
    item({ id: 'a4', day: 3, title: 'Day trip to Nikko', time: 'after lunch', type: 'transport' }),
  ];

  it('writes timed items as one-hour UTC events at the local time of the destination', () => {
    const text = ics({ items });
    expect(text).toContain('DTSTART:20261102T000000Z\r\n');
    expect(text).toContain('DTEND:20261102T010000Z\r\n');
    const { events } = parse(text);
    expect(events.map((e) => e.uid)).toEqual([
      'a1@wayfarer',
      'a2@wayfarer',
      'a3@wayfarer',
      'a4@wayfarer',
    ]);
    const [breakfast, crossing] = events;
    expect(breakfast!.startDate.isDate).toBe(false);
    expect(breakfast!.startDate.zone?.tzid).toBe('UTC');
    expect(wallTime(breakfast!.startDate.toUnixTime(), 'Asia/Tokyo')).toBe('2026-11-02 09:00');
    expect(wallTime(breakfast!.endDate.toUnixTime(), 'Asia/Tokyo')).toBe('2026-11-02 10:00');
    expect(breakfast!.summary).toBe('Tsukiji breakfast');
    expect(breakfast!.location).toBe('Tsukiji Outer Market');
    expect(breakfast!.description).toBe('Dining\nTamagoyaki, then coffee');
    expect(wallTime(crossing!.startDate.toUnixTime(), 'Asia/Tokyo')).toBe('2026-11-02 19:05');
    expect(crossing!.duration.toSeconds()).toBe(3600);
  });

  it('writes items without a readable time as all-day events on their day', () => {
    const { events } = parse(ics({ items }));
    const [, , checkIn, nikko] = events;
    expect(checkIn!.startDate.isDate).toBe(true);
    expect(checkIn!.startDate.toString()).toBe('2026-11-03');
    expect(checkIn!.endDate.toString()).toBe('2026-11-04');
    expect(checkIn!.description).toBe('Accommodation');
    expect(nikko!.startDate.toString()).toBe('2026-11-04');
    expect(nikko!.description).toBe('Transport\nDeparts: after lunch');
    expect(ics({ items })).toContain('DTSTART;VALUE=DATE:20261103\r\n');
  });

  it('ends a flight, a train or a stay at its end time, the next day when it says (+1)', () => {
    const booked = [
      item({
        id: 'f1',
        title: 'Flight NH 9 Tokyo (NRT) → Osaka (ITM)',
        time: '10:05',
        endTime: '11:20',
        reference: 'WF-DEMO-AB12CD',
        type: 'transport',
      }),
      item({
        id: 'f2',
        title: 'Night train',
        time: '21:30',
        endTime: '07:10 (+1)',
        type: 'transport',
      }),
      item({
        id: 's1',
        day: 2,
        title: 'Hotel Granvia',
        time: '15:00',
        endTime: '11:00',
        reference: 'HG-5521',
        type: 'accommodation',
      }),
      item({ id: 's2', day: 2, title: 'Ryokan', time: '16:00', endTime: '10:00 (+2)' }),
      item({ id: 'x1', day: 3, title: 'Late arrival', time: '09:00', endTime: 'whenever' }),
    ];
    const text = ics({ items: booked });
    expect(text).toContain('DTSTART:20261102T010500Z\r\nDTEND:20261102T022000Z\r\n');
    const [flight, train, hotel, ryokan, late] = parse(text).events;
    expect(wallTime(flight!.endDate.toUnixTime(), 'Asia/Tokyo')).toBe('2026-11-02 11:20');
    expect(flight!.description).toBe(
      'Transport\nArrives: 11:20\nConfirmation number: WF-DEMO-AB12CD',
    );
    expect(wallTime(train!.startDate.toUnixTime(), 'Asia/Tokyo')).toBe('2026-11-02 21:30');
    expect(wallTime(train!.endDate.toUnixTime(), 'Asia/Tokyo')).toBe('2026-11-03 07:10');
    // Check-out before check-in on the same day says nothing of the nights: one hour, as before.
    expect(hotel!.duration.toSeconds()).toBe(3600);
    expect(hotel!.description).toBe(
      'Accommodation\nCheck-out: 11:00\nConfirmation number: HG-5521',
    );
    expect(wallTime(ryokan!.endDate.toUnixTime(), 'Asia/Tokyo')).toBe('2026-11-05 10:00');
    expect(late!.duration.toSeconds()).toBe(3600);
    expect(late!.description).toBe('Activity\nUntil: whenever');
  });

  it('reads the end in the trip zone across a daylight-saving change', () => {
    // New York falls back at 02:00 on 1 November 2026: 22:00 to 06:00 next day is nine hours.
    const text = ics({
      startDate: '2026-10-31',
      timeZone: 'America/New_York',
      items: [item({ id: 'n', title: 'Overnight bus', time: '22:00', endTime: '06:00 (+1)' })],
    });
    const [bus] = parse(text).events;
    expect(bus!.duration.toSeconds()).toBe(9 * 3600);
  });

  it("reads a flight's departure and arrival at their own airports, not at the destination", () => {
    // San Francisco to Osaka on a Kyoto trip: 11:05 in California, 15:20 next day in Japan.
    const flight = item({
      id: 'sfo-kix',
      title: 'Flight UA 33 San Francisco (SFO) → Osaka (KIX)',
      time: '11:05',
      endTime: '15:20 (+1)',
      timeZone: 'America/Los_Angeles',
      endTimeZone: 'Asia/Tokyo',
      type: 'transport',
    });
    const text = ics({ items: [flight] });
    const [event] = parse(text).events;
    expect(wallTime(event!.startDate.toUnixTime(), 'America/Los_Angeles')).toBe('2026-11-02 11:05');
    expect(wallTime(event!.endDate.toUnixTime(), 'Asia/Tokyo')).toBe('2026-11-03 15:20');
    expect(event!.duration.toSeconds()).toBe((11 * 60 + 15) * 60);
    expect(parse(text).calendar.getFirstPropertyValue('x-wr-caldesc')).toBe(
      "Times are local times in Asia/Tokyo. A flight's times are its airports' local times.",
    );
  });

  it('lands a flight across the date line on the day before, in its own zone', () => {
    // Tokyo at 01:00 to Honolulu at 13:10 the day before, local: seven hours ten in the air.
    const flight = item({
      id: 'hnd-hnl',
      title: 'Flight HA 458',
      time: '01:00',
      endTime: '13:10 (-1)',
      timeZone: 'Asia/Tokyo',
      endTimeZone: 'Pacific/Honolulu',
      type: 'transport',
    });
    const [event] = parse(ics({ items: [flight] })).events;
    expect(wallTime(event!.startDate.toUnixTime(), 'Asia/Tokyo')).toBe('2026-11-02 01:00');
    expect(wallTime(event!.endDate.toUnixTime(), 'Pacific/Honolulu')).toBe('2026-11-01 13:10');
    expect(event!.duration.toSeconds()).toBe((7 * 60 + 10) * 60);
  });

  it("reads a ride's end at the zone of the place it arrives at when it has no end zone", () => {
    // A train typed by hand, leaving from the trip's zone and arriving in Honolulu's.
    const ride = item({
      id: 'ride',
      title: 'Ferry',
      time: '09:00',
      endTime: '10:30',
      endPlace: { name: 'Honolulu', timeZone: 'Pacific/Honolulu' },
      type: 'transport',
    });
    const [event] = parse(ics({ items: [ride] })).events;
    expect(wallTime(event!.startDate.toUnixTime(), 'Asia/Tokyo')).toBe('2026-11-02 09:00');
    expect(wallTime(event!.endDate.toUnixTime(), 'Pacific/Honolulu')).toBe('2026-11-02 10:30');
    // Its own end zone still comes first; an arrival place without a zone reads as the start's.
    const own = item({ ...ride, id: 'own', endTimeZone: 'Asia/Tokyo' });
    const noZone = item({ ...ride, id: 'no-zone', endPlace: { name: 'Pier', timeZone: null } });
    const [a, b] = parse(ics({ items: [own, noZone] })).events;
    expect(wallTime(a!.endDate.toUnixTime(), 'Asia/Tokyo')).toBe('2026-11-02 10:30');
    expect(wallTime(b!.endDate.toUnixTime(), 'Asia/Tokyo')).toBe('2026-11-02 10:30');
  });

  it("reads an item without a zone of its own at its place's zone, before the trip's", () => {
    // An evening in Honolulu, 19 hours behind Tokyo, on a Tokyo trip.
    const honolulu = {
      name: 'Waikiki Beach',
      address: 'Kalakaua Ave, Honolulu',
      latitude: 21.2766,
      longitude: -157.8271,
      timeZone: 'Pacific/Honolulu',
    };
    const atPlace = item({
      id: 'luau',
      title: 'Luau',
      time: '18:30',
      endTime: '21:00',
      place: honolulu,
    });
    // Its own zone (a flight's) still comes first; a place without a zone reads as the trip's.
    const ownZone = item({
      id: 'flight',
      title: 'Flight',
      time: '10:00',
      timeZone: 'Asia/Tokyo',
      place: honolulu,
    });
    const noZone = item({
      id: 'garden',
      title: 'Garden',
      time: '09:00',
      place: { ...honolulu, name: 'Garden', address: null, timeZone: null },
    });
    const text = ics({ items: [atPlace, ownZone, noZone] });
    const [luau, flight, garden] = parse(text).events;
    expect(wallTime(luau!.startDate.toUnixTime(), 'Pacific/Honolulu')).toBe('2026-11-02 18:30');
    expect(wallTime(luau!.endDate.toUnixTime(), 'Pacific/Honolulu')).toBe('2026-11-02 21:00');
    expect(wallTime(flight!.startDate.toUnixTime(), 'Asia/Tokyo')).toBe('2026-11-02 10:00');
    expect(wallTime(garden!.startDate.toUnixTime(), 'Asia/Tokyo')).toBe('2026-11-02 09:00');
    // The place says where: its name and address, and its coordinates.
    expect(luau!.location).toBe('Waikiki Beach, Kalakaua Ave, Honolulu');
    expect(text).toContain('GEO:21.276600;-157.827100\r\n');
    expect(parse(text).calendar.getFirstPropertyValue('x-wr-caldesc')).toBe(
      "Times are local times in Asia/Tokyo. A flight's times are its airports' local times. An activity at a place elsewhere is at that place's local time.",
    );
  });

  it("keeps the item's own location words over its place's name", () => {
    const text = ics({
      items: [
        item({
          id: 'a',
          title: 'Lunch',
          location: 'Near the station',
          place: {
            name: 'Tokyo Station',
            address: null,
            latitude: 35.6812,
            longitude: 139.7671,
            timeZone: 'Asia/Tokyo',
          },
        }),
      ],
    });
    const [event] = parse(text).events;
    expect(event!.location).toBe('Near the station');
    // A place in the trip's own zone needs no word about zones.
    expect(parse(text).calendar.getFirstPropertyValue('x-wr-caldesc')).toBe(
      'Times are local times in Asia/Tokyo.',
    );
  });

  it('has the calendar fields, a stamp, CRLF endings and no bare LF', () => {
    const text = ics({ items });
    const { calendar } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Wayfarer//Trip plan//EN');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Autumn in Tokyo');
    expect(text).toContain('DTSTAMP:20260501T102030Z\r\n');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('says when the times are in the device zone because the destination has none', () => {
    const own = parse(ics({ items })).calendar.getFirstPropertyValue('x-wr-caldesc');
    expect(own).toBe('Times are local times in Asia/Tokyo.');
    const device = parse(
      ics({ items, timeZone: 'Europe/Berlin', deviceTimeZone: true }),
    ).calendar.getFirstPropertyValue('x-wr-caldesc');
    expect(device).toBe(
      "Times are in this device's time zone (Europe/Berlin): the destination's time zone is unknown.",
    );
    const { events } = parse(ics({ items, timeZone: 'Europe/Berlin', deviceTimeZone: true }));
    expect(events[0]!.startDate.toICALString()).toBe('20261102T080000Z');
  });

  it('escapes text and folds long lines so that the parser reads back the same text', () => {
    const title = 'Dinner; wine, cheese \\ more, à la "Café Ñandú" 🍷 '.repeat(4).trim();
    const text = ics({
      items: [
        item({
          id: 'x',
          title,
          location: 'Rua Garrett, 120; Chiado',
          description: 'Line one\nLine two, with a comma\r\nLine three',
        }),
      ],
    });
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const [event] = parse(text).events;
    expect(event!.summary).toBe(title);
    expect(event!.location).toBe('Rua Garrett, 120; Chiado');
    expect(event!.description).toBe('Activity\nLine one\nLine two, with a comma\nLine three');
  });
});

describe('ics text helpers', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a character', () => {
    const folded = foldIcsLine(`SUMMARY:${'é'.repeat(80)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const [i, line] of lines.entries()) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      if (i > 0) expect(line.startsWith(' ')).toBe(true);
    }
    expect(lines.map((l, i) => (i > 0 ? l.slice(1) : l)).join('')).toBe(
      `SUMMARY:${'é'.repeat(80)}`,
    );
    expect(foldIcsLine('SHORT:1')).toBe('SHORT:1');
  });
});

describe('a day spent at a further stop', () => {
  // A Tokyo trip (UTC+9) whose days from the third are spent in Bangkok (UTC+7).
  const dayZone = (day: number) => (day >= 3 ? 'Asia/Bangkok' : null);
  const trip = (items: IcsItem[]) => ics({ items, dayZone });

  it("reads an item's time in its day's stop's zone when the item has none of its own", () => {
    const { events, calendar } = parse(
      trip([
        item({ id: 's1', title: 'Sushi breakfast', day: 1, time: '08:00' }),
        item({ id: 's2', title: 'Grand Palace', day: 3, time: '09:00' }),
      ]),
    );
    const [tokyo, bangkok] = events;
    expect(wallTime(tokyo!.startDate.toUnixTime(), 'Asia/Tokyo')).toBe('2026-11-02 08:00');
    expect(wallTime(bangkok!.startDate.toUnixTime(), 'Asia/Bangkok')).toBe('2026-11-04 09:00');
    expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toContain(
      "A day at a stop in another time zone is at that stop's local time.",
    );
  });

  it("keeps an item's own zone and its place's before the stop's", () => {
    const { events } = parse(
      trip([item({ id: 'f1', title: 'Flight', day: 3, time: '10:00', timeZone: 'Asia/Tokyo' })]),
    );
    expect(wallTime(events[0]!.startDate.toUnixTime(), 'Asia/Tokyo')).toBe('2026-11-04 10:00');
  });
});

describe('wall time in a zone to UTC', () => {
  const at = (date: string, minutes: number, zone: string) =>
    new Date(zonedWallTimeToUtc(date, minutes, zone)).toISOString();

  it('uses the offset of that date, summer or winter', () => {
    expect(at('2026-07-01', 9 * 60, 'Europe/Lisbon')).toBe('2026-07-01T08:00:00.000Z');
    expect(at('2026-12-01', 9 * 60, 'Europe/Lisbon')).toBe('2026-12-01T09:00:00.000Z');
    expect(at('2026-01-10', 20 * 60, 'America/Los_Angeles')).toBe('2026-01-11T04:00:00.000Z');
    expect(at('2026-06-10', 8 * 60, 'Australia/Sydney')).toBe('2026-06-09T22:00:00.000Z');
    expect(at('2026-03-10', 12 * 60 + 30, 'Asia/Kolkata')).toBe('2026-03-10T07:00:00.000Z');
  });

  it('moves a time skipped by the clocks going forward, and takes the first of a repeated one', () => {
    // New York springs forward at 02:00 on 8 March 2026 and falls back at 02:00 on 1 November.
    expect(at('2026-03-08', 2 * 60 + 30, 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(at('2026-03-08', 3 * 60 + 30, 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(at('2026-11-01', 60 + 30, 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(at('2026-11-01', 3 * 60, 'America/New_York')).toBe('2026-11-01T08:00:00.000Z');
  });
});
