import { describe, expect, it } from 'vitest';
import {
  cutText,
  readStoredArgs,
  REJECTION_ARGS_SUMMARY_BYTES,
  REJECTION_VALID_ARGS_MAX_BYTES,
  storedArgs,
} from './rejection-summary';

describe('rejection summary', () => {
  it('cuts text with an ellipsis, never through a surrogate pair', () => {
    expect(cutText('Kyoto', 10)).toBe('Kyoto');
    expect(cutText('abcdefghijkl', 5)).toBe('abcd…');
    // '🍵' is two UTF-16 units; cutting after the first would leave half a character.
    const cut = cutText('abc🍵defgh', 5);
    expect(cut).toBe('abc…');
    expect(cut.length).toBeLessThanOrEqual(5);
  });

  it('stores small args whole and reads them back as they were', () => {
    const args = { id: 'a', title: 'Kyoto' };
    expect(readStoredArgs(storedArgs(args, false))).toEqual({ args });
    expect(storedArgs(undefined, false)).toBeNull();
    expect(readStoredArgs(null)).toEqual({ args: null });
  });

  it('cuts invalid args beyond the summary size, by UTF-8 bytes and whole characters', () => {
    const args = { title: 'é'.repeat(REJECTION_ARGS_SUMMARY_BYTES) };
    const stored = storedArgs(args, false);
    const read = readStoredArgs(stored);
    expect(read.argsTruncated).toBe(true);
    expect(typeof read.args).toBe('string');
    const text = read.args as string;
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(REJECTION_ARGS_SUMMARY_BYTES);
    expect(text.startsWith('{"title":"éé')).toBe(true);
    expect(text.endsWith('é')).toBe(true);
  });

  it('keeps valid args whole up to the larger bound, and cuts them beyond it', () => {
    const long = { notes: 'é'.repeat(10_000) };
    expect(readStoredArgs(storedArgs(long, true))).toEqual({ args: long });
    const absurd = { destinationId: 'x'.repeat(REJECTION_VALID_ARGS_MAX_BYTES) };
    expect(readStoredArgs(storedArgs(absurd, true)).argsTruncated).toBe(true);
  });

  it('cuts an oversized row stored before the bounds when reading it', () => {
    const old = JSON.stringify({ junk: 'x'.repeat(REJECTION_VALID_ARGS_MAX_BYTES) });
    const read = readStoredArgs(old);
    expect(read.argsTruncated).toBe(true);
    expect((read.args as string).length).toBe(REJECTION_ARGS_SUMMARY_BYTES);
  });
});
