import type { ArtworkEntry } from './artwork-entry';
import {
  arena,
  castleOnRock,
  chedi,
  duomo,
  mosque,
  pagoda,
  pyramid,
  temple,
  torii,
} from './landmarks-buildings';
import { squareMinaret } from './landmarks-towers';
import { mountain, palm, ridge, terraces, water } from './scenery';
import { circle, path, rect, stroke, times } from './svg';

/** Old cities and sites: the monument is the picture. */
export const CULTURE_SCENES: Record<string, ArtworkEntry> = {
  kyoto: {
    motif: 'torii-gates-and-pagoda',
    palette: {
      skyTop: '#fda4af',
      skyBottom: '#fff1f2',
      sun: '#ffffff',
      far: '#9f1239',
      mid: '#fecdd3',
      near: '#14532d',
      ink: '#dc2626',
      accent: '#fb7185',
    },
    sky: { sunX: 640, sunY: 120, sunR: 44 },
    scene: (p) =>
      ridge(300, 26, 0.7, '#be123c', 0.35) +
      pagoda(610, 380, 260, '#4c0519') +
      torii(300, 440, 300, p.ink) +
      torii(300, 440, 210, '#b91c1c') +
      rect(0, 430, 800, 70, p.near) +
      times(12, (i) => circle(40 + i * 66, 90 + ((i * 53) % 140), 7, p.accent, 0.7)),
  },
  rome: {
    motif: 'colosseum',
    palette: {
      skyTop: '#fdba74',
      skyBottom: '#fff7ed',
      sun: '#fef3c7',
      far: '#c2410c',
      mid: '#fed7aa',
      near: '#65a30d',
      ink: '#b45309',
      accent: '#7c2d12',
    },
    sky: { sunX: 150, sunY: 120, sunR: 48 },
    scene: (p) =>
      arena(420, 420, 560, 250, p.ink, p.accent) +
      rect(0, 420, 800, 80, p.near) +
      times(4, (i) => path(`M${40 + (i * 740) / 3},420 q6,-120 12,-130 q6,10 12,130 Z`, '#365314')),
  },
  florence: {
    motif: 'duomo-and-bell-tower',
    palette: {
      skyTop: '#f472b6',
      skyBottom: '#fef3c7',
      sun: '#fffbeb',
      far: '#a16207',
      mid: '#fde68a',
      near: '#854d0e',
      ink: '#e7e5e4',
      accent: '#c2410c',
    },
    sky: { sunX: 640, sunY: 120, sunR: 44 },
    scene: (p) =>
      ridge(330, 24, 3.3, '#65a30d', 0.6) +
      duomo(320, 420, 280, p.ink, p.accent) +
      times(8, (i) =>
        rect(
          i * 100,
          420 - 40 - (i % 3) * 14,
          90,
          40 + (i % 3) * 14,
          i % 2 ? '#fcd34d' : '#fdba74',
        ),
      ) +
      rect(0, 420, 800, 80, p.near),
  },
  istanbul: {
    motif: 'domes-and-minarets-over-the-bosphorus',
    palette: {
      skyTop: '#1e3a8a',
      skyBottom: '#f9a8d4',
      sun: '#fdf2f8',
      far: '#312e81',
      mid: '#1e40af',
      near: '#172554',
      ink: '#1e1b4b',
      accent: '#f9a8d4',
    },
    sky: { sunX: 640, sunY: 260, sunR: 46 },
    scene: (p) =>
      mosque(380, 380, 300, p.ink) +
      water(380, p.mid, p.accent) +
      path('M560,440 h110 l-15,16 h-80 Z', p.near) +
      rect(600, 420, 40, 20, p.near),
  },
  marrakech: {
    motif: 'koutoubia-minaret-and-atlas',
    palette: {
      skyTop: '#f97316',
      skyBottom: '#fecaca',
      sun: '#fff7ed',
      far: '#fca5a5',
      mid: '#c2410c',
      near: '#9a3412',
      ink: '#b91c1c',
      accent: '#fde68a',
    },
    sky: { sunX: 160, sunY: 140, sunR: 50 },
    scene: (p) =>
      mountain(620, 360, 230, 140, p.far, '#f8fafc') +
      mountain(420, 360, 160, 90, p.far) +
      squareMinaret(320, 420, 330, p.ink, p.accent) +
      rect(0, 390, 800, 30, p.mid) +
      rect(0, 420, 800, 80, p.near) +
      palm(560, 450, 200, '#14532d', 1) +
      palm(640, 450, 160, '#14532d', -1),
  },
  cairo: {
    motif: 'pyramids-of-giza',
    palette: {
      skyTop: '#facc15',
      skyBottom: '#fef9c3',
      sun: '#ffffff',
      far: '#ca8a04',
      mid: '#eab308',
      near: '#a16207',
      ink: '#d97706',
      accent: '#92400e',
    },
    sky: { sunX: 620, sunY: 110, sunR: 56 },
    scene: (p) =>
      pyramid(260, 400, 400, 250, p.ink, p.accent) +
      pyramid(520, 400, 300, 190, p.ink, p.accent) +
      pyramid(680, 400, 150, 95, p.ink, p.accent) +
      ridge(430, 14, 1.3, p.mid) +
      ridge(470, 14, 5.2, p.near) +
      path('M120,470 q10,-30 30,-30 h30 v-20 h10 v20 q10,0 10,30 Z', '#451a03'),
  },
  cusco: {
    motif: 'machu-picchu-terraces',
    palette: {
      skyTop: '#7dd3fc',
      skyBottom: '#f1f5f9',
      sun: '#fefce8',
      far: '#166534',
      mid: '#4ade80',
      near: '#15803d',
      ink: '#57534e',
      accent: '#bbf7d0',
    },
    sky: { sunX: 140, sunY: 100, sunR: 38 },
    scene: (p) =>
      path('M420,420 L500,190 Q540,110 580,150 Q620,190 650,280 L760,420 Z', p.far) +
      path('M120,420 L260,300 L380,290 L470,420 Z', p.near) +
      terraces(340, 6, [p.mid, p.accent], p.near) +
      times(6, (i) => rect(220 + i * 38, 300 + (i % 2) * 8, 30, 22, p.ink)) +
      times(6, (i) => rect(226 + i * 38, 296 + (i % 2) * 8, 18, 6, '#78716c')),
  },
  athens: {
    motif: 'parthenon-on-the-acropolis',
    palette: {
      skyTop: '#0ea5e9',
      skyBottom: '#e0f2fe',
      sun: '#fefce8',
      far: '#a3a3a3',
      mid: '#d6d3d1',
      near: '#65a30d',
      ink: '#fafaf9',
      accent: '#d6d3d1',
    },
    sky: { sunX: 650, sunY: 90, sunR: 40 },
    scene: (p) =>
      path('M40,420 Q120,280 260,270 L560,268 Q690,280 760,420 Z', '#a8a29e') +
      temple(410, 272, 300, p.ink, p.accent) +
      rect(0, 420, 800, 80, p.near) +
      times(7, (i) => path(`M${30 + i * 120},440 q10,-50 20,-60 q10,10 20,60 Z`, '#365314')),
  },
  edinburgh: {
    motif: 'castle-on-castle-rock',
    palette: {
      skyTop: '#475569',
      skyBottom: '#cbd5e1',
      sun: '#f1f5f9',
      far: '#64748b',
      mid: '#334155',
      near: '#166534',
      ink: '#1e293b',
      accent: '#0f172a',
    },
    sky: { sunX: 640, sunY: 110, sunR: 36 },
    scene: (p) =>
      ridge(330, 30, 2.7, p.far, 0.7) +
      castleOnRock(380, 430, 360, p.ink, p.mid) +
      rect(0, 430, 800, 70, p.near) +
      stroke('M0,450 H800', '#14532d', 4),
  },
  'chiang-mai': {
    motif: 'golden-chedi-and-lanterns',
    palette: {
      skyTop: '#312e81',
      skyBottom: '#f59e0b',
      sun: '#fef3c7',
      far: '#1e1b4b',
      mid: '#78350f',
      near: '#1c1917',
      ink: '#eab308',
      accent: '#fb923c',
    },
    sky: { sunX: 620, sunY: 90, sunR: 30, night: true },
    scene: (p) =>
      ridge(320, 36, 1.9, p.far) +
      chedi(400, 430, 340, p.ink) +
      rect(0, 430, 800, 70, p.near) +
      times(9, (i) =>
        path(`M${60 + i * 85},${110 + ((i * 41) % 150)} h18 l-3,24 h-12 Z`, p.accent, 0.9),
      ) +
      water(460, p.mid, p.accent),
  },
};
