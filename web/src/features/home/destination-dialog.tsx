import { Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { LogIn, MapPin } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { DatabaseDetails, GlobalDetails } from './destination-details';
import { DestinationImage } from '../../components/destination-image';
import { isDatabaseItem, type ExplorerItem } from './explorer-items';
import { useDialogSize } from '../../components/use-dialog-size';
import { PhotoCredit } from '../../components/photos/photo-credit';
import { useDestinationPhotos } from '../../components/photos/use-destination-photos';

/** Details of the chosen destination; signed-out visitors see a sign-in prompt for global ones. */
export function DestinationDialog({
  item,
  onClose,
}: {
  item: ExplorerItem | null;
  onClose: () => void;
}) {
  const size = useDialogSize();
  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size={size}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{item && <DialogBody item={item} />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DialogBody({ item }: { item: ExplorerItem }) {
  const signedIn = useSession((s) => s.status === 'signed-in');
  const navigate = useNavigate();
  const own = isDatabaseItem(item);
  const photo = useDestinationPhotos().get(own ? item.id : '');
  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
        <Stack gap="1">
          <DestinationImage
            src={item.imageUrl}
            photo={photo}
            ratio={21 / 9}
            sizes="(min-width: 48em) 36rem, 100vw"
          />
          {photo && <PhotoCredit credit={photo.credit} />}
        </Stack>
        <Stack gap="0.5">
          <Dialog.Title>{item.name}</Dialog.Title>
          <HStack gap="1" color="fg.muted" fontSize="sm">
            <MapPin size={14} aria-hidden="true" />
            <Text>{item.country}</Text>
          </HStack>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        {own ? (
          <DatabaseDetails item={item} />
        ) : signedIn ? (
          <GlobalDetails item={item} />
        ) : (
          <Stack gap="3" align="start" p="4" borderWidth="1px" rounded="md" bg="bg.muted">
            <Text fontWeight="semibold">Sign In to See More</Text>
            <Text color="fg.muted" fontSize="sm">
              Global destinations come from an external travel-data provider. Sign in to see tours
              and activities for {item.name}.
            </Text>
            <Button asChild colorPalette="teal" size="sm">
              <RouterLink to="/auth">
                <LogIn aria-hidden="true" /> Sign In
              </RouterLink>
            </Button>
          </Stack>
        )}
      </Dialog.Body>
      {own && signedIn && (
        <Dialog.Footer>
          <Button
            colorPalette="teal"
            w={{ base: 'full', md: 'auto' }}
            onClick={() => navigate(`/trips/new?destination=${encodeURIComponent(item.id)}`)}
          >
            Plan a Trip to {item.name}
          </Button>
        </Dialog.Footer>
      )}
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" bg="bg" aria-label="Close" />
      </Dialog.CloseTrigger>
    </>
  );
}
