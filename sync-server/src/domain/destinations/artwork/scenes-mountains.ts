import type { ArtworkEntry } from './artwork-entry';
import { torii } from './landmarks-buildings';
import { basaltChurch } from './landmarks-towers';
import { aurora, balloon, boat, mountain, pine, ridge, stars, water, waterfall } from './scenery';
import { path, poly, rect, stroke, times } from './svg';

/** Mountains, canyons and falls: the shape of the land is the landmark. */
export const MOUNTAIN_SCENES: Record<string, ArtworkEntry> = {
  queenstown: {
    motif: 'remarkables-over-lake-wakatipu',
    palette: {
      skyTop: '#2563eb',
      skyBottom: '#dbeafe',
      sun: '#fefce8',
      far: '#475569',
      mid: '#1d4ed8',
      near: '#a16207',
      ink: '#1e293b',
      accent: '#f8fafc',
    },
    sky: { sunX: 140, sunY: 100, sunR: 36 },
    scene: (p) =>
      path(
        'M0,330 L90,220 L140,260 L220,170 L290,240 L360,150 L430,230 L520,160 L600,250 L700,190 L800,260 L800,330 Z',
        p.far,
      ) +
      water(330, p.mid, '#bfdbfe') +
      boat(420, 380, '#b91c1c') +
      rect(405, 350, 8, 30, '#1f2937') +
      path('M0,500 L0,440 Q300,410 800,460 L800,500 Z', p.near),
  },
  reykjavik: {
    motif: 'hallgrimskirkja-under-the-aurora',
    palette: {
      skyTop: '#020617',
      skyBottom: '#1e3a8a',
      sun: '#e2e8f0',
      far: '#0f172a',
      mid: '#1e293b',
      near: '#0b1120',
      ink: '#cbd5e1',
      accent: '#4ade80',
    },
    sky: { sunX: 660, sunY: 90, sunR: 26, night: true },
    scene: (p) =>
      stars('#f8fafc', 3) +
      aurora(p.accent, '#a78bfa') +
      ridge(360, 20, 0.4, p.far) +
      basaltChurch(400, 420, 300, p.ink) +
      times(9, (i) =>
        rect(i * 90 + (i > 4 ? 60 : -40), 380, 70, 40, i % 2 ? '#ef4444' : '#facc15', 0.85),
      ) +
      rect(0, 420, 800, 80, p.near),
  },
  interlaken: {
    motif: 'jungfrau-and-paragliders',
    palette: {
      skyTop: '#0284c7',
      skyBottom: '#e0f2fe',
      sun: '#fefce8',
      far: '#94a3b8',
      mid: '#06b6d4',
      near: '#16a34a',
      ink: '#ea580c',
      accent: '#f8fafc',
    },
    sky: { sunX: 130, sunY: 90, sunR: 34 },
    scene: (p) =>
      mountain(300, 360, 260, 230, p.far, p.accent) +
      mountain(560, 360, 240, 260, '#64748b', p.accent) +
      mountain(720, 360, 140, 150, p.far, p.accent) +
      water(360, p.mid, '#cffafe') +
      path('M0,500 L0,400 Q200,380 800,420 L800,500 Z', p.near) +
      path('M440,110 q60,-30 120,0 q-60,-12 -120,0 Z', p.ink) +
      stroke('M448,110 L500,160 L552,110', '#1f2937', 1.5) +
      path('M180,190 q40,-20 80,0 q-40,-8 -80,0 Z', '#facc15'),
  },
  cappadocia: {
    motif: 'hot-air-balloons-over-fairy-chimneys',
    palette: {
      skyTop: '#fb923c',
      skyBottom: '#fde68a',
      sun: '#fff7ed',
      far: '#d6a77a',
      mid: '#c08457',
      near: '#9a5b34',
      ink: '#dc2626',
      accent: '#2563eb',
    },
    sky: { sunX: 120, sunY: 300, sunR: 60 },
    scene: (p) =>
      balloon(300, 120, 44, p.ink, '#facc15') +
      balloon(520, 90, 30, p.accent, '#f8fafc') +
      balloon(650, 170, 38, '#16a34a', '#fde68a') +
      balloon(420, 210, 22, '#9333ea', '#fde68a') +
      balloon(160, 200, 18, '#0ea5e9', '#f8fafc') +
      ridge(370, 20, 1.1, p.far) +
      times(7, (i) => {
        const x = 60 + i * 115;
        const h = 90 + (i % 3) * 40;
        return (
          path(
            `M${x - 28},470 Q${x - 18},${470 - h} ${x},${470 - h - 20} Q${x + 18},${470 - h} ${x + 28},470 Z`,
            i % 2 ? p.mid : p.near,
          ) + path(`M${x - 16},${470 - h + 4} a16,14 0 0 1 32,0 Z`, '#7c2d12')
        );
      }) +
      rect(0, 468, 800, 32, p.near),
  },
  'grand-canyon': {
    motif: 'layered-canyon-walls',
    palette: {
      skyTop: '#0ea5e9',
      skyBottom: '#fed7aa',
      sun: '#fffbeb',
      far: '#f97316',
      mid: '#c2410c',
      near: '#7c2d12',
      ink: '#9a3412',
      accent: '#fdba74',
    },
    sky: { sunX: 660, sunY: 90, sunR: 40 },
    scene: (p) =>
      path('M0,230 H260 L280,260 H330 L350,300 L500,300 L520,250 H800 V500 H0 Z', p.far) +
      path('M0,280 H200 L230,320 H300 L330,360 L520,360 L560,310 H800 V500 H0 Z', p.accent) +
      path('M0,340 H150 L200,380 L300,400 L520,400 L600,360 H800 V500 H0 Z', p.mid) +
      path('M0,410 L260,440 L360,470 L470,470 L800,420 V500 H0 Z', p.near) +
      stroke('M330,470 Q400,450 470,470', '#0e7490', 6),
  },
  iguazu: {
    motif: 'waterfalls-in-the-rainforest',
    palette: {
      skyTop: '#22c55e',
      skyBottom: '#dcfce7',
      sun: '#fefce8',
      far: '#166534',
      mid: '#0f766e',
      near: '#14532d',
      ink: '#e0f2fe',
      accent: '#bbf7d0',
    },
    sky: { sunX: 680, sunY: 70, sunR: 30 },
    scene: (p) =>
      rect(0, 170, 800, 150, p.far) +
      times(16, (i) => `<circle cx="${i * 52}" cy="172" r="30" fill="${p.near}"/>`) +
      waterfall(60, 190, 90, 150, p.ink) +
      waterfall(230, 200, 130, 140, p.ink) +
      waterfall(440, 190, 70, 150, p.ink) +
      waterfall(590, 195, 110, 145, p.ink) +
      `<path d="M120,330 A280,200 0 0 1 680,330" fill="none" stroke="#fde047" stroke-width="6" opacity="0.45"/><path d="M130,330 A270,190 0 0 1 670,330" fill="none" stroke="#f472b6" stroke-width="6" opacity="0.35"/>` +
      water(340, p.mid, p.accent) +
      path('M0,500 L0,430 Q120,420 200,500 Z', p.near) +
      path('M800,500 L800,420 Q680,430 620,500 Z', p.near),
  },
  banff: {
    motif: 'turquoise-lake-and-rockies',
    palette: {
      skyTop: '#1e40af',
      skyBottom: '#bfdbfe',
      sun: '#f8fafc',
      far: '#64748b',
      mid: '#2dd4bf',
      near: '#14532d',
      ink: '#052e16',
      accent: '#f1f5f9',
    },
    sky: { sunX: 660, sunY: 80, sunR: 30 },
    scene: (p) =>
      mountain(200, 340, 200, 220, p.far, p.accent) +
      mountain(420, 340, 170, 250, '#475569', p.accent) +
      mountain(620, 340, 200, 200, p.far, p.accent) +
      water(340, p.mid, '#ccfbf1') +
      times(5, (i) => pine(30 + i * 40, 470, 150 + (i % 2) * 30, p.ink)) +
      times(4, (i) => pine(650 + i * 45, 470, 140 + (i % 2) * 40, p.ink)) +
      path('M0,500 L0,460 Q400,440 800,470 L800,500 Z', p.near),
  },
  zermatt: {
    motif: 'matterhorn',
    palette: {
      skyTop: '#0c4a6e',
      skyBottom: '#7dd3fc',
      sun: '#fefce8',
      far: '#334155',
      mid: '#cbd5e1',
      near: '#166534',
      ink: '#78350f',
      accent: '#f8fafc',
    },
    sky: { sunX: 150, sunY: 100, sunR: 32 },
    scene: (p) =>
      path('M220,380 L360,220 L400,120 L430,60 L455,110 L470,100 L520,200 L640,380 Z', p.far) +
      path('M400,120 L430,60 L455,110 L470,100 L490,150 L450,160 L420,150 Z', p.accent) +
      path('M360,220 L400,160 L390,240 Z M480,170 L520,200 L470,230 Z', p.accent, 0.9) +
      ridge(400, 30, 3.9, p.mid) +
      path('M0,500 L0,420 Q400,400 800,430 L800,500 Z', p.near) +
      times(
        3,
        (i) =>
          rect(100 + i * 90, 400, 60, 40, p.ink) +
          poly(`${94 + i * 90},400 ${130 + i * 90},375 ${166 + i * 90},400`, '#451a03'),
      ),
  },
  dolomites: {
    motif: 'tre-cime-rock-towers',
    palette: {
      skyTop: '#f472b6',
      skyBottom: '#fde68a',
      sun: '#fff7ed',
      far: '#fb7185',
      mid: '#22c55e',
      near: '#15803d',
      ink: '#9f1239',
      accent: '#fecdd3',
    },
    sky: { sunX: 650, sunY: 110, sunR: 38 },
    scene: (p) =>
      path(
        'M150,360 L200,180 Q215,120 240,110 Q265,150 270,200 L300,160 Q330,70 370,80 Q400,110 400,200 L430,150 Q455,130 470,170 L520,360 Z',
        p.ink,
      ) +
      path('M240,110 Q265,150 270,200 L255,240 Z M370,80 Q400,110 400,200 L380,230 Z', p.far, 0.8) +
      ridge(380, 25, 0.9, p.mid) +
      ridge(430, 20, 3.1, p.near) +
      times(6, (i) => pine(560 + i * 40, 470, 90 + (i % 2) * 20, '#14532d')),
  },
  chamonix: {
    motif: 'aiguilles-and-cable-car',
    palette: {
      skyTop: '#1d4ed8',
      skyBottom: '#e0e7ff',
      sun: '#f8fafc',
      far: '#6366f1',
      mid: '#e2e8f0',
      near: '#1e3a8a',
      ink: '#312e81',
      accent: '#ef4444',
    },
    sky: { sunX: 130, sunY: 90, sunR: 30 },
    scene: (p) =>
      path(
        'M0,380 L120,220 L160,250 L230,90 L260,180 L300,60 L330,170 L380,120 L430,230 L560,150 L800,330 L800,380 Z',
        p.far,
      ) +
      path(
        'M230,90 L245,150 L215,140 Z M300,60 L315,120 L285,115 Z M560,150 L600,180 L540,180 Z',
        p.mid,
      ) +
      stroke('M300,70 L780,420', '#1f2937', 2) +
      rect(520, 196, 44, 30, p.accent) +
      stroke('M542,196 V184', '#1f2937', 2) +
      ridge(420, 24, 2.4, p.mid) +
      ridge(460, 16, 5.5, p.near),
  },
  hakone: {
    motif: 'mount-fuji-and-lake-torii',
    palette: {
      skyTop: '#0369a1',
      skyBottom: '#fce7f3',
      sun: '#fef2f2',
      far: '#3b82f6',
      mid: '#0e7490',
      near: '#166534',
      ink: '#dc2626',
      accent: '#f8fafc',
    },
    sky: { sunX: 650, sunY: 100, sunR: 36 },
    scene: (p) =>
      path('M120,340 L330,130 Q400,100 470,130 L680,340 Z', p.far) +
      path(
        'M330,130 Q400,100 470,130 L510,170 L470,160 L440,180 L400,160 L360,180 L330,160 L290,170 Z',
        p.accent,
      ) +
      ridge(345, 14, 1.4, p.near) +
      water(350, p.mid, '#e0f2fe') +
      torii(170, 430, 130, p.ink) +
      path('M560,500 L560,420 Q680,390 800,420 L800,500 Z', p.near),
  },
  whistler: {
    motif: 'ski-slopes-and-gondola',
    palette: {
      skyTop: '#0ea5e9',
      skyBottom: '#f0f9ff',
      sun: '#fefce8',
      far: '#bae6fd',
      mid: '#f8fafc',
      near: '#14532d',
      ink: '#064e3b',
      accent: '#dc2626',
    },
    sky: { sunX: 140, sunY: 90, sunR: 34 },
    scene: (p) =>
      path('M0,300 L200,140 L330,230 L500,110 L800,300 L800,500 L0,500 Z', p.far) +
      path('M0,360 L220,210 L420,330 L560,220 L800,380 L800,500 L0,500 Z', p.mid) +
      stroke('M80,470 L640,180', '#1f2937', 2) +
      times(
        3,
        (i) =>
          rect(180 + i * 150, 400 - i * 78, 30, 26, p.accent) +
          stroke(`M${195 + i * 150},${400 - i * 78} v-12`, '#1f2937', 2),
      ) +
      times(8, (i) => pine(40 + i * 100, 500, 110 + (i % 3) * 30, p.ink)) +
      stroke('M420,330 q-30,40 10,80 q40,40 0,90', '#cbd5e1', 4),
  },
  yosemite: {
    motif: 'half-dome-and-el-capitan',
    palette: {
      skyTop: '#f59e0b',
      skyBottom: '#fef3c7',
      sun: '#fffbeb',
      far: '#a8a29e',
      mid: '#78716c',
      near: '#166534',
      ink: '#14532d',
      accent: '#e7e5e4',
    },
    sky: { sunX: 120, sunY: 110, sunR: 40 },
    scene: (p) =>
      path('M0,380 L0,190 Q60,160 140,200 L200,380 Z', p.mid) +
      path('M380,380 Q400,160 520,150 Q560,150 560,170 L560,380 Z', p.far) +
      path('M520,150 Q560,150 560,170 L560,380 L548,380 Z', p.accent, 0.7) +
      ridge(360, 20, 2.6, '#57534e') +
      waterfall(250, 200, 10, 170, '#f8fafc') +
      times(10, (i) => pine(20 + i * 85, 490, 120 + (i % 3) * 35, p.ink)) +
      rect(0, 470, 800, 30, p.near),
  },
};
