import { useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark';

/**
 * The app's colour mode as Chakra reads it: dark while the root element has the `dark` class
 * (Chakra's `_dark` condition, which its semantic tokens follow), light otherwise. For what
 * Chakra's tokens cannot reach, such as a map's WebGL colours. Follows the class as it changes.
 */
export function useColorMode(): ColorMode {
  return useSyncExternalStore(subscribe, current, () => 'light');
}

function current(): ColorMode {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
