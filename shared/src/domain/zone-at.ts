import tzLookup from '@photostructure/tz-lookup';
import { isKnownTimeZone } from '../schemas/common';

/**
 * The IANA zone at a point ('Europe/Lisbon'), offline: @photostructure/tz-lookup (CC0) carries
 * the world's zone boundaries in about 70 KB. Null for coordinates out of range, and for a zone
 * this runtime's Intl does not know (an older browser may lack a zone added lately, such as
 * 'America/Ciudad_Juarez'), since every zone we store must be one Intl can format in.
 * Over the open sea the answer is a nautical zone such as 'Etc/GMT+3'.
 */
export function zoneAt(latitude: number, longitude: number): string | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  let zone: string;
  try {
    zone = tzLookup(latitude, longitude);
  } catch {
    return null;
  }
  return isKnownTimeZone(zone) ? zone : null;
}
