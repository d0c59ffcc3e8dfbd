import { Dialog, Portal } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { useUserStoreStatus } from '../../session/db-context';
import { isDatabaseItem, newTripPath, type ExplorerItem } from './explorer-items';
import { useDialogSize } from '../../components/use-dialog-size';
import { DestinationView } from './destination-view';

// Planning reads the traveller's trips and destinations from the device (Dexie) and may load
// the gazetteer: fetched only for a signed-in traveller whose store is open, so a visitor
// opening a card never downloads the local store.
const DestinationPlanner = lazy(() =>
  import('./destination-planner').then((m) => ({ default: m.DestinationPlanner })),
);

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
  const storeReady = useUserStoreStatus() === 'ready';
  const navigate = useNavigate();
  // Our own destinations need nothing from the device to be planned: their id is in the link.
  const planOwn =
    signedIn && isDatabaseItem(item) ? () => void navigate(newTripPath(item.id)) : undefined;
  const plain = <DestinationView item={item} signedIn={signedIn} onPlan={planOwn} />;
  if (!signedIn || !storeReady) return plain;
  return (
    <Suspense fallback={plain}>
      <DestinationPlanner item={item} />
    </Suspense>
  );
}
