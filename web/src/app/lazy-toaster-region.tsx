import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from '../lib/toaster';
import { afterLoadWhenIdle } from '../lib/after-load';

const ToasterRegion = lazy(() =>
  import('./toaster-region').then((m) => ({ default: m.ToasterRegion })),
);

/**
 * The toast region (Zag's toast machines, about 10 KB gzipped) is not needed to draw the first
 * screen. It loads as soon as a toast is asked for, or else once the page is idle after loading,
 * so that F8 finds it. A toast asked for before it has mounted waits in the toaster's store and
 * shows when it does.
 */
export function LazyToasterRegion() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    const stopListening = toaster.subscribe(want);
    const cancel = afterLoadWhenIdle(window, want);
    return () => {
      stopListening();
      cancel();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterRegion />
    </Suspense>
  );
}
