import { countryCodeForName, isCountryCode } from '../embedded/country-names';
import type { VisaAnswer, VisaCategoryCode } from '../visa-provider';
import { parseCsvLine } from './parse-csv-line';

type PairAnswer = Exclude<VisaAnswer, { kind: 'unknown' }>;

export interface ParsedVisaCsv {
  /** Keyed by `PASSPORT>DESTINATION` (ISO alpha-2). */
  pairs: Map<string, PairAnswer>;
  /** Lines that could not be read, with the reason, for the start-up log. */
  skipped: { line: number; reason: string }[];
}

const REQUIREMENTS: Record<string, VisaCategoryCode> = {
  'visa free': 'VF',
  'visa on arrival': 'VOA',
  'e-visa': 'eVisa',
  eta: 'eTA',
  'visa required': 'VR',
  'no admission': 'NA',
};

export function pairKey(passport: string, destination: string): string {
  return `${passport.toUpperCase()}>${destination.toUpperCase()}`;
}

/** The dataset names countries by ISO code in some editions and by English name in others. */
function toCode(value: string): string | undefined {
  if (isCountryCode(value)) return value.toUpperCase();
  return countryCodeForName(value);
}

function toAnswer(requirement: string): PairAnswer | undefined {
  const value = requirement.trim().toLowerCase();
  if (value === '-1') return { kind: 'home' };
  // A bare number is the days of visa-free stay.
  if (/^\d+$/.test(value)) return { kind: 'rule', code: 'VF', dur: Number(value) };
  const code = REQUIREMENTS[value];
  return code ? { kind: 'rule', code, dur: null } : undefined;
}

/**
 * Reads a passport-index style table (`Passport,Destination,Requirement`), the tidy format of the
 * open Passport Index dataset. Unreadable lines are reported, not guessed.
 */
export function parseVisaCsv(text: string): ParsedVisaCsv {
  const lines = text.split(/\r?\n/);
  const header = parseCsvLine(lines[0] ?? '').map((h) => h.toLowerCase());
  if (header[0] !== 'passport' || header[1] !== 'destination' || header[2] !== 'requirement') {
    throw new Error('The visa CSV must start with the header Passport,Destination,Requirement');
  }
  const pairs = new Map<string, PairAnswer>();
  const skipped: ParsedVisaCsv['skipped'] = [];
  lines.slice(1).forEach((raw, i) => {
    const line = i + 2;
    if (!raw.trim()) return;
    const [passportText = '', destinationText = '', requirement = ''] = parseCsvLine(raw);
    const passport = toCode(passportText);
    const destination = toCode(destinationText);
    const answer = toAnswer(requirement);
    if (!passport) skipped.push({ line, reason: `unknown country "${passportText}"` });
    else if (!destination) skipped.push({ line, reason: `unknown country "${destinationText}"` });
    else if (!answer) skipped.push({ line, reason: `unknown requirement "${requirement}"` });
    else pairs.set(pairKey(passport, destination), answer);
  });
  return { pairs, skipped };
}
