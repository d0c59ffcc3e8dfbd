import { circle, path, poly, rect, stroke, times } from './svg';

/** Wide landmarks: gates, temples, domes and ruins, drawn around `x` on `base`. */

/** A torii gate: two pillars, a curved top beam and a tie beam. */
export function torii(x: number, base: number, h: number, fill: string) {
  const w = h * 1.1;
  return (
    rect(x - w * 0.36, base - h * 0.85, h * 0.08, h * 0.85, fill) +
    rect(x + w * 0.36 - h * 0.08, base - h * 0.85, h * 0.08, h * 0.85, fill) +
    rect(x - w * 0.45, base - h * 0.72, w * 0.9, h * 0.06, fill) +
    path(
      `M${x - w * 0.58},${base - h * 0.92} Q${x},${base - h * 0.84} ${x + w * 0.58},${base - h * 0.92} L${x + w * 0.55},${base - h} Q${x},${base - h * 0.93} ${x - w * 0.55},${base - h} Z`,
      fill,
    )
  );
}

/** A pagoda of `tiers` storeys with upturned eaves. */
export function pagoda(x: number, base: number, h: number, fill: string, tiers = 5) {
  const storey = (h * 0.85) / tiers;
  const floors = times(tiers, (i) => {
    const y = base - i * storey;
    const half = h * (0.24 - i * 0.028);
    return (
      rect(x - half * 0.6, y - storey, half * 1.2, storey, fill) +
      path(
        `M${x - half - 10},${y - storey + 6} Q${x},${y - storey - 10} ${x + half + 10},${y - storey + 6} L${x + half * 0.7},${y - storey - 4} L${x - half * 0.7},${y - storey - 4} Z`,
        fill,
      )
    );
  });
  return floors + rect(x - 2, base - h, 4, h * 0.16, fill);
}

/** The Colosseum: a wall of arches, its top edge broken on one side. */
export function arena(x: number, base: number, w: number, h: number, fill: string, arch: string) {
  const left = x - w / 2;
  const wall = path(
    `M${left},${base} V${base - h * 0.8} L${left + w * 0.55},${base - h} L${left + w},${base - h} V${base} Z`,
    fill,
  );
  const arches = times(3, (row) =>
    times(9, (i) => {
      const ax = left + 14 + (i * (w - 28)) / 9;
      const ay = base - (row + 1) * h * 0.26 + 6;
      return path(
        `M${ax},${ay + h * 0.18} v${-h * 0.1} a${w / 40},${w / 40} 0 0 1 ${w / 20},0 v${h * 0.1} Z`,
        arch,
      );
    }),
  );
  return wall + arches;
}

/** Florence's Duomo: drum, ribbed dome, lantern; with Giotto's bell tower beside it. */
export function duomo(x: number, base: number, h: number, fill: string, dome: string) {
  return (
    rect(x - h * 0.55, base - h * 0.35, h * 1.1, h * 0.35, fill) +
    rect(x - h * 0.28, base - h * 0.5, h * 0.56, h * 0.15, fill) +
    path(
      `M${x - h * 0.3},${base - h * 0.5} Q${x - h * 0.28},${base - h * 0.92} ${x},${base - h * 0.92} Q${x + h * 0.28},${base - h * 0.92} ${x + h * 0.3},${base - h * 0.5} Z`,
      dome,
    ) +
    rect(x - h * 0.04, base - h, h * 0.08, h * 0.1, fill) +
    rect(x + h * 0.66, base - h * 0.85, h * 0.14, h * 0.85, fill)
  );
}

/** An Ottoman mosque: a cascade of domes and four pencil minarets. */
export function mosque(x: number, base: number, h: number, fill: string) {
  const minaret = (mx: number, mh: number) =>
    rect(mx - 5, base - mh, 10, mh, fill) +
    poly(`${mx - 6},${base - mh} ${mx},${base - mh - 30} ${mx + 6},${base - mh}`, fill);
  const dome = (dx: number, r: number, y: number) =>
    path(`M${dx - r},${y} a${r},${r * 0.9} 0 0 1 ${2 * r},0 Z`, fill);
  return (
    rect(x - h * 0.55, base - h * 0.3, h * 1.1, h * 0.3, fill) +
    dome(x, h * 0.32, base - h * 0.42) +
    rect(x - h * 0.34, base - h * 0.44, h * 0.68, h * 0.15, fill) +
    dome(x - h * 0.32, h * 0.14, base - h * 0.3) +
    dome(x + h * 0.32, h * 0.14, base - h * 0.3) +
    minaret(x - h * 0.75, h * 0.95) +
    minaret(x + h * 0.75, h * 0.95) +
    minaret(x - h * 0.6, h * 0.8) +
    minaret(x + h * 0.6, h * 0.8)
  );
}

/** A pyramid with its shaded face. */
export function pyramid(
  x: number,
  base: number,
  w: number,
  h: number,
  fill: string,
  shade: string,
) {
  return (
    poly(`${x - w / 2},${base} ${x},${base - h} ${x + w / 2},${base}`, fill) +
    poly(`${x},${base - h} ${x + w / 2},${base} ${x + w * 0.12},${base}`, shade)
  );
}

/** A stepped Maya temple with its shrine on top. */
export function steppedTemple(x: number, base: number, h: number, fill: string, shade: string) {
  const steps = times(5, (i) =>
    rect(
      x - h * (0.7 - i * 0.11),
      base - (i + 1) * h * 0.15,
      h * (1.4 - i * 0.22),
      h * 0.15,
      i % 2 ? fill : shade,
    ),
  );
  return (
    steps +
    rect(x - h * 0.14, base - h, h * 0.28, h * 0.25, fill) +
    rect(x - h * 0.22, base - h * 0.84, h * 0.44, h * 0.14, shade)
  );
}

/** The Parthenon on its rock: stylobate, columns, pediment. */
export function temple(x: number, base: number, w: number, fill: string, shade: string) {
  const h = w * 0.42;
  const columns = times(8, (i) =>
    rect(x - w / 2 + 10 + (i * (w - 30)) / 7, base - h * 0.78, w * 0.04, h * 0.66, fill),
  );
  return (
    rect(x - w / 2 - 8, base - h * 0.12, w + 16, h * 0.12, fill) +
    columns +
    rect(x - w / 2, base - h * 0.9, w, h * 0.12, fill) +
    poly(
      `${x - w / 2 - 6},${base - h * 0.9} ${x},${base - h * 1.1} ${x + w / 2 + 6},${base - h * 0.9}`,
      shade,
    )
  );
}

/** A castle with towers, on a crag. */
export function castleOnRock(x: number, base: number, w: number, fill: string, rock: string) {
  const top = base - w * 0.35;
  const battlements = times(10, (i) =>
    rect(x - w * 0.4 + i * w * 0.085, top - w * 0.24, w * 0.04, w * 0.03, fill),
  );
  return (
    path(
      `M${x - w * 0.75},${base} Q${x - w * 0.55},${top + 10} ${x - w * 0.3},${top} L${x + w * 0.45},${top} Q${x + w * 0.7},${top + 30} ${x + w * 0.9},${base} Z`,
      rock,
    ) +
    rect(x - w * 0.4, top - w * 0.21, w * 0.84, w * 0.21, fill) +
    battlements +
    rect(x - w * 0.1, top - w * 0.38, w * 0.12, w * 0.17, fill) +
    rect(x + w * 0.22, top - w * 0.33, w * 0.1, w * 0.12, fill)
  );
}

/** A Thai chedi: bell-shaped stupa on tiers, with a tall finial. */
export function chedi(x: number, base: number, h: number, fill: string) {
  return (
    rect(x - h * 0.4, base - h * 0.08, h * 0.8, h * 0.08, fill) +
    rect(x - h * 0.32, base - h * 0.16, h * 0.64, h * 0.08, fill) +
    path(
      `M${x - h * 0.26},${base - h * 0.16} Q${x - h * 0.26},${base - h * 0.5} ${x},${base - h * 0.55} Q${x + h * 0.26},${base - h * 0.5} ${x + h * 0.26},${base - h * 0.16} Z`,
      fill,
    ) +
    poly(
      `${x - h * 0.06},${base - h * 0.52} ${x},${base - h} ${x + h * 0.06},${base - h * 0.52}`,
      fill,
    )
  );
}

/** Bali's candi bentar: a temple gate split in two, stepped halves facing each other. */
export function splitGate(x: number, base: number, h: number, fill: string) {
  const half = (side: 1 | -1) => {
    const inner = x + side * h * 0.08;
    const outer = x + side * h * 0.42;
    const tiers = times(6, (i) => {
      const y = base - h * (0.45 + i * 0.09);
      const o = outer - side * i * h * 0.05;
      return poly(
        `${inner},${y} ${o},${y} ${o - side * h * 0.02},${y - h * 0.09} ${inner},${y - h * 0.09}`,
        fill,
      );
    });
    return (
      poly(
        `${inner},${base} ${outer},${base} ${outer},${base - h * 0.45} ${inner},${base - h * 0.45}`,
        fill,
      ) + tiers
    );
  };
  return half(-1) + half(1);
}

/** Sydney Opera House: overlapping shell sails on a podium. */
export function shellSails(x: number, base: number, w: number, fill: string, line: string) {
  const sail = (sx: number, sh: number, sw: number) =>
    path(
      `M${sx},${base - w * 0.06} Q${sx + sw * 0.15},${base - sh} ${sx + sw},${base - sh * 1.02} Q${sx + sw * 0.8},${base - sh * 0.4} ${sx + sw * 0.9},${base - w * 0.06} Z`,
      fill,
    ) +
    stroke(
      `M${sx + sw * 0.45},${base - w * 0.06} Q${sx + sw * 0.5},${base - sh * 0.6} ${sx + sw},${base - sh * 1.02}`,
      line,
      2,
    );
  return (
    rect(x - w / 2, base - w * 0.06, w, w * 0.06, fill) +
    sail(x - w * 0.45, w * 0.32, w * 0.3) +
    sail(x - w * 0.2, w * 0.42, w * 0.32) +
    sail(x + w * 0.08, w * 0.36, w * 0.3)
  );
}

/** Christ the Redeemer with outstretched arms, on a summit at (x, top). */
export function redeemer(x: number, top: number, h: number, fill: string) {
  return (
    circle(x, top - h + h * 0.06, h * 0.06, fill) +
    rect(x - h * 0.5, top - h * 0.78, h, h * 0.07, fill) +
    poly(
      `${x - h * 0.09},${top - h * 0.82} ${x + h * 0.09},${top - h * 0.82} ${x + h * 0.12},${top} ${x - h * 0.12},${top}`,
      fill,
    )
  );
}

/** Cubic whitewashed houses with blue domes stacked up a cliff. */
export function cubicHouses(x: number, base: number, fill: string, dome: string, door: string) {
  const houses = [
    [0, 0, 70, 50],
    [80, -10, 60, 60],
    [150, 8, 80, 42],
    [30, -60, 60, 50],
    [100, -70, 70, 55],
    [185, -45, 55, 45],
    [60, -118, 60, 50],
  ] as const;
  return (
    houses
      .map(
        ([dx, dy, w, h]) =>
          rect(x + dx, base + dy - h, w, h, fill) +
          rect(x + dx + w * 0.4, base + dy - h * 0.45, w * 0.16, h * 0.45, door),
      )
      .join('') +
    path(`M${x + 100},${base - 125} a26,24 0 0 1 52,0 Z`, dome) +
    rect(x + 104, base - 125, 44, 8, fill) +
    path(`M${x + 190},${base - 90} a20,18 0 0 1 40,0 Z`, dome)
  );
}

/** Colourful houses stacked up a slope, as on the Amalfi coast and Lisbon's hills. */
export function hillsideHouses(
  x: number,
  base: number,
  colors: readonly string[],
  roof: string,
  rows = 4,
) {
  return times(rows, (row) =>
    times(6 - row, (i) => {
      const w = 42;
      const hx = x + row * 26 + i * 48;
      const hy = base - row * 44;
      return (
        rect(hx, hy - 40, w, 40, colors[(i + row) % colors.length] ?? roof) +
        poly(`${hx - 3},${hy - 40} ${hx + w / 2},${hy - 54} ${hx + w + 3},${hy - 40}`, roof) +
        rect(hx + 14, hy - 28, 10, 12, '#1f2937', 0.5)
      );
    }),
  );
}

/** A Lisbon tram, yellow with a white roof. */
export function tram(x: number, base: number, body: string, roof: string) {
  return (
    rect(x, base - 70, 150, 60, body) +
    rect(x + 6, base - 78, 138, 10, roof) +
    times(4, (i) => rect(x + 12 + i * 34, base - 60, 24, 22, '#e0f2fe', 0.9)) +
    circle(x + 30, base - 6, 9, '#1f2937') +
    circle(x + 120, base - 6, 9, '#1f2937') +
    `<line x1="${x + 75}" y1="${base - 78}" x2="${x + 110}" y2="${base - 130}" stroke="#1f2937" stroke-width="3"/>`
  );
}
