import { CloseButton, Dialog, Heading, Link, List, Portal, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { airportInfo } from '@shared/reference/airports';

/** Built-in details of one airport, or the spec's fallback text (SPEC 2 and 8). */
export function AirportDialog({ code, onClose }: { code: string | null; onClose: () => void }) {
  const info = code ? airportInfo(code) : undefined;
  return (
    <Dialog.Root
      open={code !== null}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{info ? `${info.name} (${info.code})` : code}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {info ? (
                <Stack gap="4">
                  <Text color="fg.muted">
                    {info.city}, {info.country}
                  </Text>
                  <Link
                    href={info.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    colorPalette="teal"
                  >
                    {info.website.replace(/^https?:\/\//, '')}{' '}
                    <ExternalLink size={12} aria-hidden="true" />
                  </Link>
                  <Stack gap="1">
                    <Heading as="h3" size="sm">
                      Terminals
                    </Heading>
                    <List.Root ps="5" fontSize="sm">
                      {info.terminals.map((t) => (
                        <List.Item key={t}>{t}</List.Item>
                      ))}
                    </List.Root>
                  </Stack>
                  <Stack gap="1">
                    <Heading as="h3" size="sm">
                      Facilities
                    </Heading>
                    <List.Root ps="5" fontSize="sm">
                      {info.facilities.map((f) => (
                        <List.Item key={f}>{f}</List.Item>
                      ))}
                    </List.Root>
                  </Stack>
                </Stack>
              ) : (
                <Text>Detailed information for {code} is not available at the moment.</Text>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
