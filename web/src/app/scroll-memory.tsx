import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each visited history entry was left, by its key; kept for the tab's life. */
const STORAGE_KEY = 'wayfarer.scroll';
const positions = new Map<string, number>(readStored());

/**
 * An entry opened by loading the page (not pushed by the app) has the key 'default' in every
 * document; its position is only this document's, so it is not taken from an earlier one.
 */
function readStored(): [string, number][] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as object;
    return Object.entries(stored).filter(
      (entry): entry is [string, number] => entry[0] !== 'default' && typeof entry[1] === 'number',
    );
  } catch {
    return [];
  }
}

function store() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // A full or refused storage only loses positions across reloads.
  }
}

/** The traveller taking over the scroll ends any restoring still under way. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * A new screen starts at its top; Back and Forward return to where the traveller left the
 * screen. React Router's ScrollRestoration restores once, at render, which suits screens whose
 * data a route loader has fetched; ours draw from live queries and fetches after render, so the
 * page is still short then and the position is cut. This one keeps trying as the page grows,
 * until it reaches the position, the traveller scrolls, or two seconds pass.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();

  // The entry the scroll events belong to. Changed in the layout effect below, before this
  // screen scrolls: events from then on (the new screen's own, its clamping) are the new entry's.
  const current = useRef(location.key);
  // The screen the last entry showed: a change of the address's query alone (a trip page's tab,
  // decision 015) is the same screen, and keeps its place instead of jumping to the top.
  const screen = useRef(location.pathname);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', store);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    store();
    const sameScreen = screen.current === location.pathname;
    screen.current = location.pathname;
    if (sameScreen && navigationType !== 'POP') return undefined;
    const target = navigationType === 'POP' ? (positions.get(location.key) ?? 0) : 0;
    if (location.hash && navigationType !== 'POP') return undefined;
    window.scrollTo(0, target);
    if (target === 0 || Math.abs(window.scrollY - target) < 1) return undefined;

    // Too short yet: try again each time the page grows.
    let done = false;
    const stop = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
    const observer = new ResizeObserver(() => {
      if (done) return;
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) < 1) stop();
    });
    observer.observe(document.body);
    const timer = setTimeout(stop, 2000);
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
