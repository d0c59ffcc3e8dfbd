import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { FileText, Navigation, Pencil, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { mapsLink, platformFromUserAgent } from '@shared/domain/maps-link';
import { formatDay } from '../../lib/format-date';
import { itemPinWhen } from './pin-words';
import type { ItemPin, MapPin, StopPin } from './trip-map-model';
import { useItemDocuments } from '../../db/item-documents';

export interface PinPanelProps {
  id: string;
  pin: MapPin;
  tripId: string;
  /** The trip's first day: an item's day is named with its date, as on the plan. */
  startDate: string;
  /** The traveller may edit the plan: the panel offers 'Edit'. */
  editable: boolean;
  /** Over the map (a tapped pin) rather than in the page's flow (the list without a map). */
  floating: boolean;
  onClose: () => void;
}

/**
 * What a tapped pin opens: our own element, not a MapLibre popup, so it is styled and read like
 * the rest of the app. It takes the keyboard when it opens; Escape or Close gives it back.
 */
export function PinPanel({
  id,
  pin,
  tripId,
  startDate,
  editable,
  floating,
  onClose,
}: PinPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [pin.key]);
  const place = pin.place;
  return (
    <Box
      ref={ref}
      id={id}
      role="region"
      aria-label={pin.label}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l3"
      boxShadow="lg"
      p="3"
      outline="none"
      {...(floating
        ? { position: 'absolute', insetInline: '2', bottom: '6', maxW: 'sm', zIndex: 5 }
        : {})}
    >
      <HStack align="start" justify="space-between" gap="2">
        {pin.kind === 'item' ? (
          <ItemSummary pin={pin} startDate={startDate} />
        ) : (
          <StopSummary pin={pin} />
        )}
        <IconButton aria-label="Close" size="xs" variant="ghost" onClick={onClose}>
          <X />
        </IconButton>
      </HStack>
      {pin.kind === 'item' && <ItemDocuments tripId={tripId} itemId={pin.key} />}
      <HStack gap="2" mt="3" wrap="wrap">
        {pin.kind === 'item' && editable && (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/trips/${tripId}/itinerary?edit=${encodeURIComponent(pin.key)}`}>
              <Pencil aria-hidden="true" />
              Edit
            </RouterLink>
          </Button>
        )}
        <Button asChild size="sm" colorPalette="teal">
          <a
            href={mapsLink(place, platformFromUserAgent(navigator.userAgent))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Navigation aria-hidden="true" />
            Open in maps
          </a>
        </Button>
      </HStack>
    </Box>
  );
}

function ItemSummary({ pin, startDate }: { pin: ItemPin; startDate: string }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {itemPinWhen(startDate, pin)}
      </Text>
      <Text fontWeight="semibold">{pin.label}</Text>
      <Text fontSize="sm" color="fg.muted">
        {pin.place.name}
        {pin.place.address && ` · ${pin.place.address}`}
      </Text>
    </Stack>
  );
}

const day = (date: string) => formatDay(date, 'EEE d MMM');

function StopSummary({ pin }: { pin: StopPin }) {
  const when =
    pin.startDate && pin.endDate
      ? `${day(pin.startDate)} – ${day(pin.endDate)}`
      : "The trip's destination";
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {when}
      </Text>
      <Text fontWeight="semibold">{pin.label}</Text>
      {pin.place.country && (
        <Text fontSize="sm" color="fg.muted">
          {pin.place.country}
        </Text>
      )}
    </Stack>
  );
}

function ItemDocuments({ tripId, itemId }: { tripId: string; itemId: string }) {
  const documents = useItemDocuments(tripId, itemId);
  if (!documents || documents.length === 0) return null;
  return (
    <Stack as="ul" aria-label="Documents" gap="1" mt="2" listStyleType="none" fontSize="sm">
      {documents.map((document) => (
        <HStack as="li" key={document.id} gap="1.5">
          <FileText size={14} aria-hidden="true" />
          <Text truncate>{document.name}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
