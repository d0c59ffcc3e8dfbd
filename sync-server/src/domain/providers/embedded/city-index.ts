import { createRequire } from 'node:module';
import { z } from 'zod';
import { foldText, foldedWords } from '../fold-text';

/** city-timezones (MIT): about 7,300 cities with country, province, coordinates and population. */
const cityRowSchema = z.object({
  city: z.string().min(1),
  lat: z.number(),
  lng: z.number(),
  pop: z.number().catch(0),
  iso2: z.string().length(2),
  province: z.string().catch(''),
});

export interface City {
  id: string;
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

interface Entry {
  city: City;
  folded: string;
  words: string[];
}

function slug(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export class CityIndex {
  /** Biggest cities first, so 'par' answers Paris before Parma. */
  private readonly entries: Entry[];

  constructor(rows: z.infer<typeof cityRowSchema>[]) {
    const seen = new Set<string>();
    this.entries = [...rows]
      .sort((a, b) => b.pop - a.pop)
      .flatMap((row) => {
        // The same city can appear twice (a second time as its own province); keep the larger.
        const id = slug(`${row.iso2}-${row.province}-${row.city}`);
        if (seen.has(id)) return [];
        seen.add(id);
        const city: City = {
          id,
          name: row.city,
          countryCode: row.iso2.toUpperCase(),
          latitude: row.lat,
          longitude: row.lng,
        };
        return [{ city, folded: foldText(row.city), words: foldedWords(row.city) }];
      });
  }

  /** Names starting with the query first, then names with a word starting with it. */
  search(query: string, limit: number): City[] {
    const folded = foldText(query);
    if (!folded) return [];
    const starts: City[] = [];
    const inside: City[] = [];
    for (const e of this.entries) {
      if (starts.length >= limit) break;
      if (e.folded.startsWith(folded)) starts.push(e.city);
      else if (inside.length < limit && e.words.some((w) => w.startsWith(folded)))
        inside.push(e.city);
    }
    return [...starts, ...inside].slice(0, limit);
  }
}

let index: CityIndex | undefined;

/** Built once per process at first use and only read afterwards. */
export function cityIndex(): CityIndex {
  if (!index) {
    const raw = z
      .array(z.unknown())
      .parse(
        (createRequire(import.meta.url)('city-timezones') as { cityMapping: unknown }).cityMapping,
      );
    index = new CityIndex(
      raw.flatMap((row) => {
        const parsed = cityRowSchema.safeParse(row);
        return parsed.success ? [parsed.data] : [];
      }),
    );
  }
  return index;
}
