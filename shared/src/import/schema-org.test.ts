import { describe, expect, it } from 'vitest';
import { lodgingConfirmationHtml } from '../testing/import-fixtures';
import { readSchemaOrgHtml } from './schema-org';

const ld = (node: object) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...node })}</script></head><body></body></html>`;

describe('readSchemaOrgHtml', () => {
  it('reads a LodgingReservation in JSON-LD as a stay from check-in to check-out, without running the page’s scripts', () => {
    const html = lodgingConfirmationHtml({
      hotel: 'Hotel Avenida',
      reference: 'HX7781',
      checkin: '2027-06-02',
      checkout: '2027-06-05',
    });
    const { bookings, problems } = readSchemaOrgHtml(html);
    expect(problems).toEqual([]);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({
      kind: 'stay',
      source: 'schema-org',
      title: 'Hotel Avenida',
      reference: 'HX7781',
      start: { date: '2027-06-02', time: null },
      end: { date: '2027-06-05', time: null },
      location: 'Hotel Avenida, Rua Augusta 24, 1100-053, Lisbon, PT',
    });
    expect(bookings[0]!.details).toContain('Guest: Alex Traveller');
    expect((globalThis as { __importRanScript?: boolean }).__importRanScript).toBeUndefined();
  });

  it('reads a FlightReservation with its airports’ places and local times; a UTC time is turned into the airport’s', () => {
    const { bookings } = readSchemaOrgHtml(
      ld({
        '@type': 'FlightReservation',
        reservationNumber: 'RXJ34P',
        underName: { '@type': 'Person', name: 'Alex Traveller' },
        reservedTicket: { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatNumber: '14C' } },
        reservationFor: {
          '@type': 'Flight',
          flightNumber: '1351',
          airline: { '@type': 'Airline', name: 'TAP Air Portugal', iataCode: 'TP' },
          departureAirport: { '@type': 'Airport', iataCode: 'LIS' },
          arrivalAirport: { '@type': 'Airport', iataCode: 'JFK' },
          departureTime: '2027-06-01T09:05:00+01:00',
          arrivalTime: '2027-06-01T15:40:00Z',
        },
      }),
    );
    expect(bookings[0]).toMatchObject({
      kind: 'flight',
      title: 'TP 1351 Lisbon → New York',
      flight: { carrier: 'TP', number: '1351' },
      reference: 'RXJ34P',
      start: { date: '2027-06-01', time: '09:05', zone: 'Europe/Lisbon' },
      end: { date: '2027-06-01', time: '11:40', zone: 'America/New_York' },
    });
    expect(bookings[0]!.place?.sourceId).toBe('LIS');
    expect(bookings[0]!.details).toContain('Seat 14C');
  });

  it('reads train, bus, rental car, restaurant and event reservations', () => {
    const nodes = [
      {
        '@type': 'TrainReservation',
        reservationNumber: 'TR1',
        reservationFor: {
          '@type': 'TrainTrip',
          trainNumber: '123',
          trainName: 'Alfa Pendular',
          departureStation: { '@type': 'TrainStation', name: 'Lisboa Santa Apolónia' },
          arrivalStation: { '@type': 'TrainStation', name: 'Porto Campanhã' },
          departureTime: '2027-06-03T08:39:00+01:00',
          arrivalTime: '2027-06-03T11:35:00+01:00',
        },
      },
      {
        '@type': 'BusReservation',
        reservationNumber: 'BU1',
        reservationFor: {
          '@type': 'BusTrip',
          busName: 'Rede Expressos',
          departureBusStop: { '@type': 'BusStop', name: 'Porto' },
          arrivalBusStop: { '@type': 'BusStop', name: 'Braga' },
          departureTime: '2027-06-04T10:00:00',
        },
      },
      {
        '@type': 'RentalCarReservation',
        reservationNumber: 'CAR9',
        reservationFor: {
          '@type': 'Car',
          name: 'Compact',
          rentalCompany: { name: 'Example Cars' },
        },
        pickupLocation: { '@type': 'Place', name: 'Faro Airport' },
        dropoffLocation: { '@type': 'Place', name: 'Faro Airport' },
        pickupTime: '2027-06-05T12:00:00',
        dropoffTime: '2027-06-08T12:00:00',
      },
      {
        '@type': 'FoodEstablishmentReservation',
        reservationNumber: 'EAT2',
        partySize: 2,
        reservationFor: {
          '@type': 'FoodEstablishment',
          name: 'Taberna Example',
          geo: { latitude: 38.71, longitude: -9.14 },
        },
        startTime: '2027-06-02T20:30:00+01:00',
      },
      {
        '@type': 'EventReservation',
        reservationNumber: 'EV3',
        reservationFor: {
          '@type': 'Event',
          name: 'Fado night',
          startDate: '2027-06-02T22:00:00+01:00',
          location: { '@type': 'Place', name: 'Casa Example', address: 'Rua Example 1, Lisbon' },
        },
      },
    ];
    const html = `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes })}</script>`;
    const { bookings } = readSchemaOrgHtml(html);
    expect(
      bookings.map((b) => [b.kind, b.title, b.reference, b.start?.date, b.start?.time]),
    ).toEqual([
      [
        'train',
        'Alfa Pendular 123 Lisboa Santa Apolónia → Porto Campanhã',
        'TR1',
        '2027-06-03',
        '08:39',
      ],
      ['bus', 'Rede Expressos Porto → Braga', 'BU1', '2027-06-04', '10:00'],
      ['car', 'Car from Example Cars · Faro Airport', 'CAR9', '2027-06-05', '12:00'],
      ['dining', 'Taberna Example', 'EAT2', '2027-06-02', '20:30'],
      ['event', 'Fado night', 'EV3', '2027-06-02', '22:00'],
    ]);
    expect(bookings[3]!.place).toMatchObject({ name: 'Taberna Example', latitude: 38.71 });
    expect(bookings[4]!.location).toBe('Casa Example, Rua Example 1, Lisbon');
  });

  it('reads microdata, including nested items and content attributes, and skips scripts inside it', () => {
    const html = `<div itemscope itemtype="http://schema.org/LodgingReservation">
      <meta itemprop="reservationNumber" content="MD42">
      <div itemprop="reservationFor" itemscope itemtype="http://schema.org/LodgingBusiness">
        <span itemprop="name">Casa &amp; Jardim</span>
        <script>document.write('<span itemprop="name">Injected</span>')</script>
        <div itemprop="address" itemscope itemtype="http://schema.org/PostalAddress">
          <span itemprop="addressLocality">Porto</span>
        </div>
      </div>
      <time itemprop="checkinDate" datetime="2027-06-05">5 June</time>
      <time itemprop="checkoutDate" datetime="2027-06-07">7 June</time>
    </div>`;
    const { bookings } = readSchemaOrgHtml(html);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({
      kind: 'stay',
      title: 'Casa & Jardim',
      reference: 'MD42',
      location: 'Casa & Jardim, Porto',
      start: { date: '2027-06-05' },
      end: { date: '2027-06-07' },
    });
  });

  it('counts the same reservation given as JSON-LD and as microdata once, and ignores broken JSON-LD', () => {
    const node = {
      '@type': 'EventReservation',
      reservationNumber: 'E1',
      reservationFor: { '@type': 'Event', name: 'Concert', startDate: '2027-06-02' },
    };
    const html = `${ld(node)}<script type="application/ld+json">{not json</script>
      <div itemscope itemtype="https://schema.org/EventReservation"><meta itemprop="reservationNumber" content="E1">
      <div itemprop="reservationFor" itemscope itemtype="https://schema.org/Event"><span itemprop="name">Concert</span>
      <meta itemprop="startDate" content="2027-06-02"></div></div>`;
    expect(readSchemaOrgHtml(html).bookings).toHaveLength(1);
  });
});
