import { Box } from '@chakra-ui/react';
import { useDocumentBlob } from '../../db/document-blob';
import { useObjectUrl } from '../../lib/use-object-url';

/**
 * The `blob:` URL of the trip's cover photo when one is chosen and its bytes are on this device;
 * undefined otherwise, and the hero shows the destination's picture as before.
 */
export function useTripCoverUrl(coverDocumentId: string | null): string | undefined {
  return useObjectUrl(useDocumentBlob(coverDocumentId));
}

/** The cover photo, filling the hero's frame like the destination picture it replaces. */
export function TripCoverImage({
  src,
  alt,
  height,
}: {
  src: string;
  alt: string;
  height: string | Record<string, string>;
}) {
  return (
    <Box h={height} overflow="hidden" rounded="xl" bg="bg.emphasized">
      <img
        src={src}
        alt={alt}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}
