import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Copy, EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TripRole } from '@shared/schemas/trip-member';
import { canEdit } from '../../db/trip-role';
import { CopyTripDialog } from './copy-trip-dialog';
import { DeleteTripDialog } from './delete-trip-dialog';

interface TripActionsMenuProps {
  tripId: string;
  tripTitle: string;
  /**
   * This user's role: editors get 'Edit Trip' without 'Delete Trip'; viewers only 'Copy trip'
   * where it is offered, else no menu at all.
   */
  role: TripRole;
  /** The trip's days, given where 'Copy trip' is offered (the trip page's header). */
  copyDates?: { startDate: string; endDate: string };
  onDeleted?: () => void;
  /** Drawn over a photo on the detail hero. */
  onImage?: boolean;
}

/**
 * The card and hero menu: 'Edit Trip', 'Copy trip' (with `copyDates`) and 'Delete Trip' with its
 * confirmation. Anyone who reads the trip may copy it into a new trip of their own.
 */
export function TripActionsMenu({
  tripId,
  tripTitle,
  role,
  copyDates,
  onDeleted,
  onImage,
}: TripActionsMenuProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  // The confirmation (a dialog and its state machine) mounts when first asked for, not with each
  // of the list's twenty cards; it then stays, so that closing it animates (decision 008).
  const [confirmWanted, setConfirmWanted] = useState(false);
  const [copying, setCopying] = useState(false);
  const [copyWanted, setCopyWanted] = useState(false);
  if (!canEdit(role) && !copyDates) return null;
  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'edit') void navigate(`/trips/${tripId}/edit`);
          if (value === 'copy') {
            setCopyWanted(true);
            setCopying(true);
          }
          if (value === 'delete') {
            setConfirmWanted(true);
            setConfirming(true);
          }
        }}
      >
        <Menu.Trigger asChild>
          <IconButton
            aria-label="Trip actions"
            size="sm"
            variant={onImage ? 'solid' : 'ghost'}
            colorPalette="gray"
            rounded="full"
            bg={onImage ? 'bg/85' : undefined}
            color={onImage ? 'fg' : undefined}
          >
            <EllipsisVertical />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {canEdit(role) && (
                <Menu.Item value="edit">
                  <Pencil size={16} aria-hidden="true" />
                  Edit Trip
                </Menu.Item>
              )}
              {copyDates && (
                <Menu.Item value="copy">
                  <Copy size={16} aria-hidden="true" />
                  Copy trip
                </Menu.Item>
              )}
              {role === 'owner' && (
                <Menu.Item value="delete" color="fg.error" _hover={{ bg: 'bg.error' }}>
                  <Trash2 size={16} aria-hidden="true" />
                  Delete Trip
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {copyWanted && copyDates && (
        <CopyTripDialog
          key={tripId}
          trip={{ id: tripId, title: tripTitle, ...copyDates }}
          open={copying}
          onOpenChange={setCopying}
        />
      )}
      {confirmWanted && (
        <DeleteTripDialog
          tripId={tripId}
          tripTitle={tripTitle}
          open={confirming}
          onOpenChange={setConfirming}
          onDeleted={onDeleted}
        />
      )}
    </>
  );
}
