/**
 * The page bench-places.ts bundles and opens in Chromium. The gazetteer is a module of its own,
 * served beside the page, and imported when the measurement starts, as the app's chunk is: the
 * time to fetch (from memory here), parse and run it is part of the figures.
 */
import type * as GazetteerModule from '../../shared/src/reference/gazetteer';
import { measurePlaces } from './places-measure';

Object.assign(window, {
  measurePlaces: async (rounds: number, url: string) => {
    const start = performance.now();
    const { loadGazetteer } = (await import(url)) as typeof GazetteerModule;
    const importMs = performance.now() - start;
    return { ...measurePlaces(loadGazetteer, () => performance.now(), rounds), importMs };
  },
});
