import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import type { ServerReadFailureReason, ServerReading } from '@shared/api/import-reading';
import { parseExtractorOutput, readExtractorNodes } from '@shared/import/extractor-output';
import { RateLimiter, type RateLimitRule } from '../../auth/rate-limit';
import { ExtractionSlots } from './extraction-slots';
import { runExtractor } from './run-extractor';

export interface ServerReaderSettings {
  /** The path of kitinerary-extractor (KITINERARY_EXTRACTOR). */
  binary: string;
  /** A file read longer than this is stopped (15 s). */
  timeoutMs?: number;
  /** An answer longer than this is refused (2 MB: hundreds of bookings). */
  maxOutputBytes?: number;
  /** Files read at once on this process (2). */
  concurrency?: number;
  /** Files one account may send (30 in 15 minutes). */
  perAccount?: RateLimitRule;
  now?: () => number;
}

export const SERVER_READER_DEFAULTS = {
  timeoutMs: 15_000,
  maxOutputBytes: 2 * 1024 * 1024,
  concurrency: 2,
  perAccount: { limit: 30, windowMs: 15 * 60_000 },
} as const;

export type ServerReadOutcome =
  | { kind: 'read'; reading: ServerReading }
  | {
      kind: 'refused';
      status: 429 | 502 | 503 | 504;
      reason: ServerReadFailureReason;
      message: string;
      retryAfterSeconds?: number;
    };

// How long a busy server asks the device to wait: about one file's reading.
const BUSY_RETRY_SECONDS = 2;

/**
 * The server's reader for booking files the device cannot read (decision 022): KDE's
 * kitinerary-extractor, run once per file, within limits of time, output, files at once and
 * files per account. The file is only ever in memory and on the program's standard input.
 */
export class ServerReader {
  private readonly timeoutMs: number;
  private readonly maxOutputBytes: number;
  private readonly slots: ExtractionSlots;
  private readonly perAccount: RateLimiter;

  constructor(private readonly settings: ServerReaderSettings) {
    this.timeoutMs = settings.timeoutMs ?? SERVER_READER_DEFAULTS.timeoutMs;
    this.maxOutputBytes = settings.maxOutputBytes ?? SERVER_READER_DEFAULTS.maxOutputBytes;
    this.slots = new ExtractionSlots(settings.concurrency ?? SERVER_READER_DEFAULTS.concurrency);
    this.perAccount = new RateLimiter(
      settings.perAccount ?? SERVER_READER_DEFAULTS.perAccount,
      settings.now ?? Date.now,
    );
  }

  /** Whether the program is there and may be run: an operator may set the path before installing. */
  async available(): Promise<boolean> {
    try {
      await access(this.settings.binary, constants.X_OK);
      return (await stat(this.settings.binary)).isFile();
    } catch {
      return false;
    }
  }

  /** Counts one file against the account's allowance; a refusal when it is spent. */
  admit(accountId: string): ServerReadOutcome | null {
    const verdict = this.perAccount.hit(accountId);
    if (verdict.allowed) return null;
    return {
      kind: 'refused',
      status: 429,
      reason: 'rate-limited',
      message: 'You have sent many files to be read in a short time. Try again later.',
      retryAfterSeconds: verdict.retryAfterSeconds,
    };
  }

  async read(bytes: Uint8Array, contextDate: string): Promise<ServerReadOutcome> {
    const giveBack = this.slots.take();
    if (!giveBack) {
      return {
        kind: 'refused',
        status: 429,
        reason: 'busy',
        message: 'The server is reading other files. Try again in a moment.',
        retryAfterSeconds: BUSY_RETRY_SECONDS,
      };
    }
    try {
      const outcome = await runExtractor({
        binary: this.settings.binary,
        bytes,
        contextDate,
        timeoutMs: this.timeoutMs,
        maxOutputBytes: this.maxOutputBytes,
      });
      switch (outcome.kind) {
        case 'ok': {
          const nodes = parseExtractorOutput(outcome.stdout);
          if (!nodes) {
            console.error('kitinerary-extractor answered something that is not JSON-LD');
            return failed();
          }
          return { kind: 'read', reading: readExtractorNodes(nodes) };
        }
        case 'missing':
          console.error(`kitinerary-extractor could not be run at ${this.settings.binary}`);
          return {
            kind: 'refused',
            status: 503,
            reason: 'unavailable',
            message: 'This server cannot read booking files.',
          };
        case 'timeout':
          return {
            kind: 'refused',
            status: 504,
            reason: 'timeout',
            message: 'Reading this file took too long and was stopped.',
          };
        case 'output-too-large':
          console.error('kitinerary-extractor answered more than the server reads; stopped');
          return failed();
        case 'failed':
          console.error(`kitinerary-extractor failed: ${outcome.detail}`);
          return failed();
      }
    } finally {
      giveBack();
    }
  }
}

function failed(): ServerReadOutcome {
  return {
    kind: 'refused',
    status: 502,
    reason: 'failed',
    message: 'The server could not read this file.',
  };
}
