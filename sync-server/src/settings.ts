/**
 * The server's settings: every environment variable it reads, checked at start (an invalid one
 * stops the server with a message naming it), with its default and why it exists.
 */
import { z } from 'zod';
import { DEFAULT_INVITE_RATE_LIMIT } from './app';
import { DEFAULT_STREAM_LIMITS } from './domain/sync/change-hub';
import { DEFAULT_DOCUMENT_QUOTA_MB } from './domain/documents/document-rules';
import { DEFAULT_UPLOAD_RATE } from './domain/documents/upload-byte-budget';
import { DEFAULT_AMADEUS_BASE_URL } from './domain/providers/live/amadeus-client';
import { DEFAULT_ECB_RATES_URL } from './domain/providers/live/ecb-rates';
import {
  DEFAULT_NOMINATIM_URL,
  NOMINATIM_INTERVAL_MS,
} from './domain/providers/live/nominatim-places';
import { DEFAULT_PHOTON_URL } from './domain/providers/live/photon-places';
import { streetSourcesConflict, xyzTilesSetting } from './domain/maps/xyz-tiles-setting';
import { streetTilesSourceSetting } from './domain/maps/street-tiles-from-config';

export const MB = 1024 * 1024;

/** A comma-separated list, blanks dropped; unset: empty. */
const commaList = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATABASE_PATH: z.string().default('./data/wayfarer.db'),
  /**
   * A postgres:// URL selects PostgreSQL (decision 010): several server processes may share it.
   * Unset: the embedded SQLite file at DATABASE_PATH.
   */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  STATIC_ROOT: z.string().default('./dist/web'),
  /** Reverse proxies whose X-Forwarded-For is believed for the per-address limit. */
  TRUSTED_PROXIES: commaList,
  TRUSTED_ORIGINS: commaList,
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().optional(),
  AUTH_RATE_LIMIT_PER_USERNAME: z.coerce.number().int().positive().optional(),
  /** Invitations by username one account may send in 15 minutes. */
  INVITE_RATE_LIMIT_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_INVITE_RATE_LIMIT.limit),
  // Lookup providers (README "Data providers"); without them the embedded data answers.
  AMADEUS_CLIENT_ID: z.string().min(1).optional(),
  AMADEUS_CLIENT_SECRET: z.string().min(1).optional(),
  AMADEUS_BASE_URL: z.url().default(DEFAULT_AMADEUS_BASE_URL),
  VISA_API_BASE_URL: z.url().optional(),
  VISA_CSV_PATH: z.string().min(1).optional(),
  VISA_CSV_SOURCE_URL: z.url().optional(),
  /** 'ecb' fetches the European Central Bank's daily reference rates; unset: built-in table. */
  RATES_PROVIDER: z.enum(['ecb']).optional(),
  ECB_RATES_URL: z.url().default(DEFAULT_ECB_RATES_URL),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  // Live place search (issue 24): Photon while typing, Nominatim behind 'Search online', or
  // one of them alone; unset: the device's own gazetteer only.
  PLACES_PROVIDER: z.enum(['photon', 'nominatim', 'both']).optional(),
  PHOTON_URL: z.url().default(DEFAULT_PHOTON_URL),
  NOMINATIM_URL: z.url().default(DEFAULT_NOMINATIM_URL),
  /** The operator's contact, sent as 'Wayfarer/1.0.0 (<this>)': Nominatim's policy asks for it. */
  NOMINATIM_USER_AGENT: z
    .string()
    .trim()
    .regex(
      /\S+@\S+|https?:\/\/\S+/,
      'NOMINATIM_USER_AGENT must hold a contact: an e-mail address or a URL',
    )
    .optional(),
  /** One Nominatim request a second for the whole application: raise it with several processes. */
  NOMINATIM_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(NOMINATIM_INTERVAL_MS)
    .max(60_000)
    .default(NOMINATIM_INTERVAL_MS),
  // Destination photos (decision 007): the drawn artwork alone unless set to 'wikimedia'.
  PHOTOS_PROVIDER: z.enum(['artwork', 'wikimedia']).default('artwork'),
  PHOTOS_DIR: z.string().min(1).optional(),
  WIKIMEDIA_BASE_URL: z.url().optional(),
  // Trip documents (decision 009): bytes under DOCUMENTS_DIR unless an S3 bucket is configured.
  DOCUMENTS_DIR: z.string().min(1).optional(),
  DOCUMENT_QUOTA_MB: z.coerce.number().int().positive().default(DEFAULT_DOCUMENT_QUOTA_MB),
  // Document bytes one account may send: a steady rate after a burst (deploy/README.md).
  DOCUMENT_UPLOAD_MB_PER_MINUTE: z.coerce
    .number()
    .positive()
    .default((DEFAULT_UPLOAD_RATE.bytesPerSecond * 60) / MB),
  // At least one chunk (1 MB), or no chunk could ever be sent.
  DOCUMENT_UPLOAD_BURST_MB: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_UPLOAD_RATE.burstBytes / MB),
  DOCUMENTS_S3_ENDPOINT: z.url().optional(),
  DOCUMENTS_S3_BUCKET: z.string().min(1).optional(),
  DOCUMENTS_S3_REGION: z.string().min(1).optional(),
  DOCUMENTS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  DOCUMENTS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Live-update streams one session, and one account, may hold open on this process; a new one
  // beyond either closes the oldest (decision 010).
  SYNC_STREAMS_PER_SESSION: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(DEFAULT_STREAM_LIMITS.perSession),
  SYNC_STREAMS_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(DEFAULT_STREAM_LIMITS.perAccount),
  // Street packs (issue 25, decision 012): the operator's PMTiles archive of vector tiles, as a
  // file path or an http(s) URL that answers Range requests; unset, no street detail offline.
  STREET_TILES_SOURCE: streetTilesSourceSetting.optional(),
  // Or a public vector tile service in the OpenMapTiles schema whose terms allow offline areas a
  // user asks for (OpenFreeMap): its TileJSON URL, or a {z}/{x}/{y} tile URL. Not both.
  STREET_TILES_XYZ: xyzTilesSetting.optional(),
  // Booking files the device cannot read (decision 022): the path of KDE's kitinerary-extractor
  // (Debian's libkpimitinerary-bin); unset, the server reads none and the device says so.
  KITINERARY_EXTRACTOR: z.string().trim().min(1).optional(),
  // One JSON line per request on stdout (http/request-log.ts); LOG_REQUESTS=0 turns it off.
  LOG_REQUESTS: z.enum(['0', '1']).default('1'),
  // How long requests in flight may take to finish at SIGTERM/SIGINT before being cut off.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

const S3_KEYS = [
  'DOCUMENTS_S3_ENDPOINT',
  'DOCUMENTS_S3_BUCKET',
  'DOCUMENTS_S3_REGION',
  'DOCUMENTS_S3_ACCESS_KEY_ID',
  'DOCUMENTS_S3_SECRET_ACCESS_KEY',
] as const;

/** Provider settings that only make sense together. */
export const settingsSchema = envSchema.superRefine((env, ctx) => {
  if (Boolean(env.AMADEUS_CLIENT_ID) !== Boolean(env.AMADEUS_CLIENT_SECRET)) {
    ctx.addIssue({
      code: 'custom',
      message: 'Set both AMADEUS_CLIENT_ID and AMADEUS_CLIENT_SECRET, or neither',
      path: ['AMADEUS_CLIENT_ID'],
    });
  }
  const s3Set = S3_KEYS.filter((key) => env[key] !== undefined);
  if (s3Set.length > 0 && s3Set.length < S3_KEYS.length) {
    ctx.addIssue({
      code: 'custom',
      message: `Set all of ${S3_KEYS.join(', ')}, or none`,
      path: [S3_KEYS.find((key) => env[key] === undefined) ?? S3_KEYS[0]],
    });
  }
  if (
    (env.PLACES_PROVIDER === 'nominatim' || env.PLACES_PROVIDER === 'both') &&
    !env.NOMINATIM_USER_AGENT
  ) {
    ctx.addIssue({
      code: 'custom',
      message: `Set NOMINATIM_USER_AGENT to your contact (an e-mail address or your site's URL) to use Nominatim (PLACES_PROVIDER=${env.PLACES_PROVIDER}): its usage policy requires a User-Agent naming the application and its operator`,
      path: ['NOMINATIM_USER_AGENT'],
    });
  }
  if (env.VISA_API_BASE_URL && env.VISA_CSV_PATH) {
    ctx.addIssue({
      code: 'custom',
      message: 'Set at most one of VISA_API_BASE_URL and VISA_CSV_PATH',
      path: ['VISA_CSV_PATH'],
    });
  }
  const streetConflict = streetSourcesConflict(env);
  if (streetConflict) {
    ctx.addIssue({ code: 'custom', message: streetConflict, path: ['STREET_TILES_XYZ'] });
  }
});
