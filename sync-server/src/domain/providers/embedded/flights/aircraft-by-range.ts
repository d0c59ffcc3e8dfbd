import type { Random } from './prng';

/** Types flown at each range, by IATA aircraft code (all named in the shared aircraft table). */
const TURBOPROP = ['AT7', 'DH4'] as const;
const REGIONAL = ['E75', 'E90', 'CR9', '295'] as const;
const NARROW = ['320', '32N', '321', '32Q', '738', '7M8', '73G', '223'] as const;
const WIDE = ['789', '788', '359', '77W', '333', '339', '351'] as const;

/** A plausible aircraft for a leg of this length in kilometres. */
export function aircraftFor(distanceKm: number, carrier: string, random: Random): string {
  if (distanceKm < 450) return random.pick([...TURBOPROP, ...REGIONAL]);
  if (distanceKm < 900) return random.pick([...REGIONAL, ...NARROW]);
  if (distanceKm < 5500) return random.pick(NARROW);
  // Emirates flies only 777s and A380s.
  if (carrier === 'EK') return random.pick(['77W', '388']);
  return random.pick(WIDE);
}
