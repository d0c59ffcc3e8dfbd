import { Button, CloseButton, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { LogIn, MapPin } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { Activity } from '@shared/api/lookups';
import { DatabaseDetails, GlobalDetails } from './destination-details';
import { DestinationImage } from '../../components/destination-image';
import { isDatabaseItem, type ExplorerItem } from './explorer-items';
import { PhotoCredit } from '../../components/photos/photo-credit';
import { useDestinationPhotos } from '../../components/photos/use-destination-photos';

export interface DestinationViewProps {
  item: ExplorerItem;
  signedIn: boolean;
  /** 'Plan a Trip to {name}' (SPEC 2); no button without it. */
  onPlan?: (() => void) | undefined;
  /** 'Add to day' on each activity; no button without it. */
  onAddActivity?: ((activity: Activity) => void) | undefined;
}

/**
 * The detail dialog's content: picture, name, details and the plan button. Signed-out visitors
 * see a sign-in prompt instead of a global destination's details.
 */
export function DestinationView({ item, signedIn, onPlan, onAddActivity }: DestinationViewProps) {
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
          <DatabaseDetails item={item} onAddActivity={onAddActivity} />
        ) : signedIn ? (
          <GlobalDetails item={item} onAddActivity={onAddActivity} />
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
      {signedIn && onPlan && (
        <Dialog.Footer>
          <Button colorPalette="teal" w={{ base: 'full', md: 'auto' }} onClick={onPlan}>
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
