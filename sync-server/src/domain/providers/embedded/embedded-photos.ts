import type { PhotoProvider } from '../photo-provider';

/**
 * The default: no photographs, so no network and no keys. Every destination shows the artwork
 * the server draws itself (domain/destinations/artwork).
 */
export function embeddedPhotos(): PhotoProvider {
  return { name: 'artwork', find: () => Promise.resolve(null) };
}
