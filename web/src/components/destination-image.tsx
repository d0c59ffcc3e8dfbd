import { AspectRatio, Box, Center, Image, Text } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { DestinationPhoto } from '@shared/api/photos';
import { photoCreditText } from './photos/photo-credit';
import { PhotoPicture } from './photos/photo-picture';

/** A card is one column on phones, two on tablets, three from `lg` (destination-grid.tsx). */
const CARD_SIZES = '(min-width: 62em) 33vw, (min-width: 30em) 50vw, 100vw';

interface DestinationImageProps {
  /** The destination's drawn artwork (or any picture address). */
  src?: string | null | undefined;
  /** The server's photo of the destination, shown instead of the artwork when there is one. */
  photo?: DestinationPhoto | undefined;
  /** What the picture shows, where it is not decoration (a card's name says it already). */
  alt?: string;
  /** Either a fixed height (a hero, a form's preview) or a ratio (a card); 16:9 by default. */
  height?: string | Record<string, string>;
  ratio?: number;
  rounded?: string;
  /** The rendered width per layout, for choosing the photo's size. */
  sizes?: string;
  /**
   * In the first screenful: the browser only learns of it once the destinations have arrived,
   * so it should not then wait behind other downloads.
   */
  priority?: boolean;
  /** A one-line credit over the photo's foot; off where the full credit is shown beside it. */
  creditOverlay?: boolean;
}

/**
 * A destination's picture, wherever one is drawn (explorer cards and dialog, trip cards, the
 * trip's hero, the trip form): its photo when the server has one, with the artwork underneath
 * until the photo has loaded (nothing moves when it arrives); else the artwork; else a neutral
 * placeholder when there is none or it fails to load.
 */
export function DestinationImage({
  src,
  photo,
  alt = '',
  height,
  ratio = 16 / 9,
  rounded,
  sizes = CARD_SIZES,
  priority = false,
  creditOverlay = false,
}: DestinationImageProps) {
  const [failed, setFailed] = useState(false);
  const [photoFailed, setPhotoFailed] = useState(false);
  const frame = (content: ReactNode, underneath?: string) => {
    const background = underneath
      ? { bgImage: `url("${underneath}")`, bgSize: 'cover' as const }
      : {};
    return height ? (
      <Box h={height} w="full" overflow="hidden" rounded={rounded} {...background}>
        {content}
      </Box>
    ) : (
      <AspectRatio ratio={ratio} w="full" overflow="hidden" rounded={rounded} {...background}>
        {content}
      </AspectRatio>
    );
  };
  if (photo && !photoFailed) {
    return frame(
      <Box
        position="relative"
        h="full"
        w="full"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
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
      </Box>,
      src ?? undefined,
    );
  }
  if (src && !failed) {
    return frame(
      <Image
        src={src}
        alt={alt}
        w="full"
        h="full"
        objectFit="cover"
        fetchPriority={priority ? 'high' : 'auto'}
        onError={() => setFailed(true)}
      />,
    );
  }
  return frame(
    <Center h="full" w="full" bg="teal.subtle" color="teal.fg" data-testid="image-placeholder">
      <ImageOff size={32} aria-hidden="true" />
    </Center>,
  );
}
