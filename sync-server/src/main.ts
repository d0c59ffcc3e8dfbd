import { existsSync } from 'node:fs';
import { Server as HttpServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { z } from 'zod';
import { createApp, DEFAULT_AUTH_RATE_LIMIT, DEFAULT_INVITE_RATE_LIMIT, socketIp } from './app';
import { clientIpBehind } from './http/client-ip';
import { describeDatabaseUrl, openDatabaseAsync } from './db/connection';
import { seedDestinations } from './domain/destinations/seed';
import { photoServiceFromConfig } from './domain/photos/photo-service-from-config';
import {
  documentStorageFromConfig,
  documentsFolderWarning,
} from './domain/documents/document-storage-from-config';
import { SWEEP_INTERVAL_MS, sweepDocuments } from './domain/documents/document-sweep';
import { providersFromConfig } from './domain/providers/lookup-providers';
import { ServerReader } from './domain/import/server-reader';
import { openStreetPacks } from './domain/maps/open-street-packs';
import { mountStaticApp } from './http/static-app';
import { answerAfterBody } from './http/unread-body';
import { gracefulShutdown } from './http/graceful-shutdown';

import { MB, settingsSchema } from './settings';
const parsed = settingsSchema.safeParse(process.env);
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
