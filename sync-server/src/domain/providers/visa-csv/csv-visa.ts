import { readFileSync, statSync } from 'node:fs';
import type { VisaAnswer, VisaProvider } from '../visa-provider';
import { pairKey, parseVisaCsv, type ParsedVisaCsv } from './passport-index-csv';

export interface CsvVisaOptions {
  /** Official or dataset page shown as the source of every answer. */
  sourceUrl?: string;
  /** yyyy-MM-dd of the data; defaults to the file's modification date. */
  asOf?: string;
}

/** Visa answers from a passport-index CSV file, read once at start. */
export function csvVisa(
  path: string,
  options: CsvVisaOptions = {},
): VisaProvider & { skipped: ParsedVisaCsv['skipped'] } {
  const { pairs, skipped } = parseVisaCsv(readFileSync(path, 'utf8'));
  const asOf = options.asOf ?? statSync(path).mtime.toISOString().slice(0, 10);
  return {
    name: 'passport-index-csv',
    skipped,
    lookup(passport, destination) {
      const found = pairs.get(pairKey(passport, destination));
      let answer: VisaAnswer;
      if (passport.toUpperCase() === destination.toUpperCase()) answer = { kind: 'home' };
      else if (!found) answer = { kind: 'unknown' };
      else if (found.kind === 'home') answer = { kind: 'unknown' };
      else answer = { ...found, asOf, ...(options.sourceUrl ? { source: options.sourceUrl } : {}) };
      return Promise.resolve(answer);
    },
  };
}
