/**
 * Booking files made by the tests (no real traveller's data): wallet passes, confirmation
 * e-mails with schema.org markup, calendar files. Unit tests and browser tests share them.
 */
import { strToU8, zipSync } from 'fflate';
import type { FoundBooking } from '../import/found-booking';

/** A `.pkpass`: pass.json (a boarding pass whose barcode message is `barcode`) and an icon. */
export function makePkpass(passJson: object): Uint8Array {
  return zipSync({
    'pass.json': strToU8(JSON.stringify(passJson)),
    'icon.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]),
    'manifest.json': strToU8('{}'),
  });
}

export function boardingPassJson(barcode: string, extra: object = {}): object {
  return {
    formatVersion: 1,
    passTypeIdentifier: 'pass.example.boarding',
    serialNumber: 'TEST-1',
    organizationName: 'Example Air',
    description: 'Boarding pass',
    barcodes: [
      { format: 'PKBarcodeFormatPDF417', message: barcode, messageEncoding: 'iso-8859-1' },
    ],
    boardingPass: { transitType: 'PKTransitTypeAir', primaryFields: [] },
    ...extra,
  };
}

/** Quoted-printable, as mail clients write HTML bodies (soft line breaks at 76). */
export function quotedPrintable(text: string): string {
  const bytes = strToU8(text);
  let out = '';
  let line = '';
  for (const byte of bytes) {
    const c = String.fromCharCode(byte);
    const encoded =
      byte === 0x3d || byte > 126 || (byte < 32 && byte !== 10)
        ? `=${byte.toString(16).toUpperCase().padStart(2, '0')}`
        : c;
    if (c === '\n') {
      out += `${line}\r\n`;
      line = '';
      continue;
    }
    if (line.length + encoded.length > 75) {
      out += `${line}=\r\n`;
      line = '';
    }
    line += encoded;
  }
  return out + line;
}

export interface TestEmailPart {
  contentType: string;
  body: string;
  encoding?: 'quoted-printable' | 'base64' | '7bit';
  fileName?: string;
}

/** A multipart/alternative message (text and HTML) with optional attachments, as a mail client sends it. */
export function makeEmail(
  subject: string,
  html: string,
  attachments: TestEmailPart[] = [],
): string {
  const boundary = 'b1_test_boundary';
  const inner = 'b2_test_alternative';
  const lines = [
    'From: Example Hotels <bookings@example.com>',
    'To: traveller@example.org',
    `Subject: ${subject}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    `Content-Type: multipart/alternative;\r\n boundary="${inner}"`,
    '',
    `--${inner}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Your booking is confirmed.',
    `--${inner}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    quotedPrintable(html),
    `--${inner}--`,
  ];
  for (const part of attachments) {
    lines.push(
      `--${boundary}`,
      `Content-Type: ${part.contentType}${part.fileName ? `; name="${part.fileName}"` : ''}`,
      `Content-Transfer-Encoding: ${part.encoding ?? '7bit'}`,
      ...(part.fileName ? [`Content-Disposition: attachment; filename="${part.fileName}"`] : []),
      '',
      part.body,
    );
  }
  lines.push(`--${boundary}--`, '');
  return lines.join('\r\n');
}

/** Base64 of bytes, wrapped at 76 as mail clients write it. */
export function base64Lines(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return (btoa(binary).match(/.{1,76}/g) ?? []).join('\r\n');
}

/** A hotel confirmation's HTML with a LodgingReservation in JSON-LD (and a script that must never run). */
export function lodgingConfirmationHtml(o: {
  hotel: string;
  reference: string;
  checkin: string;
  checkout: string;
}): string {
  const reservation = {
    '@context': 'http://schema.org',
    '@type': 'LodgingReservation',
    reservationNumber: o.reference,
    reservationStatus: 'http://schema.org/ReservationConfirmed',
    underName: { '@type': 'Person', name: 'Alex Traveller' },
    reservationFor: {
      '@type': 'LodgingBusiness',
      name: o.hotel,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rua Augusta 24',
        addressLocality: 'Lisbon',
        postalCode: '1100-053',
        addressCountry: 'PT',
      },
    },
    checkinDate: o.checkin,
    checkoutDate: o.checkout,
  };
  return `<!doctype html><html><head><meta charset="utf-8">
<script type="application/ld+json">${JSON.stringify(reservation)}</script>
<script>globalThis.__importRanScript = true;</script></head>
<body><h1>Booking confirmed at ${o.hotel} – see you soon</h1><p>Reference ${o.reference}</p></body></html>`;
}

export function calendarFile(events: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Example//Test//EN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export function calendarEvent(o: {
  uid: string;
  summary: string;
  start: string;
  end?: string;
  extra?: string[];
}): string {
  return [
    'BEGIN:VEVENT',
    `UID:${o.uid}`,
    'DTSTAMP:20270101T000000Z',
    `SUMMARY:${o.summary}`,
    `DTSTART${o.start}`,
    ...(o.end ? [`DTEND${o.end}`] : []),
    ...(o.extra ?? []),
    'END:VEVENT',
  ].join('\r\n');
}

/** A flight as the server's reader answers it: TP 1351 Lisbon → Porto, marked to be checked. */
export const serverReadFlight: FoundBooking = {
  kind: 'flight',
  source: 'server',
  title: 'TP 1351 Lisbon → Porto',
  start: { date: '2026-12-10', time: null, zone: 'Europe/Lisbon' },
  dayOfYear: null,
  end: null,
  place: null,
  endPlace: null,
  location: 'Lisbon',
  reference: 'PK1234',
  flight: { carrier: 'TP', number: '1351' },
  details: [],
  checkThis: true,
};
