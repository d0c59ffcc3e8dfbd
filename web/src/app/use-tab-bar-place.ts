import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Keeps the trip page's place when a tab is tapped from far down the page. A traveller who
 * scrolled a long tab reaches the tab bar where it sticks under the header; the tab they tap
 * then opens at its top, just under that bar, instead of where the old tab's scroll left it or
 * at the top of the page. Higher up (the bar not stuck yet), the page stays where it is.
 *
 * `anchor` marks where the bar sits in the page; `bar` is the sticky bar itself.
 */
export function useTabBarPlace<T>(tab: T, choose: (next: T) => void) {
  const anchor = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const pending = useRef<number | null>(null);

  const chooseKeepingPlace = useCallback(
    (next: T) => {
      const anchorTop = anchor.current?.getBoundingClientRect().top;
      const barTop = bar.current?.getBoundingClientRect().top;
      // Stuck: the bar's place in the page has scrolled above where the bar is drawn.
      if (anchorTop !== undefined && barTop !== undefined && anchorTop < barTop) {
        pending.current = window.scrollY + anchorTop - barTop;
      }
      choose(next);
    },
    [choose],
  );

  useLayoutEffect(() => {
    if (pending.current === null) return;
    window.scrollTo(0, pending.current);
    pending.current = null;
  }, [tab]);

  return { anchor, bar, chooseKeepingPlace };
}
