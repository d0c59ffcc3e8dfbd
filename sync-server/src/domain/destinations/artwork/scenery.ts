import { circle, HEIGHT, path, poly, rect, stroke, times, WIDTH } from './svg';

/** Landscape pieces: ground, water, mountains and plants that the scenes are built from. */

/** A rolling ridge across the whole width, its shape fixed by `seed`. */
export function ridge(y: number, amplitude: number, seed: number, fill: string, opacity = 1) {
  const points = times(17, (i) => {
    const x = i * 50;
    const wave = Math.sin(i * 0.9 + seed) * 0.6 + Math.sin(i * 0.37 + seed * 2.1) * 0.4;
    return `${x},${Math.round(y - amplitude * wave)} `;
  });
  return poly(`0,${HEIGHT} ${points}${WIDTH},${HEIGHT}`, fill, opacity);
}

/** A peak with an optional snow cap over its top quarter. */
export function mountain(
  x: number,
  base: number,
  halfWidth: number,
  height: number,
  fill: string,
  snow?: string,
) {
  const top = base - height;
  let out = poly(`${x - halfWidth},${base} ${x},${top} ${x + halfWidth},${base}`, fill);
  if (snow) {
    const capY = top + height * 0.25;
    const capW = halfWidth * 0.25;
    out += poly(
      `${x},${top} ${x + capW},${capY} ${x + capW * 0.4},${capY - 8} ${x},${capY + 6} ${x - capW * 0.5},${capY - 6} ${x - capW},${capY}`,
      snow,
    );
  }
  return out;
}

/** Water from `y` down, with a few light strokes for waves. */
export function water(y: number, fill: string, shine: string) {
  const waves = times(5, (i) => {
    const wy = y + 18 + i * 22;
    const x = 60 + ((i * 173) % 560);
    return stroke(`M${x},${wy} q20,-6 40,0 q20,6 40,0`, shine, 3, 0.55);
  });
  return rect(0, y, WIDTH, HEIGHT - y, fill) + waves;
}

/** A curved beach in the lower corner. */
export function beach(fill: string, fromLeft = true) {
  return fromLeft
    ? path(`M0,500 L0,400 Q260,380 520,500 Z`, fill)
    : path(`M800,500 L800,395 Q540,385 300,500 Z`, fill);
}

export function palm(x: number, base: number, height: number, fill: string, lean = 1) {
  const topX = x + 28 * lean;
  const topY = base - height;
  const trunk = stroke(
    `M${x},${base} Q${x + 4 * lean},${base - height / 2} ${topX},${topY}`,
    fill,
    9,
  );
  const fronds = [
    [-70, 18],
    [-45, -18],
    [0, -34],
    [45, -18],
    [70, 20],
  ]
    .map(
      ([dx = 0, dy = 0]) =>
        `M${topX},${topY} q${dx / 2},${dy - 18} ${dx},${dy} q${-dx / 3},${-dy / 2 - 6} ${-dx},${-dy}`,
    )
    .map((d) => path(d, fill))
    .join('');
  return trunk + fronds;
}

/** A conifer: three stacked triangles. */
export function pine(x: number, base: number, height: number, fill: string) {
  const w = height * 0.32;
  return (
    times(3, (i) => {
      const top = base - height + i * height * 0.22;
      const bottom = top + height * 0.45;
      const half = w * (0.55 + i * 0.25);
      return poly(`${x},${top} ${x + half},${bottom} ${x - half},${bottom}`, fill);
    }) + rect(x - 3, base - height * 0.15, 6, height * 0.15, fill)
  );
}

export function stars(fill: string, seed: number) {
  return times(28, (i) => {
    const x = (i * 137 + seed * 31) % WIDTH;
    const y = (i * 71 + seed * 17) % 220;
    return circle(x, y, i % 4 === 0 ? 2 : 1.2, fill, 0.8);
  });
}

/** Soft curtains of northern lights. */
export function aurora(first: string, second: string) {
  return (
    path(
      'M-20,170 C150,60 300,200 460,90 S720,40 820,120 L820,160 C700,90 560,200 420,140 S150,120 -20,220 Z',
      first,
      0.45,
    ) +
    path(
      'M-20,120 C180,30 320,140 500,60 S760,30 820,70 L820,100 C680,70 540,140 420,110 S160,80 -20,160 Z',
      second,
      0.35,
    )
  );
}

/** A fall of water over a cliff edge, with spray at the foot. */
export function waterfall(x: number, top: number, width: number, height: number, fill: string) {
  const streaks = times(Math.max(2, Math.round(width / 14)), (i) =>
    stroke(
      `M${x + 6 + i * 14},${top + 4} L${x + 4 + i * 14},${top + height - 6}`,
      '#ffffff',
      2,
      0.5,
    ),
  );
  return (
    rect(x, top, width, height, fill) +
    streaks +
    circle(x + width / 2, top + height, width * 0.6, '#ffffff', 0.55)
  );
}

/** A hot-air balloon with its basket. */
export function balloon(x: number, y: number, r: number, fill: string, stripe: string) {
  return (
    path(
      `M${x - r},${y} a${r},${r} 0 1 1 ${2 * r},0 q0,${r * 0.6} ${-r * 0.55},${r * 1.15} h${-r * 0.9} q${-r * 0.45},${-r * 0.55} ${-r * 0.55},${-r * 1.15} Z`,
      fill,
    ) +
    path(
      `M${x - r * 0.3},${y - r} q${r * 0.3},${r * 1.5} 0,${r * 2.15} h${r * 0.6} q${-r * 0.3},${-r * 0.65} 0,${-r * 2.15} Z`,
      stripe,
    ) +
    rect(x - r * 0.25, y + r * 1.35, r * 0.5, r * 0.35, '#5b3a1e')
  );
}

/** Stepped fields following the slope, as on Bali's and the Andes' hillsides. */
export function terraces(y: number, rows: number, colors: [string, string], edge: string) {
  return times(rows, (i) => {
    const top = y + i * 26;
    const lift = 18 - i * 2;
    return (
      path(
        `M0,${top + lift} Q200,${top - 10} 420,${top + 6} T800,${top - 4} L800,500 L0,500 Z`,
        i % 2 ? colors[0] : colors[1],
      ) + stroke(`M0,${top + lift} Q200,${top - 10} 420,${top + 6} T800,${top - 4}`, edge, 2, 0.6)
    );
  });
}

/** A small boat, for lakes and bays. */
export function boat(x: number, y: number, fill: string, sail?: string) {
  const hull = path(`M${x - 26},${y} h52 l-10,10 h-32 Z`, fill);
  return sail ? hull + poly(`${x},${y - 40} ${x},${y - 2} ${x + 22},${y - 2}`, sail) : hull;
}
