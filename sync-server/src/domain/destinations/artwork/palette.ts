/**
 * The colours of one picture. Every destination has its own, so two places that share a kind of
 * motif (two lakes, two skylines) still read as different places at a glance.
 */
export interface Palette {
  /** Sky gradient, top to horizon. */
  skyTop: string;
  skyBottom: string;
  /** Sun or moon. */
  sun: string;
  /** Distant hills or mountains. */
  far: string;
  /** The middle ground: water, fields, hills. */
  mid: string;
  /** The ground in front. */
  near: string;
  /** The landmark's silhouette. */
  ink: string;
  /** Details: roofs, domes, lights, flowers. */
  accent: string;
}
