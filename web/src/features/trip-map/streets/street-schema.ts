import type { ColorMode } from '../../../lib/use-color-mode';
import type { StyleSpecification } from '../map-style';
import { omtStreetLayers } from './omt-street-style';
import { streetLayers } from './street-style';

/** Which vector tile schema a pack's tiles follow: Protomaps' (a cut archive) or OpenMapTiles'. */
export type StreetSchema = 'protomaps' | 'openmaptiles';

/**
 * The schema a pack's metadata names (the server writes `schema: 'openmaptiles'` in packs from a
 * tile service, decision 012); a pack that names none is cut from a Protomaps archive.
 */
export function streetSchemaOf(metadata: unknown): StreetSchema {
  const schema =
    typeof metadata === 'object' && metadata !== null && 'schema' in metadata
      ? metadata.schema
      : undefined;
  return schema === 'openmaptiles' ? 'openmaptiles' : 'protomaps';
}

/** The layers that draw a pack of this schema. */
export function streetLayersFor(
  schema: StreetSchema,
  mode: ColorMode,
): StyleSpecification['layers'] {
  return schema === 'openmaptiles' ? omtStreetLayers(mode) : streetLayers(mode);
}
