import { Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import type { Destination } from '@shared/schemas/destination';
import { DestinationImage } from '../../components/destination-image';
import { PlaceCombobox, type PlaceOption } from '../../components/place-combobox';
import { RequiredLabel } from '../../components/required-label';
import { isGazetteerId } from '@shared/reference/gazetteer-rows';

/** A destination to choose: one of ours, or a city of the gazetteer made ours when picked. */
export interface DestinationOption extends PlaceOption {
  /** Puts the place's destination row on this device before the form refers to it. */
  remember?: (() => Promise<void>) | undefined;
}

interface DestinationFieldProps {
  /** Our curated destinations: the list offered before anything is typed. */
  destinations: Destination[];
  /** The chosen destination, for the preview under the field. */
  chosen: Destination | undefined;
  error?: string | undefined;
  /** Our destinations and the world's cities for what is typed, nearest in name first. */
  search: (text: string) => Promise<DestinationOption[]>;
  onChoose: (destinationId: string) => void;
}

export const destinationLabel = (d: Pick<Destination, 'name' | 'country'>) =>
  `${d.name}, ${d.country}`;

/**
 * 'Choose Destination': a required search of 'name, country' over our destinations and every
 * city of the world (offline: both are on the device), with a preview of the choice.
 */
export function DestinationField({
  destinations,
  chosen,
  error,
  search,
  onChoose,
}: DestinationFieldProps) {
  const curated = useMemo(
    () =>
      destinations
        .filter((d) => !isGazetteerId(d.id))
        .map((d): DestinationOption => ({ value: d.id, label: destinationLabel(d) })),
    [destinations],
  );
  const pick = useCallback(
    (option: DestinationOption) => {
      void (async () => {
        await option.remember?.();
        onChoose(option.value);
      })();
    },
    [onChoose],
  );

  return (
    <Stack gap="4">
      <PlaceCombobox<DestinationOption>
        label={<RequiredLabel>Destination</RequiredLabel>}
        required
        placeholder="Search any city or country"
        error={error}
        hint={
          curated.length === 0
            ? 'No destinations on this device yet. Connect once to load them.'
            : 'Any city in the world, even offline'
        }
        initialText={chosen ? destinationLabel(chosen) : ''}
        defaultOptions={curated}
        search={search}
        onPick={pick}
        emptyText="No destinations found"
      />
      {chosen && (
        <Stack gap="2" data-testid="destination-preview">
          <DestinationImage src={chosen.imageUrl} alt={chosen.name} height="40" rounded="md" />
          <Text fontWeight="medium">{destinationLabel(chosen)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {chosen.description}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
