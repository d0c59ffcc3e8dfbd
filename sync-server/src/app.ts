import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ErrorBody } from '@shared/api/error';
import { SERVER_READ_PATH } from '@shared/api/import-reading';
import { openDatabase, type Db } from './db/connection';
import { loadSession } from './auth/middleware';
import { BCRYPT_COST } from './auth/passwords';
import { RateLimiter, type RateLimitRule } from './auth/rate-limit';
import { DEFAULT_SESSION_TTL_MS, SessionStore } from './auth/sessions';
import type { AppEnv } from './http/env';
import { bodyTooLarge } from './http/errors';
import { healthRoutes, Readiness } from './http/health';
import { compressAnswers } from './http/compression';
import { requestLog } from './http/request-log';
import { sameOriginGuard } from './http/origin-guard';
import { embeddedProviders, type LookupProviders } from './domain/providers/lookup-providers';
import { PhotoService } from './domain/photos/photo-service';
import type { BlobStore } from './domain/documents/blob-store';
import { DEFAULT_DOCUMENT_QUOTA_MB } from './domain/documents/document-rules';
import { DocumentFiles } from './domain/documents/document-files';
import {
  DEFAULT_UPLOAD_RATE,
  UploadByteBudget,
  type UploadRateRule,
} from './domain/documents/upload-byte-budget';
import { documentRoutes } from './routes/documents';
import type { ServerReader } from './domain/import/server-reader';
import { importReadingRoutes } from './routes/import-reading';
import { rateRoutes } from './routes/rates';
import type { StreetPacks } from './domain/maps/street-packs';
import { streetDetailRoute, streetPackRoutes } from './routes/street-packs';
import { ChangeHub, type StreamLimits } from './domain/sync/change-hub';
import { DestinationListCache } from './domain/destinations/destination-list-cache';
import { airportRoutes } from './routes/airports';
import { authRoutes } from './routes/auth';
import { destinationRoutes } from './routes/destinations';
import { expenseRoutes } from './routes/expenses';
import { flightRoutes } from './routes/flights';
import { imageRoutes } from './routes/images';
import { invitationRoutes } from './routes/invitations';
import { itineraryItemRoutes } from './routes/itinerary-items';
import { photoRoutes } from './routes/photos';
import { placeRoutes } from './routes/places';
import { syncRoutes } from './routes/sync';
import { syncEventRoutes } from './routes/sync-events';
import { inviteRoutes, tripInviteRoutes } from './routes/trip-invites';
import { tripMemberRoutes } from './routes/trip-members';
import { tripRoutes } from './routes/trips';
import { visaRoutes } from './routes/visa';

export interface AppDeps {
  /** An open database, or what openDatabase opens: a SQLite path (`:memory:`) or a PostgreSQL URL. */
  db: Db | string;
  clock?: () => Date;
  bcryptCost?: number;
  sessionTtlMs?: number;
  authRateLimit?: { perIp: RateLimitRule; perUsername: RateLimitRule };
  /** Invitations by username per account (each one looks a name up). */
  inviteRateLimit?: RateLimitRule;
  /** Who is asking, for rate limits. Defaults to the socket's address. */
  clientIp?: (c: Context) => string;
  /** Origins besides the request's own that may send unsafe requests (e.g. behind a proxy). */
  trustedOrigins?: string[];
  /** Largest /api request body in bytes. */
  maxBodyBytes?: number;
  /** Lookup data sources; each one not given is the embedded default. */
  providers?: Partial<LookupProviders>;
  /** Who listens for changes (GET /api/sync/events); writes notify it. */
  changes?: ChangeHub;
  /** Live-update streams per session and per account on this process, unless `changes` given. */
  streamLimits?: StreamLimits;
  /** Destination photos (decision 007); without it every destination shows its artwork. */
  photos?: PhotoService;
  /**
   * Where document bytes go (decision 009): the blob store and `<data dir>/documents` for
   * partial uploads. Without it documents still sync, and their byte routes answer 503.
   */
  documents?: { blobs: BlobStore; dir: string };
  /** The per-user document quota in MB (DOCUMENT_QUOTA_MB); 500 when not given. */
  documentQuotaMb?: number;
  /** Document bytes each account may send (DOCUMENT_UPLOAD_*); DEFAULT_UPLOAD_RATE when not given. */
  documentUploadRate?: UploadRateRule;
  /**
   * Street packs (issue 25, decision 012): trips' areas cut from the operator's PMTiles archive
   * (STREET_TILES_SOURCE). Without it GET /api/trips/:id/street-pack answers 404.
   */
  streetPacks?: StreetPacks;
  /**
   * The reader for booking files the device cannot read (KITINERARY_EXTRACTOR, decision 022).
   * Without it GET /api/import/server-reader answers `available: false`.
   */
  serverReader?: ServerReader;
  /** Marked draining at shutdown, so /readyz answers 503. */
  readiness?: Readiness;
  /** Where one JSON line per request goes (LOG_REQUESTS); no request log when not given. */
  logRequest?: (line: string) => void;
}

export const DEFAULT_AUTH_RATE_LIMIT = {
  perIp: { limit: 50, windowMs: 15 * 60_000 },
  perUsername: { limit: 10, windowMs: 15 * 60_000 },
} as const;

/** An owner inviting a whole group fits; trying names at speed does not. */
export const DEFAULT_INVITE_RATE_LIMIT = { limit: 30, windowMs: 15 * 60_000 } as const;

export function socketIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

const CSP = {
  defaultSrc: ["'self'"],
  // 'wasm-unsafe-eval' lets our own WebAssembly compile (the barcode reader of the import, served
  // from this origin like every script); it allows no eval of JavaScript and no other origin.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  // Chakra UI (Emotion) inserts style tags at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // blob: for images and frames: the app shows a trip document (a photo, a PDF) from an object
  // URL of the Blob kept on the device, which also works offline. A blob: URL can only be made
  // by a script already running in our origin, so this lets in nothing from elsewhere.
  imgSrc: ["'self'", 'data:', 'blob:'],
  frameSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  // A document framed from a blob: URL inherits this policy, and Chromium's PDF viewer inside it
  // counts as an object: with 'none' a stored PDF would not display. Still no plugin content
  // from anywhere but the device's own Blobs.
  objectSrc: ['blob:'],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const UPLOAD_PATH = /^\/api\/documents\/[^/]+\/upload$/;

/** Builds the whole HTTP app from its dependencies; no module-level state. */
export function createApp(deps: AppDeps) {
  const db = typeof deps.db === 'string' ? openDatabase(deps.db) : deps.db;
  const now = deps.clock ?? (() => new Date());
  const sessions = new SessionStore(db, now, deps.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS);
  const rule = deps.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT;
  const limiters = {
    perIp: new RateLimiter(rule.perIp, () => now().getTime()),
    perUsername: new RateLimiter(rule.perUsername, () => now().getTime()),
  };
  const inviteLimiter = new RateLimiter(deps.inviteRateLimit ?? DEFAULT_INVITE_RATE_LIMIT, () =>
    now().getTime(),
  );

  const providers: LookupProviders = { ...embeddedProviders(), ...deps.providers };
  const changes = deps.changes ?? new ChangeHub(db.bus, deps.streamLimits);
  const photos = deps.photos ?? PhotoService.disabled();
  const documentQuotaMb = deps.documentQuotaMb ?? DEFAULT_DOCUMENT_QUOTA_MB;
  const documents = deps.documents
    ? new DocumentFiles({
        db,
        changes,
        blobs: deps.documents.blobs,
        dir: deps.documents.dir,
        quotaMb: documentQuotaMb,
      })
    : null;
  const uploadBudget = new UploadByteBudget(deps.documentUploadRate ?? DEFAULT_UPLOAD_RATE, () =>
    now().getTime(),
  );

  const readiness = deps.readiness ?? new Readiness();

  const app = new Hono<AppEnv>();
  // First, so its duration covers every other middleware and the status is the final one.
  if (deps.logRequest) app.use(requestLog(deps.logRequest));
  app.use(secureHeaders({ contentSecurityPolicy: CSP, crossOriginEmbedderPolicy: false }));
  app.use(compressAnswers());

  const api = new Hono<AppEnv>();
  api.use(async (c, next) => {
    c.set('db', db);
    c.set('sessions', sessions);
    c.set('now', now);
    c.set('changes', changes);
    c.set('documentQuotaMb', documentQuotaMb);
    c.set('documents', documents);
    c.header('Cache-Control', 'no-store');
    await next();
  });
  api.use(
    csrf({
      origin: (origin, c) =>
        origin === new URL(c.req.url).origin || (deps.trustedOrigins ?? []).includes(origin),
    }),
  );
  api.use(sameOriginGuard(deps.trustedOrigins));
  const apiBodyLimit = bodyLimit({
    maxSize: deps.maxBodyBytes ?? 1024 * 1024,
    onError: bodyTooLarge,
  });
  // Sync push sets its own, larger limit (routes/sync.ts): a full batch may pass 1 MiB. So does
  // a document chunk (routes/documents.ts), whose limit is the protocol's chunk size, and a
  // booking file to read (routes/import-reading.ts), whose limit is the import's. GET and
  // HEAD handlers read no body, and asking for one makes @hono/node-server build a whole fetch
  // Request (with its AbortSignal): about an eighth of every trip read's CPU time in a profile.
  api.use((c, next) =>
    c.req.method === 'GET' ||
    c.req.method === 'HEAD' ||
    c.req.path === '/api/sync/push' ||
    c.req.path === SERVER_READ_PATH ||
    UPLOAD_PATH.test(c.req.path)
      ? next()
      : apiBodyLimit(c, next),
  );
  api.use(loadSession);

  api.route(
    '/',
    authRoutes({
      bcryptCost: deps.bcryptCost ?? BCRYPT_COST,
      limiters,
      clientIp: deps.clientIp ?? socketIp,
    }),
  );
  api.route('/destinations', destinationRoutes(providers.places, new DestinationListCache(db)));
  api.route('/destinations', photoRoutes(photos));
  api.route('/visa', visaRoutes(providers.visa));
  api.route('/airports', airportRoutes(providers.airports));
  api.route('/places', placeRoutes(providers.placeSearch));
  api.route('/flights', flightRoutes(providers.flights, providers.airports));
  api.route('/rates', rateRoutes(providers.rates));
  api.route('/trips', tripRoutes());
  api.route('/trips', tripMemberRoutes({ inviteLimiter }));
  api.route('/trips', tripInviteRoutes());
  api.route('/trips', streetPackRoutes(deps.streetPacks ?? null));
  api.route('/street-detail', streetDetailRoute(deps.streetPacks ?? null));
  api.route('/invites', inviteRoutes());
  api.route('/invitations', invitationRoutes());
  api.route('/expenses', expenseRoutes());
  api.route('/itinerary-items', itineraryItemRoutes());
  api.route('/sync', syncRoutes());
  api.route('/sync', syncEventRoutes(changes));
  api.route('/documents', documentRoutes(documents, uploadBudget));
  api.route('/import', importReadingRoutes(deps.serverReader ?? null));

  app.route('/api', api);
  app.route('/', healthRoutes(db, readiness));
  app.route('/images', imageRoutes(db, photos));

  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json<ErrorBody>({ message: 'Not found' }, 404)
      : c.text('Not found', 404),
  );

  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    console.error('Unhandled error', { method: c.req.method, path: c.req.path, err });
    return c.json<ErrorBody>({ message: 'Something went wrong on our side' }, 500);
  });

  return { app, db, sessions, changes, documents, readiness };
}

export type WayfarerApp = ReturnType<typeof createApp>['app'];
