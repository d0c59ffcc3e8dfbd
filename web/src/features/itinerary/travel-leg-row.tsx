import { HStack, Text } from '@chakra-ui/react';
import { Car, Footprints, TrainFront } from 'lucide-react';
import type { TravelMode } from '@shared/domain/travel-time';
import type { TravelLeg } from './travel-leg';

const MODE_ICONS: Record<TravelMode, typeof Car> = {
  walk: Footprints,
  transit: TrainFront,
  car: Car,
};

/**
 * Between two items of a day: about how long it takes to get from one to the next, and how far
 * it is. An estimate made on the device, offline; the words say so ('About').
 */
export function TravelLegRow({ leg }: { leg: TravelLeg | null }) {
  if (!leg) return null;
  const Icon = MODE_ICONS[leg.mode];
  return (
    <HStack
      as="li"
      gap="2"
      py="1.5"
      ps="3"
      ms="1"
      borderStartWidth="2px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      color="fg.muted"
      fontSize="xs"
      aria-label={leg.spoken}
      data-testid="travel-leg"
    >
      <Icon size={14} aria-hidden="true" />
      <Text aria-hidden="true">
        ≈ {leg.duration} · {leg.distance}
      </Text>
    </HStack>
  );
}
