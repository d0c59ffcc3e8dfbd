import { AspectRatio, Center, Image } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** The destination's picture, or a neutral placeholder when it has none or it fails to load. */
export function DestinationImage({
  src,
  ratio = 16 / 9,
}: {
  src?: string | undefined;
  ratio?: number;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <AspectRatio ratio={ratio} w="full">
      {src && !failed ? (
        <Image src={src} alt="" objectFit="cover" onError={() => setFailed(true)} />
      ) : (
        <Center bg="teal.subtle" color="teal.fg" data-testid="image-placeholder">
          <ImageOff size={32} aria-hidden="true" />
        </Center>
      )}
    </AspectRatio>
  );
}
