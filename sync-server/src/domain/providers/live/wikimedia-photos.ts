import { fetchJson } from '../http-json';
import type { PhotoCandidate, PhotoProvider, PhotoSubject } from '../photo-provider';
import { needsAttribution, reusableLicence } from './photo-licence';
import { imageInfoResponseSchema, pageSummarySchema, type ImageInfo } from './wikimedia-shapes';
import { WIKIPEDIA_TITLES } from './wikipedia-titles';

export const DEFAULT_WIKIPEDIA_URL = 'https://en.wikipedia.org';
export const DEFAULT_COMMONS_URL = 'https://commons.wikimedia.org';

/** Wide enough for the trip hero on a large screen at 1x and a phone at 3x. */
export const PHOTO_DOWNLOAD_WIDTH = 1600;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface WikimediaPhotosOptions {
  wikipediaUrl?: string;
  commonsUrl?: string;
  timeoutMs: number;
}

/** Wikimedia asks every client to say who it is (its User-Agent policy). */
const HEADERS = {
  'User-Agent': 'Wayfarer trip planner (self-hosted; photo credits shown in the app)',
  Accept: 'application/json',
};

/** Markup in Commons' Artist field (links, spans) reduced to the name shown in a credit line. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
}

/** "File:Foo bar.jpg" from an upload URL such as https://upload.wikimedia.org/.../Foo_bar.jpg */
function fileTitle(source: string): string | null {
  try {
    const last = new URL(source).pathname.split('/').pop();
    return last ? `File:${decodeURIComponent(last).replace(/_/g, ' ')}` : null;
  } catch {
    return null;
  }
}

function absolute(url: string, base: string): string {
  return new URL(url.startsWith('//') ? `https:${url}` : url, base).toString();
}

function toCandidate(info: ImageInfo, commonsUrl: string): PhotoCandidate | null {
  if (!ACCEPTED_TYPES.has(info.mime)) return null;
  const meta = info.extmetadata ?? {};
  const licence = reusableLicence(
    meta.License ? String(meta.License.value) : undefined,
    meta.LicenseShortName ? String(meta.LicenseShortName.value) : undefined,
  );
  if (!licence) return null;
  const author = plainText(String(meta.Artist?.value ?? ''));
  // Attribution is the one condition of CC BY and BY-SA: a file that names nobody cannot meet it.
  if (!author && needsAttribution(licence)) return null;
  const licenceUrl = meta.LicenseUrl ? absolute(String(meta.LicenseUrl.value), commonsUrl) : null;
  const thumb = info.thumburl && info.thumbwidth && info.thumbheight;
  return {
    imageUrl: absolute(thumb ? info.thumburl! : info.url, commonsUrl),
    width: thumb ? info.thumbwidth! : info.width,
    height: thumb ? info.thumbheight! : info.height,
    credit: {
      author: author || 'Unknown author',
      licence,
      licenceUrl,
      sourcePage: absolute(info.descriptionurl, commonsUrl),
    },
  };
}

/**
 * Photographs from Wikipedia's articles via Wikimedia Commons: the article's lead image (page
 * summary), then the file's licence and author (Commons `imageinfo` with `extmetadata`). Only
 * reusable licences pass (photo-licence.ts). Each call is bounded by the provider timeout.
 */
export function wikimediaPhotos(options: WikimediaPhotosOptions): PhotoProvider {
  const wikipediaUrl = options.wikipediaUrl ?? DEFAULT_WIKIPEDIA_URL;
  const commonsUrl = options.commonsUrl ?? DEFAULT_COMMONS_URL;
  const { timeoutMs } = options;
  return {
    name: 'wikimedia',
    async find(subject: PhotoSubject) {
      const title = WIKIPEDIA_TITLES[subject.id] ?? subject.name;
      const summary = await fetchJson({
        provider: 'wikipedia',
        url: `${wikipediaUrl}/api/rest_v1/page/summary/${encodeURIComponent(title.replace(/ /g, '_'))}`,
        init: { headers: HEADERS },
        timeoutMs,
        schema: pageSummarySchema,
        nullOn: [404],
      });
      const source = summary?.originalimage?.source;
      const file = source ? fileTitle(source) : null;
      if (!file) return null;
      const params = new URLSearchParams({
        action: 'query',
        format: 'json',
        formatversion: '2',
        prop: 'imageinfo',
        iiprop: 'url|size|mime|extmetadata',
        iiurlwidth: String(PHOTO_DOWNLOAD_WIDTH),
        titles: file,
      });
      const answer = await fetchJson({
        provider: 'wikimedia commons',
        url: `${commonsUrl}/w/api.php?${params}`,
        init: { headers: HEADERS },
        timeoutMs,
        schema: imageInfoResponseSchema,
      });
      const info = answer?.query?.pages[0]?.imageinfo?.[0];
      return info ? toCandidate(info, commonsUrl) : null;
    },
  };
}
