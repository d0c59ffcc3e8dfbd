import type { ImportReading } from '@shared/import/found-booking';

/** What the page asks the import worker: a file's bytes (transferred) or pasted text. */
export type ImportRequest =
  { kind: 'file'; name: string; type: string; bytes: ArrayBuffer } | { kind: 'text'; text: string };

export type ImportResponse = { ok: true; reading: ImportReading } | { ok: false };
