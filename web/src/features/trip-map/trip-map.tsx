import { Box, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { destinationPlace } from '@shared/domain/destination-place';
import type { Destination } from '@shared/schemas/destination';
import type { TripDetails } from '../../db/live-queries';
import { canEdit } from '../../db/trip-role';
import { useColorMode } from '../../lib/use-color-mode';
import { DayFilter } from './day-filter';
import { PinList } from './pin-list';
import { PinPanel } from './pin-panel';
import type { StreetSchema } from './streets/street-schema';
import { useKeptStreetPack } from './streets/use-kept-street-pack';
import { TripMapCanvas } from './trip-map-canvas';
import { shownOnDay, tripMapModel } from './trip-map-model';

export interface TripMapProps {
  trip: TripDetails;
  /** The trip's destination row (its coordinates make the first stop); null when not on the device. */
  destination: Destination | null;
  /** The map's height, a CSS length. */
  height: string;
}

/**
 * A trip on the map: the day filter, the map with its pins, lines and stops, the panel of the
 * pin tapped, and the items that have no place, listed so that nothing of the plan is hidden.
 */
export function TripMap({ trip, destination, height }: TripMapProps) {
  const home = useMemo(() => (destination ? destinationPlace(destination) : null), [destination]);
  const model = useMemo(
    () => tripMapModel({ trip, items: trip.itineraryItems, stops: trip.stops, home }),
    [trip, home],
  );
  const [day, setDay] = useState<number | null>(null);
  // A day whose last placed item went away falls back to all days.
  const shownDay = day !== null && model.days.includes(day) ? day : null;
  const shown = useMemo(() => shownOnDay(model, shownDay), [model, shownDay]);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected = [...shown.pins, ...shown.stops].find((pin) => pin.key === selectedKey) ?? null;
  const [unavailable, setUnavailable] = useState(false);
  const mode = useColorMode();
  const panelId = useId();
  const streetPack = useKeptStreetPack(trip.id);
  // The schema of the street pack in view (its credit differs), or false when none shows.
  const [streetsInView, setStreetsInView] = useState<StreetSchema | false>(false);

  const close = () => {
    const key = selectedKey;
    setSelectedKey(null);
    // The keyboard goes back to the pin it came from.
    if (key) document.querySelector<HTMLElement>(`[data-pin-key="${CSS.escape(key)}"]`)?.focus();
  };
  const panel = (floating: boolean) =>
    selected && (
      <PinPanel
        id={panelId}
        pin={selected}
        tripId={trip.id}
        startDate={trip.startDate}
        editable={canEdit(trip.myRole)}
        floating={floating}
        onClose={close}
      />
    );

  return (
    <Stack gap="3">
      {model.days.length > 0 && (
        <DayFilter
          days={model.days}
          day={shownDay}
          onChange={(value) => {
            setDay(value);
            setSelectedKey(null);
          }}
        />
      )}
      {unavailable ? (
        <>
          <PinList pins={[...shown.stops, ...shown.pins]} onSelect={setSelectedKey} />
          {panel(false)}
        </>
      ) : (
        <Box height={height} minH="18rem">
          <TripMapCanvas
            shown={shown}
            fitKey={String(shownDay)}
            selectedKey={selectedKey}
            panelId={panelId}
            mode={mode}
            streetPack={streetPack}
            onStreetsInView={(inView, schema) =>
              setStreetsInView(inView ? (schema ?? 'protomaps') : false)
            }
            onSelect={setSelectedKey}
            onUnavailable={() => setUnavailable(true)}
          >
            <div className="wf-map-attribution">
              {/* The street pack's data (decision 012): its credit whenever its ground shows. */}
              {streetsInView === 'openmaptiles' && (
                <>
                  <a href="https://openmaptiles.org/" target="_blank" rel="noopener noreferrer">
                    © OpenMapTiles
                  </a>{' '}
                </>
              )}
              {streetsInView && (
                <>
                  <a
                    href="https://www.openstreetmap.org/copyright"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    © OpenStreetMap contributors
                  </a>
                  {' · '}
                </>
              )}
              <a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener noreferrer">
                Natural Earth
              </a>
              {' · '}
              <a href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer">
                GeoNames
              </a>
            </div>
            {panel(true)}
          </TripMapCanvas>
        </Box>
      )}
      {model.pins.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          No activity has a place yet: pick one in an activity's Location to see it here.
        </Text>
      )}
      {model.unplaced.length > 0 && (
        <Text color="fg.muted" fontSize="sm">
          Not on the map: {model.unplaced.map((item) => item.title).join(', ')}
        </Text>
      )}
    </Stack>
  );
}
