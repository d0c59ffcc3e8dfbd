import { asc, desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Destination } from '@shared/schemas/destination';
import { destinations } from '../db/schema';
import type { AppEnv } from '../http/env';
import { toDestination } from '../domain/destinations/to-destination';

export function destinationRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/', (c) => {
    const rows = c.var.db
      .select()
      .from(destinations)
      .orderBy(desc(destinations.featured), asc(destinations.name))
      .all();
    return c.json<Destination[]>(rows.map(toDestination));
  });

  return app;
}
