import { Button, Stack, Text } from '@chakra-ui/react';
import type { MapPin } from './trip-map-model';

/**
 * The pins as a list, for a device that cannot draw the map (no WebGL 2): the same buttons and
 * the same panel, without the picture.
 */
export function PinList({
  pins,
  onSelect,
}: {
  pins: readonly MapPin[];
  onSelect: (key: string) => void;
}) {
  return (
    <Stack gap="3">
      <Text role="status" color="fg.muted" fontSize="sm">
        This device cannot draw the map. Its places are listed here instead.
      </Text>
      <Stack as="ul" gap="1" listStyleType="none">
        {pins.map((pin) => (
          <li key={pin.key}>
            <Button
              variant="ghost"
              size="sm"
              justifyContent="start"
              onClick={() => onSelect(pin.key)}
              aria-label={pin.label}
            >
              {pin.label}
              {pin.kind === 'item' && (
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {`Day ${pin.day} · ${pin.place.name}`}
                </Text>
              )}
            </Button>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
