import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TripDocument } from '@shared/schemas/document';
import { useObjectUrl } from '../../lib/use-object-url';

/**
 * The document itself, full size: an image as `<img>`, a PDF in the browser's own viewer in an
 * iframe, both from a `blob:` URL (the CSP allows `blob:` for img-src and frame-src). An image
 * the browser cannot decode (HEIC outside Safari) says so and offers the download.
 */
export function DocumentContent({
  doc,
  blob,
  downloadUrl,
}: {
  doc: TripDocument;
  blob: Blob;
  downloadUrl: string | undefined;
}) {
  const url = useObjectUrl(blob);
  const [undecodable, setUndecodable] = useState(false);
  if (!url) return null;
  if (doc.mediaType === 'application/pdf') {
    return (
      <iframe
        title={doc.name}
        src={url}
        style={{ flex: 1, width: '100%', minHeight: '70vh', border: 0, background: 'white' }}
      />
    );
  }
  if (undecodable) {
    return (
      <Center flex="1" p="6">
        <Stack gap="3" textAlign="center" maxW="sm">
          <Text>
            {isHeic(doc.mediaType)
              ? "This browser can't show HEIC photos."
              : "This browser can't show this image."}{' '}
            Download it to open it in another app.
          </Text>
          {downloadUrl && (
            <Button asChild colorPalette="teal">
              <a href={downloadUrl} download>
                Download
              </a>
            </Button>
          )}
        </Stack>
      </Center>
    );
  }
  return (
    <Center flex="1" minH="0">
      <img
        src={url}
        alt={doc.name}
        onError={() => setUndecodable(true)}
        style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
      />
    </Center>
  );
}

const isHeic = (type: string) => type === 'image/heic' || type === 'image/heif';
