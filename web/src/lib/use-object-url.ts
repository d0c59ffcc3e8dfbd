import { useEffect, useState } from 'react';

/**
 * A `blob:` URL for a Blob while the component shows it, revoked after: each URL pins its bytes
 * in memory until revoked, and a 20 MB scan left behind per opening would add up.
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [entry, setEntry] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    // The URL is a resource made and revoked with the effect (StrictMode's second run makes a
    // fresh one); making it during render would leak one per render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEntry({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  // A URL made for an earlier blob is revoked already: never hand it out.
  return entry && entry.blob === blob ? entry.url : undefined;
}
