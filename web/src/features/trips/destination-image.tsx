import { Box, Center, Image } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import type { DestinationPhoto } from '@shared/api/photos';
import { PhotoPicture } from '../explore/photo-picture';

interface DestinationImageProps {
  src: string | null | undefined;
  /** The server's photo of the destination, shown instead of the artwork when there is one. */
  photo?: DestinationPhoto | undefined;
  /** The rendered width per layout, for choosing the photo's size. */
  sizes?: string;
  alt: string;
  height: string | Record<string, string>;
  rounded?: string;
}

/**
 * A destination's photo or drawn picture, or a neutral placeholder when there is none or it
 * fails to load. The artwork stays underneath a photo until the photo has loaded.
 */
export function DestinationImage({
  src,
  photo,
  sizes,
  alt,
  height,
  rounded,
}: DestinationImageProps) {
  const [failed, setFailed] = useState(false);
  const [photoFailed, setPhotoFailed] = useState(false);
  if (photo && !photoFailed) {
    return (
      <Box
        h={height}
        overflow="hidden"
        rounded={rounded}
        bg="bg.emphasized"
        bgImage={src ? `url("${src}")` : undefined}
        bgSize="cover"
        role="img"
        aria-label={alt}
      >
        <PhotoPicture
          photo={photo}
          sizes={sizes ?? '(min-width: 48em) 50vw, 100vw'}
          onError={() => setPhotoFailed(true)}
        />
      </Box>
    );
  }
  if (!src || failed) {
    return (
      <Center h={height} bg="bg.emphasized" color="fg.subtle" rounded={rounded} aria-hidden="true">
        <MapPin size={36} />
      </Center>
    );
  }
  return (
    <Box h={height} overflow="hidden" rounded={rounded} bg="bg.emphasized">
      <Image
        src={src}
        alt={alt}
        w="full"
        h="full"
        objectFit="cover"
        onError={() => setFailed(true)}
      />
    </Box>
  );
}
