import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pairKey, parseVisaCsv } from './passport-index-csv';
import { parseCsvLine } from './parse-csv-line';

const fixture = readFileSync(
  new URL('./fixtures/passport-index-sample.csv', import.meta.url),
  'utf8',
);

describe('passport-index CSV', () => {
  const { pairs, skipped } = parseVisaCsv(fixture);

  it('reads day counts as visa free with a stay', () => {
    expect(pairs.get(pairKey('US', 'JP'))).toEqual({ kind: 'rule', code: 'VF', dur: 90 });
  });

  it('maps every requirement word to a category', () => {
    expect(pairs.get(pairKey('US', 'ID'))).toMatchObject({ code: 'VOA', dur: null });
    expect(pairs.get(pairKey('US', 'TR'))).toMatchObject({ code: 'VF', dur: null });
    expect(pairs.get(pairKey('GB', 'US'))).toMatchObject({ code: 'eTA' });
    expect(pairs.get(pairKey('IN', 'JP'))).toMatchObject({ code: 'VR' });
    expect(pairs.get(pairKey('IN', 'TR'))).toMatchObject({ code: 'eVisa' });
    expect(pairs.get(pairKey('US', 'AQ'))).toMatchObject({ code: 'NA' });
    expect(pairs.get(pairKey('US', 'US'))).toEqual({ kind: 'home' });
  });

  it('accepts country names, quoted, as well as codes', () => {
    expect(pairs.get(pairKey('US', 'IS'))).toMatchObject({ code: 'VF', dur: 90 });
    expect(pairs.get(pairKey('KR', 'PE'))).toMatchObject({ code: 'VF', dur: 183 });
  });

  it('reports unreadable lines with their number instead of guessing', () => {
    expect(skipped).toEqual([
      { line: 13, reason: 'unknown country "XX"' },
      { line: 14, reason: 'unknown requirement "covid ban"' },
    ]);
    expect(pairs.has(pairKey('US', 'FR'))).toBe(false);
  });

  it('refuses a file without the expected header', () => {
    expect(() => parseVisaCsv('from,to,rule\nUS,JP,90')).toThrow(
      /Passport,Destination,Requirement/,
    );
  });

  it('splits quoted fields with commas and escaped quotes', () => {
    expect(parseCsvLine('"Korea, Republic of", "a ""b""",c')).toEqual([
      'Korea, Republic of',
      'a "b"',
      'c',
    ]);
  });
});
