import type { ArtworkEntry } from './artwork-entry';
import type { Palette } from './palette';
import { hash, poly } from './svg';

/** Colours per category for places we have not drawn: varied by name so neighbours differ. */
const CATEGORY_PALETTES: Record<string, Palette> = {
  beach: {
    skyTop: '#0ea5e9',
    skyBottom: '#fde68a',
    sun: '#f59e0b',
    far: '#0f172a',
    mid: '#0284c7',
    near: '#fcd34d',
    ink: '#0f172a',
    accent: '#f59e0b',
  },
  mountain: {
    skyTop: '#1e3a8a',
    skyBottom: '#64748b',
    sun: '#e2e8f0',
    far: '#0f172a',
    mid: '#334155',
    near: '#1e293b',
    ink: '#0f172a',
    accent: '#e2e8f0',
  },
  city: {
    skyTop: '#312e81',
    skyBottom: '#db2777',
    sun: '#fbbf24',
    far: '#0f172a',
    mid: '#1e1b4b',
    near: '#0f172a',
    ink: '#0f172a',
    accent: '#fbbf24',
  },
  cultural: {
    skyTop: '#7c2d12',
    skyBottom: '#ea580c',
    sun: '#fed7aa',
    far: '#0f172a',
    mid: '#431407',
    near: '#0f172a',
    ink: '#0f172a',
    accent: '#fed7aa',
  },
  adventure: {
    skyTop: '#14532d',
    skyBottom: '#16a34a',
    sun: '#bef264',
    far: '#0f172a',
    mid: '#052e16',
    near: '#0f172a',
    ink: '#0f172a',
    accent: '#bef264',
  },
};

/** Hills under a sun, placed by a hash of the name: for destinations not in the table. */
export function fallbackArtwork(name: string, category: string): ArtworkEntry {
  const h = hash(name);
  const palette = CATEGORY_PALETTES[category] ?? CATEGORY_PALETTES.city!;
  const peak = 180 + (h % 120);
  const ridgePoints = Array.from({ length: 9 }, (_, i) => {
    const y = 330 - ((h >> (i % 24)) % 90) - (i % 2 === 0 ? 0 : peak / 4);
    return `${i * 100},${Math.round(y)}`;
  }).join(' ');
  return {
    motif: 'generated-hills',
    palette,
    sky: { sunX: 120 + (h % 560), sunY: 110 + (h % 60), sunR: 54 },
    scene: (p) =>
      poly(`0,500 ${ridgePoints} 800,330 800,500`, p.far, 0.35) +
      poly(
        `0,500 0,420 200,${400 - (h % 50)} 420,430 640,${390 - (h % 40)} 800,420 800,500`,
        p.near,
        0.55,
      ),
  };
}
