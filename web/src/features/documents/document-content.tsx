import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { isViewableDocument, type TripDocument } from '@shared/schemas/document';
import { fileNameOf } from '../../db/document-file';
import { useObjectUrl } from '../../lib/use-object-url';
import { DOCUMENT_TYPES } from './document-type';

/**
 * The document itself, full size: an image as `<img>`, a PDF in the browser's own viewer in an
 * iframe, both from a `blob:` URL (the CSP allows `blob:` for img-src and frame-src). An image
 * the browser cannot decode (HEIC outside Safari) says so and offers the download. Any other
 * file (a wallet pass, an e-mail, a calendar file, a web page: an imported booking's original)
 * is never shown here, above all not a page or an e-mail, which is markup someone else wrote:
 * it is saved to the device, to open in the app made for it.
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
  const viewable = isViewableDocument(doc.mediaType);
  const url = useObjectUrl(viewable ? blob : undefined);
  const [undecodable, setUndecodable] = useState(false);
  if (!viewable) return <SavedOnly doc={doc} downloadUrl={downloadUrl} />;
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

function SavedOnly({ doc, downloadUrl }: { doc: TripDocument; downloadUrl: string | undefined }) {
  const { label, icon: Icon } = DOCUMENT_TYPES[doc.mediaType];
  return (
    <Center flex="1" p="6">
      <Stack gap="3" align="center" textAlign="center" maxW="sm">
        <Icon size={48} aria-hidden="true" />
        <Text fontWeight="semibold">{label}</Text>
        <Text color="fg.muted">Download it to open it in the app made for it.</Text>
        {downloadUrl && (
          <Button asChild colorPalette="teal">
            <a href={downloadUrl} download={fileNameOf(doc)}>
              <Download aria-hidden="true" />
              Download
            </a>
          </Button>
        )}
      </Stack>
    </Center>
  );
}

const isHeic = (type: string) => type === 'image/heic' || type === 'image/heif';
