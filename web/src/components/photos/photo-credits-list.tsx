import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { PhotoCredit } from './photo-credit';
import { useDestinationPhotos } from './use-destination-photos';

/**
 * Data sources: every photograph the app shows, with its credit. Listed only when the server
 * has photos; the drawn pictures are ours and need none.
 */
export function PhotoCreditsList() {
  const photos = [...useDestinationPhotos().values()];
  if (photos.length === 0) return null;
  return (
    <Stack gap="2" fontSize="sm">
      <Heading as="h3" size="sm">
        Destination photos
      </Heading>
      <Text color="fg.muted">
        From{' '}
        <Link
          href="https://commons.wikimedia.org/"
          target="_blank"
          rel="noopener noreferrer"
          colorPalette="teal"
        >
          Wikimedia Commons
        </Link>
        , under the licences shown; resized and cropped for the app. Destinations without one show a
        picture drawn by the Wayfarer team.
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" aria-label="Destination photos">
        {photos.map((photo) => (
          <Stack as="li" key={photo.destinationId} gap="0">
            <Text fontWeight="medium" textTransform="capitalize">
              {photo.destinationId.replace(/-/g, ' ')}
            </Text>
            <PhotoCredit credit={photo.credit} />
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
