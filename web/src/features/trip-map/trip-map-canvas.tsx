import {
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  setWorkerUrl,
  type FitBoundsOptions,
  type GeoJSONSource,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// MapLibre's worker (it cuts the GeoJSON into tiles) as a file of our own origin: its ESM build
// would otherwise look for the worker beside a module URL the bundle no longer has. Built by
// Vite as a .js asset, so the service worker precaches it and the map draws offline, and
// started from our origin, so the CSP's `worker-src 'self'` needs no `blob:`.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import type { FeatureCollection } from 'geojson';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import type { ColorMode } from '../../lib/use-color-mode';
import { loadGazetteerCities } from '../../lib/places/gazetteer-loader';
import type { GazetteerCity } from '@shared/reference/gazetteer-rows';
import world from './base-map/world-110m.json';
import { pickCityLabels } from './city-labels';
import { DAY_LINES_SOURCE, dayLinesData, mapStyle, setColorMode } from './map-style';
import { createCityLabel, createPinElement, markSelected, updatePinElement } from './pin-elements';
import { openStreetPack, type StreetPackArchive } from './streets/street-pack-protocol';
import { streetLayersFor, type StreetSchema } from './streets/street-schema';
import { setStreetColorMode, STREETS_SOURCE } from './streets/street-style';
import type { KeptStreetPack } from './streets/use-kept-street-pack';
import type { MapPin, ShownOnMap } from './trip-map-model';
import './trip-map.css';

setWorkerUrl(workerUrl);

const WORLD = world as FeatureCollection;
/** Room around what is shown, and no closer than a town's streets (the base map is 1:110m). */
const FIT: FitBoundsOptions = { padding: 48, maxZoom: 13 };
/** Nothing to show: the whole world. */
const WORLD_VIEW = { center: [10, 25] as [number, number], zoom: 0.8 };

export interface TripMapCanvasProps {
  shown: ShownOnMap;
  /** Changes with the day filter: the map is fitted again to what is shown. */
  fitKey: string;
  selectedKey: string | null;
  /** The id of the panel a selected pin opens. */
  panelId: string;
  mode: ColorMode;
  /** The trip's street pack kept on this device: drawn over the base map where it has tiles. */
  streetPack: KeptStreetPack | null;
  /** Whether the view shows any of the street pack's ground (its credit must show then). */
  onStreetsInView: (inView: boolean, schema?: StreetSchema) => void;
  onSelect: (key: string) => void;
  /** The map cannot be drawn here (no WebGL 2): the caller shows the places as a list. */
  onUnavailable: () => void;
  /** Drawn over the map: the attribution, the open pin's panel. */
  children?: ReactNode;
}

interface PlacedMarker {
  marker: Marker;
  element: HTMLButtonElement;
}

const lngLat = (pin: MapPin): [number, number] => [pin.place.longitude, pin.place.latitude];

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The map itself: MapLibre on the built-in world, the pins as our own buttons, the days' lines,
 * and the names of the largest cities in view. Loaded only with a screen that shows a map.
 * `data-state` says 'ready' once the map has drawn its first complete frame.
 */
export function TripMapCanvas({
  shown,
  fitKey,
  selectedKey,
  panelId,
  mode,
  streetPack,
  onStreetsInView,
  onSelect,
  onUnavailable,
  children,
}: TripMapCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markers = useRef(new Map<string, PlacedMarker>());
  const labels = useRef<Marker[]>([]);
  const cities = useRef<readonly GazetteerCity[] | null>(null);
  // What the map was last fitted to: the filter's choice, and whether there was anything to show
  // (a trip whose destination row arrives after the first frame is fitted once it does).
  const fitted = useRef({ key: fitKey, withBounds: shown.bounds !== null });
  const [ready, setReady] = useState(false);
  const [opened, setOpened] = useState<{ key: string; archive: StreetPackArchive } | null>(null);
  // The pack opened for reading, while it is still the one kept (a replaced one is opened anew).
  const streets = streetPack && opened?.key === streetPack.key ? opened.archive : null;
  // Whether streets from the pack are on the map now (tiles read and drawn): for tests and tools.
  const [streetsDrawn, setStreetsDrawn] = useState(false);

  const create = useEffectEvent((container: HTMLDivElement) => {
    const map = new MapLibreMap({
      container,
      style: mapStyle(WORLD, [...shown.lines, ...shown.arcs], mode),
      ...(shown.bounds ? { bounds: shown.bounds, fitBoundsOptions: FIT } : WORLD_VIEW),
      attributionControl: false,
      // The canvas is a focusable region (arrow keys pan): named for what it shows.
      locale: { 'Map.Title': 'Map of the trip' },
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      maxZoom: 17,
      fadeDuration: 0,
    });
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    return map;
  });
  const unavailable = useEffectEvent(() => onUnavailable());

  /** Tells whether the view overlaps the street pack's bounds. */
  const checkStreetsInView = useEffectEvent(() => {
    const map = mapRef.current;
    if (!map || !streets || !map.getSource(STREETS_SOURCE)) {
      onStreetsInView(false);
      return;
    }
    const box = map.getBounds();
    const [west, south, east, north] = streets.bounds;
    const overlaps =
      box.getWest() <= east &&
      box.getEast() >= west &&
      box.getSouth() <= north &&
      box.getNorth() >= south;
    onStreetsInView(overlaps && map.getZoom() >= streets.minZoom, streets.schema);
  });
  const press = useEffectEvent((key: string) => onSelect(key));

  /** Names the largest cities in view that neither cover each other nor a pin. */
  const relabel = useEffectEvent(() => {
    const map = mapRef.current;
    const list = cities.current;
    if (!map || !list) return;
    const box = map.getBounds();
    const container = map.getContainer();
    const pins = [...markers.current.values()].map(({ marker }) => map.project(marker.getLngLat()));
    const picked = pickCityLabels(
      list,
      {
        bounds: [
          [box.getWest(), box.getSouth()],
          [box.getEast(), box.getNorth()],
        ],
        width: container.clientWidth,
        height: container.clientHeight,
        project: (lng, lat) => map.project([lng, lat]),
      },
      { keepClear: pins },
    );
    for (const label of labels.current) label.remove();
    labels.current = picked.map((city) =>
      new Marker({ element: createCityLabel(city.name) })
        .setLngLat([city.longitude, city.latitude])
        .addTo(map),
    );
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let map: MapLibreMap;
    try {
      map = create(container);
    } catch {
      // MapLibre throws when the browser gives it no WebGL 2 context.
      unavailable();
      return;
    }
    mapRef.current = map;
    const placed = markers.current;
    map.once('load', () => setReady(true));
    map.on('moveend', () => {
      relabel();
      checkStreetsInView();
    });
    map.on('idle', () => {
      const drawn =
        map.getSource(STREETS_SOURCE) !== undefined &&
        map.querySourceFeatures(STREETS_SOURCE, { sourceLayer: 'roads' }).length > 0;
      setStreetsDrawn(drawn);
    });
    return () => {
      map.remove();
      mapRef.current = null;
      placed.clear();
      labels.current = [];
      setReady(false);
    };
  }, []);

  // Pins are updated in place, so the one that has the keyboard keeps it while the plan changes.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const wanted: MapPin[] = [...shown.stops, ...shown.pins];
    const keys = new Set(wanted.map((pin) => pin.key));
    for (const [key, { marker }] of markers.current) {
      if (keys.has(key)) continue;
      marker.remove();
      markers.current.delete(key);
    }
    for (const pin of wanted) {
      const placed = markers.current.get(pin.key);
      if (placed) {
        updatePinElement(placed.element, pin);
        placed.marker.setLngLat(lngLat(pin));
        continue;
      }
      const element = createPinElement(pin, (key) => press(key));
      // A stop's flag stands beside its point, so a plan item at the same place (the first
      // sight of the day in the city centre) does not hide it.
      const anchor = pin.kind === 'stop' ? 'bottom-left' : 'center';
      const marker = new Marker({ element, anchor }).setLngLat(lngLat(pin)).addTo(map);
      markers.current.set(pin.key, { marker, element });
    }
    // Tab goes through the pins in plan order: put them back in that order when a filter change
    // added some after the others (moving an element takes its focus, so only when needed).
    const elements = wanted.flatMap((pin) => markers.current.get(pin.key)?.element ?? []);
    const parent = map.getCanvasContainer();
    const inOrder = [...parent.querySelectorAll('[data-pin-key]')];
    if (inOrder.some((element, i) => element !== elements[i])) parent.append(...elements);
  }, [shown.pins, shown.stops]);

  useEffect(() => {
    for (const [key, { element }] of markers.current) {
      markSelected(element, key === selectedKey, panelId);
    }
  }, [selectedKey, panelId, shown.pins, shown.stops]);

  useEffect(() => {
    const source = ready ? mapRef.current?.getSource<GeoJSONSource>(DAY_LINES_SOURCE) : undefined;
    // Rides' arcs from where they leave to where they arrive are drawn as the days' lines are.
    void source?.setData(dayLinesData([...shown.lines, ...shown.arcs]));
  }, [ready, shown.lines, shown.arcs]);

  // The kept street pack, opened for reading by byte ranges (streets/street-pack-protocol.ts).
  useEffect(() => {
    if (!streetPack) return;
    let current = true;
    openStreetPack(streetPack.blob, streetPack.key).then(
      (archive) => current && setOpened({ key: streetPack.key, archive }),
      (error: unknown) => {
        // A pack the reader cannot open leaves the built-in map, which is always there.
        console.error('The street map kept on this device could not be read', error);
      },
    );
    return () => {
      current = false;
    };
  }, [streetPack]);

  // The streets go between the base map and the days' lines, replaced when the pack is.
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map || !streets) return;
    map.addSource(STREETS_SOURCE, { type: 'vector', url: streets.url });
    const layers = streetLayersFor(streets.schema, mode);
    for (const layer of layers) map.addLayer(layer, 'day-lines-casing');
    checkStreetsInView();
    return () => {
      if (mapRef.current !== map) return;
      for (const layer of layers) map.removeLayer(layer.id);
      map.removeSource(STREETS_SOURCE);
      checkStreetsInView();
    };
    // The colours are set by the effect below; a mode change must not re-add the layers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, streets]);

  useEffect(() => {
    if (!ready || !mapRef.current) return;
    setColorMode(mapRef.current, mode);
    setStreetColorMode(mapRef.current, mode);
  }, [ready, mode, streets]);

  useEffect(() => {
    const map = mapRef.current;
    const last = fitted.current;
    if (!map || !shown.bounds || (last.key === fitKey && last.withBounds)) return;
    fitted.current = { key: fitKey, withBounds: true };
    const animate = last.withBounds && !prefersReducedMotion();
    map.fitBounds(shown.bounds, { ...FIT, duration: animate ? 500 : 0 });
  }, [fitKey, shown.bounds]);

  // The city names come after the first frame: the pins must not wait for the gazetteer.
  useEffect(() => {
    if (!ready) return;
    let current = true;
    loadGazetteerCities().then(
      (list) => {
        if (!current) return;
        cities.current = list;
        relabel();
      },
      // Without the gazetteer's chunk the map simply has no city names.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [ready]);

  return (
    <div
      className="wf-map"
      data-mode={mode}
      data-state={ready ? 'ready' : 'loading'}
      data-streets={streetsDrawn ? 'drawn' : 'none'}
    >
      <div ref={containerRef} className="wf-map-canvas" />
      {children}
    </div>
  );
}
