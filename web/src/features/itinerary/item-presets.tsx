import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { BedDouble, Plane, Sparkles, TrainFront, Utensils, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { ItineraryType } from '@shared/constants';

export interface ItemPreset {
  id: 'activity' | 'flight' | 'train' | 'stay' | 'dining';
  label: string;
  type: ItineraryType;
  icon: LucideIcon;
  titlePlaceholder: string;
  locationPlaceholder: string;
}

/**
 * Shortcuts that make it plain how to put a flight, a train or a stay on the plan: each only sets
 * the Type select and suggests a title, so the SPEC's form (and its Type select) stays as it is.
 */
export const ITEM_PRESETS: readonly ItemPreset[] = [
  {
    id: 'activity',
    label: 'Activity',
    type: 'activity',
    icon: Sparkles,
    titlePlaceholder: 'e.g. Visit Fushimi Inari',
    locationPlaceholder: 'Where?',
  },
  {
    id: 'flight',
    label: 'Flight',
    type: 'transport',
    icon: Plane,
    titlePlaceholder: 'e.g. Flight BA 117 London → New York',
    locationPlaceholder: 'e.g. London Heathrow (LHR)',
  },
  {
    id: 'train',
    label: 'Train',
    type: 'transport',
    icon: TrainFront,
    titlePlaceholder: 'e.g. Shinkansen Tokyo → Kyoto',
    locationPlaceholder: 'e.g. Tokyo Station',
  },
  {
    id: 'stay',
    label: 'Stay',
    type: 'accommodation',
    icon: BedDouble,
    titlePlaceholder: 'e.g. Hotel Granvia Kyoto',
    locationPlaceholder: 'e.g. Karasuma, Kyoto',
  },
  {
    id: 'dining',
    label: 'Dining',
    type: 'dining',
    icon: Utensils,
    titlePlaceholder: 'e.g. Dinner at Gion Karyo',
    locationPlaceholder: 'Where?',
  },
];

/** The preset that fits the chosen type: the one picked while it still fits, else the first. */
export function presetFor(type: ItineraryType, picked: ItemPreset['id'] | null): ItemPreset {
  const chosen = ITEM_PRESETS.find((p) => p.id === picked && p.type === type);
  return chosen ?? ITEM_PRESETS.find((p) => p.type === type) ?? (ITEM_PRESETS[0] as ItemPreset);
}

/** 'Activity · Flight · Train · Stay · Dining' as toggle buttons (a tap sets the type). */
export function ItemPresetPicker({
  current,
  onPick,
}: {
  current: ItemPreset['id'];
  onPick: (preset: ItemPreset) => void;
}) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontSize="sm" fontWeight="medium" mb="1.5">
        What are you adding?
      </Text>
      <HStack gap="1.5" wrap="wrap">
        {ITEM_PRESETS.map((preset) => {
          const Icon = preset.icon;
          const pressed = preset.id === current;
          return (
            <Button
              key={preset.id}
              size="xs"
              rounded="full"
              variant={pressed ? 'solid' : 'outline'}
              colorPalette={pressed ? 'teal' : 'gray'}
              aria-pressed={pressed}
              onClick={() => onPick(preset)}
            >
              <Icon aria-hidden="true" />
              {preset.label}
            </Button>
          );
        })}
      </HStack>
    </Box>
  );
}
