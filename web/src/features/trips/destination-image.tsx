import { Box, Center, Image } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { useState } from 'react';

interface DestinationImageProps {
  src: string | null | undefined;
  alt: string;
  height: string | Record<string, string>;
  rounded?: string;
}

/** A destination's picture, or a neutral placeholder when there is none or it fails to load. */
export function DestinationImage({ src, alt, height, rounded }: DestinationImageProps) {
  const [failed, setFailed] = useState(false);
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
