import { stmt } from './sql-statement';
import type { destinations } from './schema';

/** `featured` as the engines hand it back: 0/1 from SQLite, a boolean from PostgreSQL. */
export type DestinationRowRaw = Omit<typeof destinations.$inferSelect, 'featured'> & {
  featured: number | boolean;
};

const DESTINATION_COLUMNS = `id, name, country, description, image_url as imageUrl, category,
  featured, latitude, longitude, visa_requirements as visaRequirements,
  travel_documents as travelDocuments, climate, best_months as bestMonths,
  created_at as createdAt`;

/**
 * Our own destinations: seeded at start, read by the explorer, search, images and photos. The
 * table also holds the gazetteer cities trips go to ('gn-<GeoNames id>', added by the trip
 * mutators): found by id like ours, never listed with them.
 */
export const DESTINATION_STATEMENTS = {
  allDestinations: stmt<[], DestinationRowRaw>(
    `select ${DESTINATION_COLUMNS} from destinations where id not like 'gn-%'
       order by featured desc, name`,
  ),
  destinationById: stmt<[id: string], DestinationRowRaw>(
    `select ${DESTINATION_COLUMNS} from destinations where id = ?`,
  ),
  countDestinations: stmt<[], { n: number }>('select count(*) as n from destinations'),
  // Missing rows only: a newer release can add destinations to an old database.
  insertDestination: stmt<
    [
      {
        id: string;
        name: string;
        country: string;
        description: string;
        imageUrl: string;
        category: string;
        featured: number;
        latitude: string | null;
        longitude: string | null;
        visaRequirements: string | null;
        travelDocuments: string | null;
        climate: string | null;
        bestMonths: string | null;
        createdAt: string;
      },
    ]
  >(
    `insert into destinations (id, name, country, description, image_url, category, featured,
       latitude, longitude, visa_requirements, travel_documents, climate, best_months, created_at)
     values (@id, @name, @country, @description, @imageUrl, @category, @featured, @latitude,
       @longitude, @visaRequirements, @travelDocuments, @climate, @bestMonths, @createdAt)
     on conflict do nothing`,
    {
      // PostgreSQL's column is a boolean; a bound 0/1 arrives as text it will not cast.
      postgres: `insert into destinations (id, name, country, description, image_url, category,
         featured, latitude, longitude, visa_requirements, travel_documents, climate, best_months,
         created_at)
       values (@id, @name, @country, @description, @imageUrl, @category, @featured::int = 1,
         @latitude, @longitude, @visaRequirements, @travelDocuments, @climate, @bestMonths,
         @createdAt)
       on conflict do nothing`,
    },
  ),
};
