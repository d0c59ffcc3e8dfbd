import type { ArtworkEntry } from './artwork-entry';
import { hillsideHouses, shellSails, tram } from './landmarks-buildings';
import {
  clockTower,
  eiffelTower,
  latticeTower,
  setBackTower,
  skyline,
  spires,
  steppedNeedle,
  victoryColumn,
} from './landmarks-towers';
import { mountain, palm, ridge, water } from './scenery';
import { path, rect, stroke, times } from './svg';

/** Cities: one landmark in front of the city's own skyline. */
export const CITY_SCENES: Record<string, ArtworkEntry> = {
  lisbon: {
    motif: 'yellow-tram-on-a-hill',
    palette: {
      skyTop: '#38bdf8',
      skyBottom: '#fef3c7',
      sun: '#fde68a',
      far: '#fdba74',
      mid: '#e7e5e4',
      near: '#a8a29e',
      ink: '#facc15',
      accent: '#c2410c',
    },
    sky: { sunX: 650, sunY: 90, sunR: 40 },
    scene: (p) =>
      hillsideHouses(300, 318, [p.far, '#fef3c7', '#bae6fd', '#fecdd3', '#f5f5f4'], p.accent, 3) +
      path('M0,500 L0,360 L800,250 L800,500 Z', p.near) +
      stroke('M0,372 L800,262', '#57534e', 4) +
      `<g transform="rotate(-7.6 260 340)">${tram(180, 345, p.ink, '#f8fafc')}</g>`,
  },
  paris: {
    motif: 'eiffel-tower',
    palette: {
      skyTop: '#c4b5fd',
      skyBottom: '#fbcfe8',
      sun: '#fff1f2',
      far: '#a78bfa',
      mid: '#ddd6fe',
      near: '#4c1d95',
      ink: '#3b0764',
      accent: '#fde68a',
    },
    sky: { sunX: 620, sunY: 150, sunR: 46 },
    scene: (p) =>
      skyline(
        [
          [0, 90, 60],
          [95, 70, 80],
          [170, 110, 55],
          [520, 80, 70],
          [605, 120, 60],
          [730, 70, 75],
        ],
        420,
        p.far,
      ) +
      eiffelTower(380, 430, 380, p.ink) +
      rect(0, 420, 800, 80, p.near) +
      stroke('M0,460 H800', p.mid, 3, 0.6),
  },
  london: {
    motif: 'big-ben-and-thames',
    palette: {
      skyTop: '#64748b',
      skyBottom: '#e2e8f0',
      sun: '#fef9c3',
      far: '#94a3b8',
      mid: '#475569',
      near: '#334155',
      ink: '#1e293b',
      accent: '#fde68a',
    },
    sky: { sunX: 150, sunY: 120, sunR: 38 },
    scene: (p) =>
      skyline(
        [
          [0, 60, 80],
          [60, 40, 110],
          [470, 300, 70],
          [540, 30, 100],
          [620, 30, 100],
          [700, 30, 100],
        ],
        360,
        p.ink,
      ) +
      clockTower(400, 360, 300, p.ink, p.accent) +
      water(360, p.mid, p.far) +
      path('M0,380 Q200,350 420,380 L420,400 L0,400 Z', p.near) +
      times(5, (i) => rect(20 + i * 84, 380, 10, 30, p.near)),
  },
  'new-york': {
    motif: 'empire-state-skyline',
    palette: {
      skyTop: '#0f172a',
      skyBottom: '#f97316',
      sun: '#fde68a',
      far: '#334155',
      mid: '#1e293b',
      near: '#0f172a',
      ink: '#020617',
      accent: '#fbbf24',
    },
    sky: { sunX: 650, sunY: 300, sunR: 60 },
    scene: (p) =>
      skyline(
        [
          [0, 60, 150],
          [70, 50, 210],
          [130, 70, 170],
          [470, 60, 190],
          [540, 45, 240],
          [595, 70, 160],
          [680, 50, 220],
          [740, 60, 140],
        ],
        420,
        p.far,
        p.accent,
      ) +
      setBackTower(330, 420, 360, p.ink) +
      path('M210,420 V200 L240,150 L270,200 V420 Z', p.ink) +
      rect(0, 420, 800, 80, p.near) +
      water(430, p.mid, p.accent),
  },
  tokyo: {
    motif: 'tokyo-tower-skyline',
    palette: {
      skyTop: '#1e3a8a',
      skyBottom: '#f0abfc',
      sun: '#fdf4ff',
      far: '#6b21a8',
      mid: '#3b0764',
      near: '#2e1065',
      ink: '#ef4444',
      accent: '#f8fafc',
    },
    sky: { sunX: 150, sunY: 130, sunR: 34, night: true },
    scene: (p) =>
      skyline(
        [
          [0, 70, 130],
          [80, 50, 180],
          [140, 60, 100],
          [480, 50, 200],
          [540, 70, 150],
          [620, 40, 230],
          [670, 60, 120],
          [740, 60, 170],
        ],
        420,
        p.far,
        '#fde68a',
      ) +
      latticeTower(360, 420, 340, p.ink, p.accent) +
      rect(0, 420, 800, 80, p.near),
  },
  barcelona: {
    motif: 'sagrada-familia-spires',
    palette: {
      skyTop: '#fb923c',
      skyBottom: '#fef3c7',
      sun: '#fef08a',
      far: '#fdba74',
      mid: '#d6d3d1',
      near: '#78350f',
      ink: '#57534e',
      accent: '#16a34a',
    },
    sky: { sunX: 130, sunY: 110, sunR: 46 },
    scene: (p) =>
      skyline(
        [
          [0, 110, 70],
          [120, 80, 90],
          [590, 90, 80],
          [690, 110, 65],
        ],
        420,
        p.far,
      ) +
      spires(400, 420, 350, p.ink, p.accent) +
      rect(0, 420, 800, 80, p.near) +
      palm(80, 480, 130, p.accent, 1) +
      palm(720, 480, 140, p.accent, -1),
  },
  dubai: {
    motif: 'burj-khalifa-and-dunes',
    palette: {
      skyTop: '#0c4a6e',
      skyBottom: '#fcd34d',
      sun: '#fff7ed',
      far: '#b45309',
      mid: '#d97706',
      near: '#f59e0b',
      ink: '#1c1917',
      accent: '#fde68a',
    },
    sky: { sunX: 170, sunY: 260, sunR: 56 },
    scene: (p) =>
      skyline(
        [
          [250, 40, 140],
          [300, 36, 200],
          [470, 44, 170],
          [525, 30, 230],
          [565, 46, 120],
          [620, 38, 160],
        ],
        400,
        p.ink,
        p.accent,
      ) +
      steppedNeedle(410, 400, 390, p.ink) +
      ridge(420, 20, 2.2, p.mid) +
      ridge(460, 24, 4.1, p.near),
  },
  sydney: {
    motif: 'opera-house-and-harbour-bridge',
    palette: {
      skyTop: '#0369a1',
      skyBottom: '#bae6fd',
      sun: '#fef9c3',
      far: '#475569',
      mid: '#0284c7',
      near: '#0c4a6e',
      ink: '#f8fafc',
      accent: '#94a3b8',
    },
    sky: { sunX: 660, sunY: 90, sunR: 40 },
    scene: (p) =>
      stroke('M430,330 Q600,180 780,330', p.far, 14) +
      stroke('M430,300 H800', p.far, 8) +
      times(8, (i) =>
        stroke(`M${470 + i * 40},300 V${330 - Math.sin(((i + 1) / 9) * Math.PI) * 130}`, p.far, 3),
      ) +
      water(330, p.mid, '#e0f2fe') +
      shellSails(240, 360, 360, p.ink, p.accent) +
      rect(0, 360, 430, 20, p.near),
  },
  'mexico-city': {
    motif: 'angel-of-independence-and-volcano',
    palette: {
      skyTop: '#0891b2',
      skyBottom: '#fef3c7',
      sun: '#fef08a',
      far: '#a8a29e',
      mid: '#15803d',
      near: '#44403c',
      ink: '#292524',
      accent: '#eab308',
    },
    sky: { sunX: 140, sunY: 100, sunR: 40 },
    scene: (p) =>
      mountain(620, 360, 200, 150, p.far, '#f8fafc') +
      skyline(
        [
          [0, 70, 90],
          [80, 50, 130],
          [140, 60, 70],
          [560, 60, 110],
          [630, 80, 80],
          [720, 80, 120],
        ],
        420,
        p.near,
      ) +
      victoryColumn(380, 430, 330, p.ink, p.accent) +
      rect(0, 420, 800, 80, p.mid) +
      times(6, (i) => `<circle cx="${60 + i * 140}" cy="440" r="28" fill="#166534"/>`),
  },
};
