import { describe, expect, it } from 'vitest';
import { SEED_DESTINATIONS } from '../seed-data';
import { ARTWORK_TABLE } from './artwork-table';
import { destinationArtwork } from './draw-artwork';

describe('destination artwork', () => {
  it('has its own entry for every seeded destination', () => {
    const missing = SEED_DESTINATIONS.filter((d) => !d.id || !ARTWORK_TABLE[d.id]).map((d) => d.id);
    expect(missing).toEqual([]);
  });

  it('gives no two destinations the same motif or palette', () => {
    const entries = Object.values(ARTWORK_TABLE);
    const motifs = new Set(entries.map((e) => e.motif));
    const palettes = new Set(entries.map((e) => JSON.stringify(e.palette)));
    expect(motifs.size).toBe(entries.length);
    expect(palettes.size).toBe(entries.length);
  });

  it('draws a different picture for each seeded destination', () => {
    const pictures = SEED_DESTINATIONS.map((d) =>
      destinationArtwork({ id: d.id!, name: d.name, country: d.country, category: d.category }),
    );
    expect(new Set(pictures).size).toBe(SEED_DESTINATIONS.length);
    for (const svg of pictures) {
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 800 500"/);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it('draws a generated picture for a destination it does not know, named for screen readers', () => {
    const svg = destinationArtwork({
      id: 'x-1',
      name: 'Ghent <B>',
      country: 'Belgium',
      category: 'city',
    });
    expect(svg).toContain('aria-label="Ghent &#60;B&#62;, Belgium"');
    expect(svg).not.toBe(
      destinationArtwork({ id: 'x-2', name: 'Bruges', country: 'Belgium', category: 'city' }),
    );
  });
});
