/** The bytes a Range header asks of an answer of `size` bytes: first and last, inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * One range of a `Range: bytes=…` header (RFC 9110 14.2): `a-b`, `a-` or the suffix `-n`.
 * Undefined when there is none to honour (absent, another unit, several ranges: the whole answer
 * goes, which the RFC allows); 'unsatisfiable' when it starts past the end (416).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}
