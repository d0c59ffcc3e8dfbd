import type { VISA_CATEGORY_CODES } from '@shared/api/lookups';

export type VisaCategoryCode = (typeof VISA_CATEGORY_CODES)[number];

export const VISA_CATEGORY_NAMES: Record<VisaCategoryCode, string> = {
  VF: 'Visa free',
  VOA: 'Visa on arrival',
  eVisa: 'eVisa',
  eTA: 'Electronic travel authorisation',
  VR: 'Visa required',
  NA: 'No admission',
};

export type VisaAnswer =
  | {
      kind: 'rule';
      code: VisaCategoryCode;
      /** Days of stay permitted; null when not limited or not known. */
      dur: number | null;
      /** Official page to verify the rule. */
      source?: string;
      /** yyyy-MM-dd the rule was last checked. */
      asOf?: string;
    }
  | { kind: 'home' }
  /** The provider has no data for the pair: said plainly rather than guessed. */
  | { kind: 'unknown' };

/** Entry rules for a passport (ISO alpha-2) at a destination country (ISO alpha-2). */
export interface VisaProvider {
  readonly name: string;
  lookup(passport: string, destination: string): Promise<VisaAnswer>;
}
