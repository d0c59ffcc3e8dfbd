import { chakra } from '@chakra-ui/react';
import type { DestinationPhoto } from '@shared/api/photos';

function srcSet(sources: DestinationPhoto['webp']): string {
  return sources.map((s) => `${s.url} ${s.width}w`).join(', ');
}

/**
 * A destination photo as `<picture>`: WebP where the browser takes it, JPEG otherwise, and from
 * each the size `sizes` calls for, so a phone never downloads the hero's width for a card.
 */
export function PhotoPicture({
  photo,
  sizes,
  priority = false,
  onError,
}: {
  photo: DestinationPhoto;
  /** The picture's rendered width per layout, as in the `sizes` attribute. */
  sizes: string;
  priority?: boolean;
  onError?: () => void;
}) {
  const fallback = photo.jpeg[0]!;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/webp" srcSet={srcSet(photo.webp)} sizes={sizes} />
      <chakra.img
        src={fallback.url}
        srcSet={srcSet(photo.jpeg)}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt=""
        w="full"
        h="full"
        objectFit="cover"
        fetchPriority={priority ? 'high' : 'auto'}
        data-testid="destination-photo"
        onError={onError}
      />
    </picture>
  );
}
