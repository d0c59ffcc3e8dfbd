import type { ArtworkEntry } from './artwork-entry';
import { ARTWORK_TABLE } from './artwork-table';
import { fallbackArtwork } from './fallback-artwork';
import { stars } from './scenery';
import { circle, escapeXml, HEIGHT, WIDTH } from './svg';

/** What the image route needs to know of a destination. */
export interface ArtworkSubject {
  id: string;
  name: string;
  country: string;
  category: string;
}

export function artworkEntryFor(subject: ArtworkSubject): ArtworkEntry {
  return ARTWORK_TABLE[subject.id] ?? fallbackArtwork(subject.name, subject.category);
}

/**
 * A landscape picture (800x500) of the destination, drawn here rather than hotlinked: it works
 * offline once cached, costs no third party any bandwidth, and carries no licence question.
 */
export function destinationArtwork(subject: ArtworkSubject): string {
  const entry = artworkEntryFor(subject);
  const p = entry.palette;
  const sky = entry.sky ?? {};
  const label = `${escapeXml(subject.name)}, ${escapeXml(subject.country)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${label}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>` +
    (sky.night ? stars('#f8fafc', subject.id.length) : '') +
    circle(sky.sunX ?? 640, sky.sunY ?? 110, sky.sunR ?? 44, p.sun, 0.92) +
    entry.scene(p) +
    `</svg>`
  );
}
