import { AspectRatio, Center, Image } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/**
 * The destination's picture, or a neutral placeholder when it has none or it fails to load.
 * `priority` marks a picture in the first screenful: the browser only learns of it once the
 * destinations have arrived, so it should not then wait behind other downloads.
 */
export function DestinationImage({
  src,
  ratio = 16 / 9,
  priority = false,
}: {
  src?: string | undefined;
  ratio?: number;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
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
