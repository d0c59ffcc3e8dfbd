import { describe, expect, it } from 'vitest';
import { calendarEvent, calendarFile } from '../testing/import-fixtures';
import { MAX_ICS_EVENTS, readIcs } from './ics-reader';

describe('readIcs', () => {
  it('reads events with their zone, and a flight with its airports from its summary', () => {
    const ics = calendarFile([
      calendarEvent({
        uid: 'a',
        summary: 'Tram tour',
        start: ';TZID=Europe/Lisbon:20270602T100000',
        end: ';TZID=Europe/Lisbon:20270602T120000',
        extra: ['LOCATION:Praça da Figueira', 'DESCRIPTION:Booking reference: TT-5521'],
      }),
      calendarEvent({
        uid: 'b',
        summary: 'Flight TP 1351 LIS-OPO',
        start: ':20270603T070000Z',
        end: ':20270603T080500Z',
      }),
      calendarEvent({ uid: 'c', summary: 'Museum day', start: ';VALUE=DATE:20270604' }),
    ]);
    const { bookings, problems } = readIcs(ics);
    expect(problems).toEqual([]);
    expect(bookings[0]).toMatchObject({
      kind: 'event',
      source: 'ics',
      title: 'Tram tour',
      location: 'Praça da Figueira',
      reference: 'TT-5521',
      start: { date: '2027-06-02', time: '10:00', zone: 'Europe/Lisbon' },
      end: { date: '2027-06-02', time: '12:00', zone: 'Europe/Lisbon' },
    });
    expect(bookings[1]).toMatchObject({
      kind: 'flight',
      title: 'TP 1351 Lisbon → Porto',
      flight: { carrier: 'TP', number: '1351' },
      start: { date: '2027-06-03', time: '08:00', zone: 'Europe/Lisbon' },
      end: { date: '2027-06-03', time: '09:05', zone: 'Europe/Lisbon' },
    });
    expect(bookings[2]).toMatchObject({
      title: 'Museum day',
      start: { date: '2027-06-04', time: null },
    });
  });

  it('refuses a calendar of 10,000 events with a message, without parsing it', () => {
    const events = Array.from({ length: 10_000 }, (_, i) =>
      calendarEvent({ uid: `e${i}`, summary: `Event ${i}`, start: ':20270601T100000Z' }),
    );
    const { bookings, problems } = readIcs(calendarFile(events));
    expect(bookings).toEqual([]);
    expect(problems).toEqual([
      `This calendar has 10,000 events, more than a trip holds: import a calendar of up to ${MAX_ICS_EVENTS} events (export just this trip's dates).`,
    ]);
  });

  it('says so when the file is not a calendar it can read', () => {
    expect(readIcs('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nthis is not').problems).toEqual([
      'This calendar file could not be read.',
    ]);
    expect(readIcs(calendarFile([])).problems).toEqual(['This calendar file has no events.']);
  });
});
