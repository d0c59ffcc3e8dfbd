import { circle, path, poly, rect, stroke, times } from './svg';

/** Tall landmarks, each drawn around its centre `x` standing on `base`, `h` high. */

/** The Eiffel Tower: curved legs, two platforms, a needle. */
export function eiffelTower(x: number, base: number, h: number, fill: string) {
  const top = base - h;
  const legs = path(
    `M${x - h * 0.28},${base} Q${x - h * 0.12},${base - h * 0.3} ${x - h * 0.04},${top + h * 0.12} L${x + h * 0.04},${top + h * 0.12} Q${x + h * 0.12},${base - h * 0.3} ${x + h * 0.28},${base} L${x + h * 0.17},${base} Q${x},${base - h * 0.24} ${x - h * 0.17},${base} Z`,
    fill,
  );
  return (
    legs +
    rect(x - h * 0.2, base - h * 0.3, h * 0.4, h * 0.03, fill) +
    rect(x - h * 0.11, base - h * 0.58, h * 0.22, h * 0.025, fill) +
    rect(x - h * 0.012, top, h * 0.024, h * 0.14, fill)
  );
}

/** Elizabeth Tower ("Big Ben") with its clock face and spire. */
export function clockTower(x: number, base: number, h: number, fill: string, face: string) {
  const w = h * 0.16;
  return (
    rect(x - w / 2, base - h * 0.78, w, h * 0.78, fill) +
    rect(x - w * 0.62, base - h * 0.8, w * 1.24, h * 0.05, fill) +
    poly(`${x - w / 2},${base - h * 0.78} ${x},${base - h} ${x + w / 2},${base - h * 0.78}`, fill) +
    circle(x, base - h * 0.68, w * 0.34, face) +
    stroke(
      `M${x},${base - h * 0.68} l0,${-w * 0.22} M${x},${base - h * 0.68} l${w * 0.16},0`,
      fill,
      2,
    )
  );
}

/** Tokyo Tower: a tapering lattice tower in bands. */
export function latticeTower(x: number, base: number, h: number, fill: string, band: string) {
  const at = (f: number) => h * 0.22 * (1 - f) + h * 0.015;
  const body = poly(
    `${x - at(0)},${base} ${x - at(0.55)},${base - h * 0.55} ${x - at(0.85)},${base - h * 0.85} ${x},${base - h} ${x + at(0.85)},${base - h * 0.85} ${x + at(0.55)},${base - h * 0.55} ${x + at(0)},${base}`,
    fill,
  );
  const bands = [0.3, 0.55, 0.75].map((f) =>
    rect(x - at(f) - 4, base - h * f, (at(f) + 4) * 2, h * 0.045, band),
  );
  return body + bands.join('');
}

/** Burj Khalifa: a stepped needle. */
export function steppedNeedle(x: number, base: number, h: number, fill: string) {
  const steps = [
    [0.09, 0.25],
    [0.07, 0.45],
    [0.05, 0.62],
    [0.035, 0.76],
    [0.02, 0.88],
  ] as const;
  return (
    steps
      .map(([half, top]) => rect(x - h * half, base - h * top, h * half * 2, h * top, fill))
      .join('') +
    poly(
      `${x - h * 0.012},${base - h * 0.88} ${x},${base - h} ${x + h * 0.012},${base - h * 0.88}`,
      fill,
    )
  );
}

/** A city block line: [x, width, height] per building, with lit windows. */
export function skyline(
  buildings: readonly (readonly [number, number, number])[],
  base: number,
  fill: string,
  lights?: string,
) {
  return buildings
    .map(([x, w, h], b) => {
      const windows = lights
        ? times(Math.floor(h / 28), (row) =>
            (row + b) % 3 === 0
              ? ''
              : rect(x + w * 0.25, base - h + 14 + row * 28, w * 0.18, 8, lights, 0.8),
          )
        : '';
      return rect(x, base - h, w, h, fill) + windows;
    })
    .join('');
}

/** The Empire State Building's set-backs and mast. */
export function setBackTower(x: number, base: number, h: number, fill: string) {
  return (
    rect(x - h * 0.12, base - h * 0.6, h * 0.24, h * 0.6, fill) +
    rect(x - h * 0.08, base - h * 0.75, h * 0.16, h * 0.15, fill) +
    rect(x - h * 0.045, base - h * 0.86, h * 0.09, h * 0.11, fill) +
    rect(x - h * 0.01, base - h, h * 0.02, h * 0.14, fill)
  );
}

/** Sagrada Família: clusters of tall rounded spires with finials. */
export function spires(x: number, base: number, h: number, fill: string, tip: string) {
  const towers = [
    [-0.3, 0.7],
    [-0.16, 0.86],
    [0, 1],
    [0.16, 0.86],
    [0.3, 0.7],
  ] as const;
  return (
    rect(x - h * 0.38, base - h * 0.32, h * 0.76, h * 0.32, fill) +
    towers
      .map(([dx, f]) => {
        const cx = x + dx * h;
        const top = base - h * f;
        return (
          path(
            `M${cx - h * 0.045},${base - h * 0.3} L${cx - h * 0.035},${top + h * 0.12} Q${cx},${top - h * 0.02} ${cx + h * 0.035},${top + h * 0.12} L${cx + h * 0.045},${base - h * 0.3} Z`,
            fill,
          ) + circle(cx, top + h * 0.02, h * 0.018, tip)
        );
      })
      .join('')
  );
}

/** Hallgrímskirkja: a concrete tower with stepped wings like basalt columns. */
export function basaltChurch(x: number, base: number, h: number, fill: string) {
  const wings = times(5, (i) => {
    const off = (i + 1) * h * 0.055;
    const wh = h * (0.62 - i * 0.1);
    return (
      rect(x - h * 0.06 - off, base - wh, h * 0.055, wh, fill) +
      rect(x + h * 0.06 + off - h * 0.055, base - wh, h * 0.055, wh, fill)
    );
  });
  return (
    wings +
    rect(x - h * 0.07, base - h * 0.85, h * 0.14, h * 0.85, fill) +
    poly(
      `${x - h * 0.07},${base - h * 0.85} ${x},${base - h} ${x + h * 0.07},${base - h * 0.85}`,
      fill,
    )
  );
}

/** The Angel of Independence: a column with a golden winged figure. */
export function victoryColumn(x: number, base: number, h: number, fill: string, gold: string) {
  return (
    rect(x - h * 0.14, base - h * 0.12, h * 0.28, h * 0.12, fill) +
    rect(x - h * 0.035, base - h * 0.82, h * 0.07, h * 0.72, fill) +
    rect(x - h * 0.06, base - h * 0.86, h * 0.12, h * 0.04, fill) +
    path(
      `M${x},${base - h} l${h * 0.02},${h * 0.1} l${h * 0.09},${-h * 0.05} l${-h * 0.07},${h * 0.09} h${-h * 0.08} l${-h * 0.07},${-h * 0.09} l${h * 0.09},${h * 0.05} Z`,
      gold,
    )
  );
}

/** The Koutoubia's square minaret with its lantern. */
export function squareMinaret(x: number, base: number, h: number, fill: string, trim: string) {
  const w = h * 0.2;
  return (
    rect(x - w / 2, base - h * 0.8, w, h * 0.8, fill) +
    rect(x - w / 2, base - h * 0.8, w, h * 0.05, trim) +
    rect(x - w * 0.22, base - h * 0.93, w * 0.44, h * 0.13, fill) +
    poly(
      `${x - w * 0.22},${base - h * 0.93} ${x},${base - h} ${x + w * 0.22},${base - h * 0.93}`,
      fill,
    ) +
    times(3, (i) => rect(x - w * 0.18, base - h * (0.62 - i * 0.17), w * 0.36, h * 0.08, trim, 0.6))
  );
}
