import { Box, Button, HStack, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { FileText, Paperclip } from 'lucide-react';
import type { TripDocument } from '@shared/schemas/document';
import { useDocumentBlob } from '../../db/document-blob';
import { useObjectUrl } from '../../lib/use-object-url';

/**
 * The row's way to its documents, one tap from the plan (the boarding pass at the gate): with
 * one document the button opens it; with several it lists them.
 */
export function ItemDocumentsButton({
  title,
  documents,
  onOpen,
}: {
  title: string;
  documents: readonly TripDocument[];
  onOpen: (documentId: string) => void;
}) {
  const only = documents.length === 1 ? documents[0] : undefined;
  const label = `Documents for ${title}`;
  const icon = (
    <HStack gap="0.5">
      <Paperclip />
      {documents.length > 1 && (
        <Text as="span" fontSize="xs" fontWeight="semibold">
          {documents.length}
        </Text>
      )}
    </HStack>
  );
  if (only) {
    return (
      <IconButton
        aria-label={label}
        title={only.name}
        size="sm"
        variant="ghost"
        colorPalette="teal"
        onClick={() => onOpen(only.id)}
      >
        {icon}
      </IconButton>
    );
  }
  return (
    <Menu.Root onSelect={(details) => onOpen(details.value)}>
      <Menu.Trigger asChild>
        <IconButton aria-label={label} size="sm" variant="ghost" colorPalette="teal" px="2">
          {icon}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {documents.map((document) => (
              <Menu.Item key={document.id} value={document.id}>
                <FileText size={14} aria-hidden="true" />
                {document.name}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** A photo's small picture from its bytes on this device; a document icon otherwise. */
function Thumbnail({ document }: { document: TripDocument }) {
  const photo = document.mediaType.startsWith('image/');
  const url = useObjectUrl(useDocumentBlob(photo ? document.id : null));
  return (
    <Box
      w="10"
      h="10"
      flexShrink={0}
      rounded="l2"
      overflow="hidden"
      bg="bg.emphasized"
      display="grid"
      placeItems="center"
    >
      {url ? (
        <img
          src={url}
          alt=""
          data-testid="document-thumbnail"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <FileText size={18} aria-hidden="true" />
      )}
    </Box>
  );
}

/** The item's documents in its dialog: each opens full screen, photos with their thumbnail. */
export function ItemDocumentList({
  documents,
  onOpen,
}: {
  documents: readonly TripDocument[];
  onOpen: (documentId: string) => void;
}) {
  if (documents.length === 0) return null;
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        Documents
      </Text>
      <Stack as="ul" gap="1" listStyleType="none" aria-label="Documents of this activity">
        {documents.map((document) => (
          <li key={document.id}>
            <Button
              variant="ghost"
              justifyContent="start"
              w="full"
              h="auto"
              py="1.5"
              px="1"
              gap="3"
              aria-label={`Open ${document.name}`}
              onClick={() => onOpen(document.id)}
            >
              <Thumbnail document={document} />
              <Text truncate fontWeight="normal">
                {document.name}
              </Text>
            </Button>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
