import { useMemo } from 'react';
import { destinationPhotosResponseSchema, type DestinationPhoto } from '@shared/api/photos';
import { useJson } from '../../lib/use-json';

const NONE: ReadonlyMap<string, DestinationPhoto> = new Map();

/**
 * The photos the server has stored, by destination id: one small answer for every card and hero,
 * kept by the service worker for offline use. Until it arrives (or when the server has none,
 * its default) every destination shows its drawn artwork.
 */
export function useDestinationPhotos(): ReadonlyMap<string, DestinationPhoto> {
  const state = useJson('/api/destinations/photos', destinationPhotosResponseSchema);
  return useMemo(
    () =>
      state.status === 'success'
        ? new Map(state.data.photos.map((photo) => [photo.destinationId, photo]))
        : NONE,
    [state],
  );
}
