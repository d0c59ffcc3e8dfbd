import { Badge, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import {
  ArrowRight,
  ChevronDown,
  ChevronUp,
  Clock,
  MapPin,
  Navigation,
  Pencil,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
import { mapsLink, platformFromUserAgent } from '@shared/domain/maps-link';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { ITINERARY_TYPE_LABELS, type ItineraryType } from '@shared/constants';
import type { ItineraryItem } from '@shared/schemas/itinerary-item';
import type { Place } from '@shared/schemas/place';
import { PendingMark } from '../../components/pending-mark';
import { ConfirmationNumber } from './confirmation-number';
import { formatItemTimes } from '../../lib/item-times';
import { stayNights } from '@shared/domain/stay-nights';

const TYPE_COLORS: Record<ItineraryType, string> = {
  activity: 'blue',
  dining: 'orange',
  accommodation: 'purple',
  transport: 'green',
};

/** What an editor can do to a row; absent for a viewer. */
export interface ItemActions {
  onEdit: () => void;
  onDelete: () => void;
  /** Absent when it cannot go that way (first item of day 1, last of the last day). */
  onMoveUp?: (() => void) | undefined;
  onMoveDown?: (() => void) | undefined;
  /** After a move, the button to give focus back to (the row may have moved to another day). */
  focusMove?: 'up' | 'down' | undefined;
}

export function ItineraryItemRow({
  item,
  pending,
  addedBy,
  actions,
  handle,
  warning,
  documents,
  footer,
  rowRef,
  rowStyle,
}: {
  item: ItineraryItem;
  pending: boolean;
  /** 'Added by Ada' on a shared trip. */
  addedBy: string | null;
  actions?: ItemActions | undefined;
  /** The drag handle, first on the row (an editor's only). */
  handle?: ReactNode;
  /** 'This activity is at 09:00, before Lunch (14:00) above it', or nothing. */
  warning?: string | null | undefined;
  /** The button to the item's documents, when it has some. */
  documents?: ReactNode;
  /** Under the row's words: 'Move to day...' for an item outside the trip's dates. */
  footer?: ReactNode;
  /** For the drag and drop: the row's element and its moving style. */
  rowRef?: ((element: HTMLElement | null) => void) | undefined;
  rowStyle?: CSSProperties | undefined;
}) {
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const focusMove = actions?.focusMove;
  // Again when the moved row lands (its day or position comes back from the store): a row that
  // changed day is a new element, and reordering a list can take focus off a moved one.
  useEffect(() => {
    if (!focusMove) return;
    const [wanted, other] = focusMove === 'up' ? [upRef, downRef] : [downRef, upRef];
    // At the top of day 1 'up' is disabled: keep the keyboard on the row with the other one.
    (wanted.current?.disabled ? other.current : wanted.current)?.focus();
  }, [focusMove, item.day, item.position]);
  const times = formatItemTimes(item);
  const nights = stayNights(item);

  return (
    <Flex
      as="li"
      ref={rowRef}
      style={rowStyle}
      bg="bg.panel"
      position="relative"
      align="start"
      wrap="wrap"
      columnGap="3"
      rowGap="1"
      py="3"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
    >
      {handle}
      <Stack gap="1" flex="1 1 12rem" minW="0">
        <HStack gap="2" wrap="wrap">
          {times && (
            <HStack gap="1" color="fg.muted" fontSize="sm">
              <Clock size={12} aria-hidden="true" />
              <Text>{times}</Text>
            </HStack>
          )}
          <Badge size="sm" colorPalette={TYPE_COLORS[item.type]}>
            {ITINERARY_TYPE_LABELS[item.type]}
          </Badge>
          {nights > 0 && (
            <Text color="fg.muted" fontSize="sm">
              {nights === 1 ? '1 night' : `${nights} nights`}
            </Text>
          )}
          {pending && <PendingMark />}
        </HStack>
        <Text fontWeight="medium">{item.title}</Text>
        {item.location && (
          <HStack gap="1" color="fg.muted" fontSize="sm" wrap="wrap">
            <MapPin size={12} aria-hidden="true" />
            <Text>{item.location}</Text>
            {item.place && <OpenInMapsLink place={item.place} />}
          </HStack>
        )}
        {item.endPlace && (
          // Where a flight, train or bus arrives, with its own way to the maps app.
          <HStack gap="1" color="fg.muted" fontSize="sm" wrap="wrap">
            <ArrowRight size={12} aria-hidden="true" />
            <Text>To {item.endPlace.name}</Text>
            <OpenInMapsLink place={item.endPlace} />
          </HStack>
        )}
        {item.reference && <ConfirmationNumber value={item.reference} />}
        {item.description && (
          <Text color="fg.muted" fontSize="sm" whiteSpace="pre-wrap">
            {item.description}
          </Text>
        )}
        {addedBy && (
          <Text color="fg.muted" fontSize="xs">
            {addedBy}
          </Text>
        )}
        {warning && (
          <HStack
            role="note"
            gap="1.5"
            align="start"
            color="orange.fg"
            bg="orange.subtle"
            rounded="l2"
            px="2"
            py="1"
            fontSize="sm"
          >
            <TriangleAlert size={14} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
            <Text>{warning}</Text>
          </HStack>
        )}
        {footer}
      </Stack>
      {(actions || documents) && (
        <HStack gap="1" ms="auto" flexShrink={0}>
          {documents}
          {actions && (
            <>
              <IconButton
                ref={upRef}
                aria-label={`Move ${item.title} up`}
                size="sm"
                variant="ghost"
                disabled={!actions.onMoveUp}
                onClick={actions.onMoveUp}
              >
                <ChevronUp />
              </IconButton>
              <IconButton
                ref={downRef}
                aria-label={`Move ${item.title} down`}
                size="sm"
                variant="ghost"
                disabled={!actions.onMoveDown}
                onClick={actions.onMoveDown}
              >
                <ChevronDown />
              </IconButton>
              <IconButton
                aria-label={`Edit activity ${item.title}`}
                size="sm"
                variant="ghost"
                onClick={actions.onEdit}
              >
                <Pencil />
              </IconButton>
              <IconButton
                aria-label={`Delete ${item.title}`}
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={actions.onDelete}
              >
                <Trash2 />
              </IconButton>
            </>
          )}
        </HStack>
      )}
    </Flex>
  );
}

/** 'Open in maps' for one place, in the maps app this device has (Apple's on iOS). */
function OpenInMapsLink({ place }: { place: Place }) {
  return (
    <Link
      href={mapsLink(place, platformFromUserAgent(navigator.userAgent))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open in maps: ${place.name}`}
      color="teal.fg"
      fontSize="xs"
      ms="1"
    >
      <Navigation size={11} aria-hidden="true" />
      Open in maps
    </Link>
  );
}
