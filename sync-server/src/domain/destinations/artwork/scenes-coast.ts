import type { ArtworkEntry } from './artwork-entry';
import {
  cubicHouses,
  hillsideHouses,
  redeemer,
  splitGate,
  steppedTemple,
} from './landmarks-buildings';
import { skyline } from './landmarks-towers';
import { beach, boat, palm, ridge, terraces, water } from './scenery';
import { path, poly, rect, times } from './svg';

/** Beaches and coasts: the sea is in every one, so the landmark and colours carry the place. */
export const COAST_SCENES: Record<string, ArtworkEntry> = {
  bali: {
    motif: 'rice-terraces-and-split-gate',
    palette: {
      skyTop: '#f97316',
      skyBottom: '#fde68a',
      sun: '#fff7ed',
      far: '#4d7c0f',
      mid: '#65a30d',
      near: '#365314',
      ink: '#3f2a1d',
      accent: '#a3e635',
    },
    sky: { sunX: 560, sunY: 150, sunR: 60 },
    scene: (p) =>
      ridge(250, 30, 1.2, p.far, 0.8) +
      terraces(300, 8, [p.mid, p.accent], p.near) +
      splitGate(400, 330, 250, p.ink) +
      palm(90, 340, 190, p.near, 1) +
      palm(720, 360, 170, p.near, -1),
  },
  phuket: {
    motif: 'limestone-karsts-and-longtail-boat',
    palette: {
      skyTop: '#0284c7',
      skyBottom: '#a5f3fc',
      sun: '#fef9c3',
      far: '#166534',
      mid: '#14b8a6',
      near: '#fde68a',
      ink: '#1f2937',
      accent: '#f43f5e',
    },
    sky: { sunX: 660, sunY: 90, sunR: 40 },
    scene: (p) =>
      path('M120,330 C120,200 170,150 210,170 C250,190 250,260 260,330 Z', p.far) +
      path('M300,330 C290,250 330,210 360,230 C390,250 380,290 390,330 Z', p.far, 0.85) +
      path('M560,330 C560,160 620,120 650,160 C690,210 670,280 700,330 Z', p.far) +
      water(330, p.mid, '#ecfeff') +
      beach(p.near, false) +
      path('M180,420 h140 q-10,22 -40,26 h-70 q-24,-6 -30,-26 Z', p.ink) +
      rect(300, 378, 5, 42, p.ink) +
      rect(200, 404, 90, 14, p.accent),
  },
  santorini: {
    motif: 'white-houses-and-blue-domes',
    palette: {
      skyTop: '#1d4ed8',
      skyBottom: '#fbcfe8',
      sun: '#fde047',
      far: '#7c3aed',
      mid: '#1e40af',
      near: '#78350f',
      ink: '#f8fafc',
      accent: '#2563eb',
    },
    sky: { sunX: 160, sunY: 250, sunR: 50 },
    scene: (p) =>
      water(300, p.mid, '#bfdbfe') +
      path('M60,300 Q140,280 220,300 Z', p.far, 0.6) +
      path('M380,500 L380,330 Q420,250 520,240 L800,230 L800,500 Z', p.near) +
      cubicHouses(480, 330, p.ink, p.accent, '#60a5fa'),
  },
  algarve: {
    motif: 'golden-cliffs-and-sea-arch',
    palette: {
      skyTop: '#38bdf8',
      skyBottom: '#e0f2fe',
      sun: '#fef08a',
      far: '#d97706',
      mid: '#0e7490',
      near: '#f59e0b',
      ink: '#b45309',
      accent: '#fcd34d',
    },
    sky: { sunX: 140, sunY: 90, sunR: 42 },
    scene: (p) =>
      water(330, p.mid, '#cffafe') +
      path(
        'M420,330 L440,200 Q520,170 640,190 L700,200 L720,330 L660,330 Q630,250 580,250 Q530,250 510,330 Z',
        p.ink,
      ) +
      path('M680,330 L700,160 L800,150 L800,330 Z', p.far) +
      path('M300,330 L330,250 L370,245 L390,330 Z', p.far, 0.9) +
      path('M0,500 L0,420 Q200,390 420,500 Z', p.accent) +
      boat(230, 370, '#f8fafc', '#f8fafc'),
  },
  cancun: {
    motif: 'maya-temple-over-turquoise-sea',
    palette: {
      skyTop: '#22d3ee',
      skyBottom: '#ecfeff',
      sun: '#fef9c3',
      far: '#a8a29e',
      mid: '#2dd4bf',
      near: '#fefce8',
      ink: '#78716c',
      accent: '#15803d',
    },
    sky: { sunX: 620, sunY: 100, sunR: 46 },
    scene: (p) =>
      water(320, p.mid, '#f0fdfa') +
      path('M0,320 L0,260 Q120,240 300,260 L340,320 Z', p.accent) +
      steppedTemple(150, 262, 120, p.far, p.ink) +
      beach(p.near, false) +
      palm(640, 470, 200, p.accent, -1) +
      palm(720, 480, 160, p.accent, -1),
  },
  maui: {
    motif: 'volcano-palms-and-surf',
    palette: {
      skyTop: '#fb7185',
      skyBottom: '#fed7aa',
      sun: '#fef3c7',
      far: '#7c2d12',
      mid: '#0369a1',
      near: '#fcd34d',
      ink: '#14532d',
      accent: '#fda4af',
    },
    sky: { sunX: 400, sunY: 300, sunR: 70 },
    scene: (p) =>
      path('M80,320 Q300,150 420,160 Q540,170 760,320 Z', p.far) +
      water(320, p.mid, p.accent) +
      path('M0,500 L0,430 Q300,400 800,440 L800,500 Z', p.near) +
      palm(110, 450, 230, p.ink, 1) +
      palm(170, 460, 190, p.ink, 1) +
      palm(700, 460, 210, p.ink, -1),
  },
  'gold-coast': {
    motif: 'beachfront-high-rises',
    palette: {
      skyTop: '#6366f1',
      skyBottom: '#c7d2fe',
      sun: '#fde68a',
      far: '#312e81',
      mid: '#0ea5e9',
      near: '#fef3c7',
      ink: '#1e1b4b',
      accent: '#fbbf24',
    },
    sky: { sunX: 130, sunY: 110, sunR: 44 },
    scene: (p) =>
      skyline(
        [
          [300, 50, 200],
          [360, 38, 150],
          [410, 44, 270],
          [462, 36, 180],
          [505, 60, 240],
          [575, 40, 160],
          [625, 46, 210],
          [680, 34, 130],
          [720, 52, 185],
        ],
        340,
        p.ink,
        p.accent,
      ) +
      rect(0, 330, 800, 14, p.near) +
      water(344, p.mid, '#e0f2fe') +
      path('M0,500 L0,440 Q400,410 800,450 L800,500 Z', p.near),
  },
  'amalfi-coast': {
    motif: 'cliffside-village-over-the-sea',
    palette: {
      skyTop: '#0ea5e9',
      skyBottom: '#fef3c7',
      sun: '#fef08a',
      far: '#4d7c0f',
      mid: '#0c4a6e',
      near: '#57534e',
      ink: '#fde68a',
      accent: '#ea580c',
    },
    sky: { sunX: 680, sunY: 90, sunR: 40 },
    scene: (p) =>
      path('M0,500 L0,120 Q200,100 330,200 Q420,280 520,500 Z', p.far) +
      water(400, p.mid, '#bae6fd') +
      hillsideHouses(40, 400, [p.ink, '#fecaca', '#fed7aa', '#fef9c3', '#f5f5f4'], p.accent, 4) +
      boat(640, 440, '#f8fafc', '#f8fafc'),
  },
  'rio-de-janeiro': {
    motif: 'sugarloaf-and-redeemer',
    palette: {
      skyTop: '#f59e0b',
      skyBottom: '#fde68a',
      sun: '#fffbeb',
      far: '#166534',
      mid: '#0f766e',
      near: '#fcd34d',
      ink: '#052e16',
      accent: '#f8fafc',
    },
    sky: { sunX: 400, sunY: 200, sunR: 52 },
    scene: (p) =>
      path('M40,360 L140,150 Q175,110 210,160 L300,360 Z', p.far) +
      redeemer(175, 130, 60, p.ink) +
      path('M520,360 Q540,200 610,190 Q680,200 690,360 Z', p.ink) +
      path('M660,360 Q700,280 760,300 L800,360 Z', p.ink, 0.85) +
      water(350, p.mid, '#ccfbf1') +
      beach(p.near, true) +
      times(4, (i) =>
        poly(
          `${220 + i * 60},470 ${250 + i * 60},430 ${280 + i * 60},470`,
          i % 2 ? '#ef4444' : '#facc15',
        ),
      ),
  },
  cairns: {
    motif: 'coral-reef-and-fish',
    palette: {
      skyTop: '#0891b2',
      skyBottom: '#67e8f9',
      sun: '#fef9c3',
      far: '#0e7490',
      mid: '#155e75',
      near: '#f472b6',
      ink: '#fb923c',
      accent: '#facc15',
    },
    sky: { sunX: 650, sunY: 60, sunR: 34 },
    scene: (p) =>
      rect(0, 150, 800, 350, p.far) +
      rect(0, 300, 800, 200, p.mid, 0.6) +
      path('M0,500 Q60,380 120,500 M100,500 Q150,340 220,500', p.near) +
      path('M560,500 Q610,360 660,500 Z', p.near) +
      path('M640,500 Q700,400 780,500 Z', p.ink) +
      times(6, (i) =>
        path(
          `M${200 + i * 70},${240 + (i % 3) * 50} q22,-16 44,0 q-22,16 -44,0 Z M${200 + i * 70},${240 + (i % 3) * 50} l-12,-9 v18 Z`,
          i % 2 ? p.accent : p.ink,
        ),
      ) +
      times(
        8,
        (i) =>
          `<circle cx="${90 + i * 90}" cy="${190 + (i % 4) * 24}" r="5" fill="none" stroke="#e0f2fe" stroke-width="2" opacity="0.7"/>`,
      ) +
      path('M300,500 Q330,420 360,500 Z', p.accent),
  },
};
