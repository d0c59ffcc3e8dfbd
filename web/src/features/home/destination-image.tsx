import { AspectRatio, Box, Center, Image, Text } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { DestinationPhoto } from '@shared/api/photos';
import { photoCreditText } from '../explore/photo-credit';
import { PhotoPicture } from '../explore/photo-picture';

/** A card is one column on phones, two on tablets, three from `lg` (destination-grid.tsx). */
const CARD_SIZES = '(min-width: 62em) 33vw, (min-width: 30em) 50vw, 100vw';

/**
 * The destination's picture: its photo when the server has one (with a one-line credit over its
 * foot), else its drawn artwork, else a neutral placeholder when that fails to load.
 * `priority` marks a picture in the first screenful: the browser only learns of it once the
 * destinations have arrived, so it should not then wait behind other downloads.
 */
export function DestinationImage({
  src,
  photo,
  ratio = 16 / 9,
  priority = false,
  sizes = CARD_SIZES,
  creditOverlay = true,
}: {
  src?: string | undefined;
  photo?: DestinationPhoto | undefined;
  ratio?: number;
  priority?: boolean;
  sizes?: string;
  /** False where the full credit, with its links, is shown next to the picture instead. */
  creditOverlay?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const [photoFailed, setPhotoFailed] = useState(false);
  if (photo && !photoFailed) {
    return (
      // The artwork underneath, as a background: it shows until the photo has loaded, and
      // nothing moves when the photo arrives.
      <AspectRatio
        ratio={ratio}
        w="full"
        bgImage={src ? `url("${src}")` : undefined}
        bgSize="cover"
      >
        <Box position="relative">
          <PhotoPicture
            photo={photo}
            sizes={sizes}
            priority={priority}
            onError={() => setPhotoFailed(true)}
          />
          {creditOverlay && (
            <Text
              position="absolute"
              insetEnd="0"
              bottom="0"
              maxW="full"
              px="1.5"
              py="0.5"
              fontSize="2xs"
              lineClamp={1}
              color="white"
              bg="blackAlpha.600"
              borderTopStartRadius="sm"
              data-testid="photo-credit"
            >
              {photoCreditText(photo.credit)}
            </Text>
          )}
        </Box>
      </AspectRatio>
    );
  }
  return (
    <AspectRatio ratio={ratio} w="full">
      {src && !failed ? (
        <Image
          src={src}
          alt=""
          objectFit="cover"
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setFailed(true)}
        />
      ) : (
        <Center bg="teal.subtle" color="teal.fg" data-testid="image-placeholder">
          <ImageOff size={32} aria-hidden="true" />
        </Center>
      )}
    </AspectRatio>
  );
}
