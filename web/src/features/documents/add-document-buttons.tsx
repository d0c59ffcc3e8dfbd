import { Button, HStack } from '@chakra-ui/react';
import { Camera, Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { DOCUMENT_MEDIA_TYPES } from '@shared/schemas/document';

/** What the file picker offers: the accepted types, and their extensions for HEIC on Windows. */
const ACCEPT = [
  ...DOCUMENT_MEDIA_TYPES,
  '.pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.heic',
  '.heif',
  '.pkpass',
  '.eml',
  '.ics',
  '.html',
  '.htm',
].join(',');

/**
 * 'Add document' opens the file picker; 'Take photo' opens the camera on a phone (`capture`),
 * and the picker elsewhere. The inputs are hidden behind the buttons, which look like the rest.
 */
export function AddDocumentButtons({ onPick }: { onPick: (file: File) => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const picked = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Cleared, so picking the same file again (after Cancel) still fires a change.
    input.value = '';
    if (file) onPick(file);
  };
  return (
    <HStack gap="2">
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPT}
        aria-label="Document file"
        hidden
        onChange={(e) => picked(e.currentTarget)}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="Photo from camera"
        hidden
        onChange={(e) => picked(e.currentTarget)}
      />
      <Button size="sm" variant="outline" onClick={() => cameraInput.current?.click()}>
        <Camera aria-hidden="true" />
        Take photo
      </Button>
      <Button size="sm" colorPalette="teal" onClick={() => fileInput.current?.click()}>
        <Paperclip aria-hidden="true" />
        Add document
      </Button>
    </HStack>
  );
}
