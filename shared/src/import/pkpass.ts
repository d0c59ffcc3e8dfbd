/**
 * A wallet pass (`.pkpass`: a zip holding pass.json, images and signatures) → bookings. A pass
 * whose barcode is a BCBP is read as the boarding pass it is; any other pass from its pass.json
 * (its boarding-pass or event-ticket fields, relevant date and locations).
 *
 * Only pass.json is inflated, and only after the zip's directory passes hard limits: a zip bomb
 * posing as a pass (an entry claiming to inflate a thousand times over, thousands of entries, a
 * pass.json of megabytes) is refused before any inflating. fflate inflates into a buffer of the
 * size the directory claims, so an entry that lies about its size cannot grow past it.
 */
import { strFromU8, unzipSync } from 'fflate';
import { gazetteerAirports, type AirportLookup } from './airport-lookup';
import { looksLikeBoardingPass, parseBoardingPass } from './bcbp';
import type { BookingKind, FoundBooking, ImportReading } from './found-booking';
import type { Place } from '../schemas/place';
import { moment } from './schema-org';

export const PKPASS_LIMITS = {
  entries: 100,
  passJsonBytes: 512 * 1024,
  totalUncompressedBytes: 20 * 1024 * 1024,
  /** How many times larger than stored an entry may claim to inflate. */
  ratio: 200,
};

const NOT_A_PASS = 'This file is not a wallet pass we can read.';

export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export function readPkpass(
  bytes: Uint8Array,
  airports: AirportLookup = gazetteerAirports,
): ImportReading {
  let passJson: Uint8Array | undefined;
  try {
    let entries = 0;
    let total = 0;
    const files = unzipSync(bytes, {
      filter(file) {
        entries += 1;
        total += file.originalSize;
        const tooBig =
          entries > PKPASS_LIMITS.entries ||
          total > PKPASS_LIMITS.totalUncompressedBytes ||
          file.originalSize > Math.max(file.size, 1) * PKPASS_LIMITS.ratio;
        if (tooBig) throw new ZipBomb();
        if (file.name !== 'pass.json') return false;
        if (file.originalSize > PKPASS_LIMITS.passJsonBytes) throw new ZipBomb();
        return true;
      },
    });
    passJson = files['pass.json'];
  } catch (error) {
    if (error instanceof ZipBomb) {
      return {
        bookings: [],
        problems: ['This file unpacks to far more than a wallet pass holds, so it was not opened.'],
      };
    }
    return { bookings: [], problems: [NOT_A_PASS] };
  }
  if (!passJson) return { bookings: [], problems: [NOT_A_PASS] };
  let pass: PassJson;
  try {
    pass = JSON.parse(strFromU8(passJson)) as PassJson;
  } catch {
    return { bookings: [], problems: [NOT_A_PASS] };
  }
  if (typeof pass !== 'object' || pass === null) return { bookings: [], problems: [NOT_A_PASS] };
  return readPass(pass, airports);
}

class ZipBomb extends Error {}

interface PassField {
  key?: string;
  label?: string;
  value?: unknown;
}
interface PassStyle {
  transitType?: string;
  headerFields?: PassField[];
  primaryFields?: PassField[];
  secondaryFields?: PassField[];
  auxiliaryFields?: PassField[];
  backFields?: PassField[];
}
interface PassJson {
  description?: string;
  organizationName?: string;
  relevantDate?: string;
  barcode?: { message?: string };
  barcodes?: { message?: string }[];
  boardingPass?: PassStyle;
  eventTicket?: PassStyle;
  locations?: { latitude?: number; longitude?: number; relevantText?: string }[];
}

function readPass(pass: PassJson, airports: AirportLookup): ImportReading {
  const messages = [...(pass.barcodes ?? []), pass.barcode]
    .map((b) => b?.message)
    .filter((m): m is string => typeof m === 'string');
  const bcbp = messages.find(looksLikeBoardingPass);
  if (bcbp) {
    const reading = parseBoardingPass(bcbp, airports);
    if (reading.bookings.length) {
      return {
        bookings: reading.bookings.map((b) => ({ ...b, source: 'pkpass' as const })),
        problems: reading.problems,
      };
    }
  }
  const style = pass.boardingPass ?? pass.eventTicket;
  if (!style)
    return { bookings: [], problems: ['This wallet pass is not a ticket or a boarding pass.'] };
  const kind: BookingKind =
    pass.eventTicket && !pass.boardingPass ? 'event' : transitKind(style.transitType);
  const fields = [
    ...(style.headerFields ?? []),
    ...(style.primaryFields ?? []),
    ...(style.secondaryFields ?? []),
    ...(style.auxiliaryFields ?? []),
    ...(style.backFields ?? []),
  ].filter((f) => f && typeof f === 'object');
  const value = (f: PassField | undefined) =>
    f && (typeof f.value === 'string' || typeof f.value === 'number')
      ? String(f.value).trim().slice(0, 200)
      : '';
  const primary = (style.primaryFields ?? []).map(value).filter(Boolean);
  const referenceField = fields.find((f) =>
    /confirmation|booking|pnr|reference|locator|order/i.test(`${f.key ?? ''} ${f.label ?? ''}`),
  );
  const location = (pass.locations ?? []).find(
    (l) => typeof l.latitude === 'number' && typeof l.longitude === 'number',
  );
  const name =
    (pass.organizationName ?? pass.description ?? 'Ticket').trim().slice(0, 200) || 'Ticket';
  const place: Place | null =
    location && Math.abs(location.latitude!) <= 90 && Math.abs(location.longitude!) <= 180
      ? {
          name: (location.relevantText?.trim() || name).slice(0, 200),
          country: null,
          address: null,
          latitude: location.latitude!,
          longitude: location.longitude!,
          timeZone: null,
          source: 'manual',
          sourceId: null,
        }
      : null;
  const title =
    kind === 'event'
      ? primary[0] || pass.description || name
      : primary.length >= 2
        ? `${name} ${primary[0]} → ${primary[1]}`
        : pass.description || name;
  const details = fields
    .filter((f) => f !== referenceField && f.label && value(f))
    .slice(0, 12)
    .map((f) => `${String(f.label).trim()}: ${value(f)}`);
  const booking: FoundBooking = {
    kind,
    source: 'pkpass',
    title: title.slice(0, 200),
    start: moment(pass.relevantDate, place),
    dayOfYear: null,
    end: null,
    place,
    endPlace: null,
    location: null,
    reference: value(referenceField) || null,
    flight: null,
    details,
    checkThis: false,
  };
  return { bookings: [booking], problems: [] };
}

function transitKind(transitType: string | undefined): BookingKind {
  switch (transitType) {
    case 'PKTransitTypeAir':
      return 'flight';
    case 'PKTransitTypeTrain':
      return 'train';
    default:
      // A boat or a generic transit pass is transport like a bus: same item type on the plan.
      return 'bus';
  }
}
