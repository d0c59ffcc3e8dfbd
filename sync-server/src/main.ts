import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { z } from 'zod';
import { createApp, DEFAULT_AUTH_RATE_LIMIT } from './app';
import { openDatabase } from './db/connection';
import { seedDestinations } from './domain/destinations/seed';
import { mountStaticApp } from './http/static-app';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATABASE_PATH: z.string().default('./data/wayfarer.db'),
  STATIC_ROOT: z.string().default('./dist/web'),
  TRUSTED_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    ),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().optional(),
  AUTH_RATE_LIMIT_PER_USERNAME: z.coerce.number().int().positive().optional(),
});

const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  console.error('Invalid environment:', z.prettifyError(parsed.error));
  process.exit(1);
}
const env = parsed.data;

const db = openDatabase(env.DATABASE_PATH);
const seeded = seedDestinations(db);
const { app, sessions } = createApp({
  db,
  trustedOrigins: env.TRUSTED_ORIGINS,
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
});

const staticRoot = resolve(env.STATIC_ROOT);
if (existsSync(resolve(staticRoot, 'index.html'))) {
  mountStaticApp(app, staticRoot);
} else {
  console.warn(`No built web app at ${staticRoot}; serving /api only (run npm run build).`);
}

sessions.purgeExpired();
const purgeTimer = setInterval(() => sessions.purgeExpired(), 60 * 60_000);
purgeTimer.unref();

const server = serve(
  { fetch: app.fetch, port: env.PORT, ...(env.HOST ? { hostname: env.HOST } : {}) },
  (info) => {
    console.log(
      `Wayfarer is running at http://localhost:${info.port} (database ${env.DATABASE_PATH}${seeded ? `, seeded ${seeded} destinations` : ''})`,
    );
  },
);

function shutdown() {
  server.close(() => {
    db.$client.close();
    process.exit(0);
  });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
