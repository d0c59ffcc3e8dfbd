import { existsSync } from 'node:fs';
import { Server as HttpServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { z } from 'zod';
import { createApp, DEFAULT_AUTH_RATE_LIMIT, DEFAULT_INVITE_RATE_LIMIT, socketIp } from './app';
import { clientIpBehind } from './http/client-ip';
import { describeDatabaseUrl, openDatabaseAsync } from './db/connection';
import { seedDestinations } from './domain/destinations/seed';
import { DEFAULT_STREAM_LIMITS } from './domain/sync/change-hub';
import { photoServiceFromConfig } from './domain/photos/photo-service-from-config';
import { DEFAULT_DOCUMENT_QUOTA_MB } from './domain/documents/document-rules';
import {
  documentStorageFromConfig,
  documentsFolderWarning,
} from './domain/documents/document-storage-from-config';
import { SWEEP_INTERVAL_MS, sweepDocuments } from './domain/documents/document-sweep';
import { DEFAULT_UPLOAD_RATE } from './domain/documents/upload-byte-budget';
import { providersFromConfig } from './domain/providers/lookup-providers';
import { DEFAULT_AMADEUS_BASE_URL } from './domain/providers/live/amadeus-client';
import { DEFAULT_ECB_RATES_URL } from './domain/providers/live/ecb-rates';
import {
  DEFAULT_NOMINATIM_URL,
  NOMINATIM_INTERVAL_MS,
} from './domain/providers/live/nominatim-places';
import { DEFAULT_PHOTON_URL } from './domain/providers/live/photon-places';
import { ServerReader } from './domain/import/server-reader';
import { openStreetPacks } from './domain/maps/open-street-packs';
import { streetSourcesConflict, xyzTilesSetting } from './domain/maps/xyz-tiles-setting';
import { streetTilesSourceSetting } from './domain/maps/street-tiles-from-config';
import { mountStaticApp } from './http/static-app';
import { answerAfterBody } from './http/unread-body';
import { gracefulShutdown } from './http/graceful-shutdown';

const MB = 1024 * 1024;

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
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
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

const parsed = checkedEnvSchema.safeParse(process.env);
if (!parsed.success) {
  console.error('Invalid environment:', z.prettifyError(parsed.error));
  process.exit(1);
}
const env = parsed.data;

let lookup: ReturnType<typeof providersFromConfig>;
try {
  lookup = providersFromConfig({
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
    ...(env.RATES_PROVIDER === 'ecb' ? { ecbRatesUrl: env.ECB_RATES_URL } : {}),
    ...(env.PLACES_PROVIDER
      ? {
          places: {
            provider: env.PLACES_PROVIDER,
            photonUrl: env.PHOTON_URL,
            nominatimUrl: env.NOMINATIM_URL,
            nominatimContact: env.NOMINATIM_USER_AGENT,
            nominatimIntervalMs: env.NOMINATIM_INTERVAL_MS,
          },
        }
      : {}),
    ...(env.AMADEUS_CLIENT_ID && env.AMADEUS_CLIENT_SECRET
      ? {
          amadeus: {
            clientId: env.AMADEUS_CLIENT_ID,
            clientSecret: env.AMADEUS_CLIENT_SECRET,
            baseUrl: env.AMADEUS_BASE_URL,
          },
        }
      : {}),
    ...(env.VISA_API_BASE_URL ? { visaApiBaseUrl: env.VISA_API_BASE_URL } : {}),
    ...(env.VISA_CSV_PATH
      ? {
          visaCsv: {
            path: env.VISA_CSV_PATH,
            ...(env.VISA_CSV_SOURCE_URL ? { sourceUrl: env.VISA_CSV_SOURCE_URL } : {}),
          },
        }
      : {}),
  });
} catch (error) {
  console.error(
    'Could not set up the lookup providers:',
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
}
for (const warning of lookup.warnings) console.warn(warning);
const { providers } = lookup;
console.log(
  `Lookups: places ${providers.places.name}, visa ${providers.visa.name}, airports ${providers.airports.name}, flights ${providers.flights.name}, rates ${providers.rates.name}, place search ${providers.placeSearch.name}`,
);

// PostgreSQL connects and migrates first: the server starts only once its database answers.
const db = await openDatabaseAsync(env.DATABASE_URL ?? env.DATABASE_PATH);
const seeded = await seedDestinations(db);
const photos = photoServiceFromConfig({
  provider: env.PHOTOS_PROVIDER,
  dir: env.PHOTOS_DIR ?? join(dirname(resolve(env.DATABASE_PATH)), 'photos'),
  timeoutMs: env.PROVIDER_TIMEOUT_MS,
  ...(env.WIKIMEDIA_BASE_URL ? { wikimediaBaseUrl: env.WIKIMEDIA_BASE_URL } : {}),
});
console.log(`Photos: ${env.PHOTOS_PROVIDER}`);
const documentsDir = env.DOCUMENTS_DIR ?? join(dirname(resolve(env.DATABASE_PATH)), 'documents');
// The env schema already refuses some of the DOCUMENTS_S3_* variables without the others.
const documentsS3 =
  env.DOCUMENTS_S3_ENDPOINT &&
  env.DOCUMENTS_S3_BUCKET &&
  env.DOCUMENTS_S3_REGION &&
  env.DOCUMENTS_S3_ACCESS_KEY_ID &&
  env.DOCUMENTS_S3_SECRET_ACCESS_KEY
    ? {
        endpoint: env.DOCUMENTS_S3_ENDPOINT,
        bucket: env.DOCUMENTS_S3_BUCKET,
        region: env.DOCUMENTS_S3_REGION,
        accessKeyId: env.DOCUMENTS_S3_ACCESS_KEY_ID,
        secretAccessKey: env.DOCUMENTS_S3_SECRET_ACCESS_KEY,
      }
    : undefined;
const documentStorage = documentStorageFromConfig({
  dir: documentsDir,
  ...(documentsS3 ? { s3: documentsS3 } : {}),
});
console.log(`Documents: ${documentStorage.blobs.name}, quota ${env.DOCUMENT_QUOTA_MB} MB per user`);
const documentsWarning = documentsFolderWarning({
  sharedDatabase: env.DATABASE_URL !== undefined,
  dirChosen: env.DOCUMENTS_DIR !== undefined,
  dir: documentsDir,
  s3: documentsS3 !== undefined,
});
if (documentsWarning) console.warn(documentsWarning);
const streetPacks = await openStreetPacks({
  archive: env.STREET_TILES_SOURCE,
  xyz: env.STREET_TILES_XYZ,
});

const serverReader = env.KITINERARY_EXTRACTOR
  ? new ServerReader({ binary: env.KITINERARY_EXTRACTOR })
  : null;
if (serverReader) {
  if (await serverReader.available()) {
    console.log(`Booking files the device cannot read: ${env.KITINERARY_EXTRACTOR}`);
  } else {
    console.warn(
      `KITINERARY_EXTRACTOR is ${env.KITINERARY_EXTRACTOR}, which is not a program this server can run: no booking file is read here until it is (Debian: apt-get install libkpimitinerary-bin)`,
    );
  }
}

const { app, sessions, changes, documents, readiness } = createApp({
  db,
  ...(serverReader ? { serverReader } : {}),
  ...(env.LOG_REQUESTS === '1' ? { logRequest: (line: string) => console.log(line) } : {}),
  providers,
  photos,
  documents: documentStorage,
  ...(streetPacks ? { streetPacks } : {}),
  documentQuotaMb: env.DOCUMENT_QUOTA_MB,
  documentUploadRate: {
    bytesPerSecond: (env.DOCUMENT_UPLOAD_MB_PER_MINUTE * MB) / 60,
    burstBytes: env.DOCUMENT_UPLOAD_BURST_MB * MB,
  },
  streamLimits: {
    perSession: env.SYNC_STREAMS_PER_SESSION,
    perAccount: env.SYNC_STREAMS_PER_ACCOUNT,
  },
  trustedOrigins: env.TRUSTED_ORIGINS,
  ...(env.TRUSTED_PROXIES.length > 0
    ? { clientIp: clientIpBehind(env.TRUSTED_PROXIES, socketIp) }
    : {}),
  authRateLimit: {
    perIp: {
      ...DEFAULT_AUTH_RATE_LIMIT.perIp,
      limit: env.AUTH_RATE_LIMIT_PER_IP ?? DEFAULT_AUTH_RATE_LIMIT.perIp.limit,
    },
    perUsername: {
      ...DEFAULT_AUTH_RATE_LIMIT.perUsername,
      limit: env.AUTH_RATE_LIMIT_PER_USERNAME ?? DEFAULT_AUTH_RATE_LIMIT.perUsername.limit,
    },
  },
  inviteRateLimit: { ...DEFAULT_INVITE_RATE_LIMIT, limit: env.INVITE_RATE_LIMIT_PER_ACCOUNT },
});

const staticRoot = resolve(env.STATIC_ROOT);
if (existsSync(resolve(staticRoot, 'index.html'))) {
  mountStaticApp(app, staticRoot);
} else {
  console.warn(`No built web app at ${staticRoot}; serving /api only (run npm run build).`);
}

await sessions.purgeExpired();
// Photos are looked for once in the background, one destination at a time; pages never wait.
if (photos.enabled) {
  const subjects = await db.$statements.allDestinations.all();
  void photos.warm(subjects.map(({ id, name, country }) => ({ id, name, country })));
}
// A failed purge is logged and tried again next hour.
const purgeTimer = setInterval(() => {
  sessions.purgeExpired().catch((err: unknown) => console.error('Session purge failed', err));
}, 60 * 60_000);
purgeTimer.unref();

// Bytes no document refers to any more (deleted documents and trips) and abandoned partial
// uploads go, at start and hourly. A failed sweep is logged and tried again next hour.
function sweep() {
  if (!documents) return;
  sweepDocuments(documents, new Date()).then(
    (report) => {
      if (Object.values(report).some((count) => count > 0)) console.log('Document sweep', report);
    },
    (err: unknown) => console.error('Document sweep failed', err),
  );
}
sweep();
const sweepTimer = setInterval(sweep, SWEEP_INTERVAL_MS);
sweepTimer.unref();

const server = serve(
  {
    // An answer given before the body was read (413, or 401 before parsing) waits for the rest
    // of the body, or closes the connection (http/unread-body.ts).
    fetch: async (request, bindings) =>
      answerAfterBody(await app.fetch(request, bindings), bindings.incoming),
    port: env.PORT,
    ...(env.HOST ? { hostname: env.HOST } : {}),
  },
  (info) => {
    console.log(
      `Wayfarer is running at http://localhost:${info.port} (database ${env.DATABASE_URL ? describeDatabaseUrl(env.DATABASE_URL) : env.DATABASE_PATH}${seeded ? `, seeded ${seeded} destinations` : ''})`,
    );
  },
);

// An idle keep-alive connection is closed after 5 s by default. A client that reuses it at that
// moment (an HTTP client polling every second or so, a proxy) gets a connection reset instead
// of an answer. Keeping idle connections for 65 s, longer than common proxies and clients keep
// theirs, moves that race out of their way; shutdown still closes idle connections at once.
if (server instanceof HttpServer) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const shutdown = gracefulShutdown({
    server,
    readiness,
    // Open live-update streams are active connections that server.close() would wait for
    // forever; ended, their devices reconnect (with backoff) to whichever server comes up next.
    beforeClose: () => {
      changes.close();
      clearInterval(purgeTimer);
      clearInterval(sweepTimer);
    },
    afterClose: () => db.close(),
    graceMs: env.SHUTDOWN_GRACE_MS,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
