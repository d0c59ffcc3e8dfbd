/** Small SVG string builders shared by the motifs, so each motif reads as shapes, not markup. */

export const WIDTH = 800;
export const HEIGHT = 500;

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** FNV-1a: a stable number per name, for the variation of generated artwork. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function opacityAttr(opacity: number): string {
  return opacity < 1 ? ` opacity="${opacity}"` : '';
}

export function poly(points: string, fill: string, opacity = 1): string {
  return `<polygon points="${points}" fill="${fill}"${opacityAttr(opacity)}/>`;
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  opacity = 1,
): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${opacityAttr(opacity)}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${opacityAttr(opacity)}/>`;
}

export function path(d: string, fill: string, opacity = 1): string {
  return `<path d="${d}" fill="${fill}"${opacityAttr(opacity)}/>`;
}

export function stroke(d: string, color: string, width: number, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"${opacityAttr(opacity)}/>`;
}

/** Repeats a shape builder for each index, e.g. a row of columns or windows. */
export function times(count: number, draw: (i: number) => string): string {
  return Array.from({ length: count }, (_, i) => draw(i)).join('');
}
