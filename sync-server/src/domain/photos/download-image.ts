/** The largest download accepted: a 1600 px JPEG is well under this; anything bigger is not one. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

export interface DownloadOptions {
  timeoutMs: number;
  /** Hosts the provider's URLs may point to; anything else is refused (no fetching on command). */
  allowedHosts: readonly string[];
}

/**
 * Downloads one picture for the server to resize. The URL came from a third party's answer, so
 * its host is checked against the provider's own, the type must be an image, and the size and
 * time are bounded.
 */
export async function downloadImage(url: string, options: DownloadOptions): Promise<Buffer> {
  const parsed = new URL(url);
  if (!options.allowedHosts.includes(parsed.host)) {
    throw new Error(`refusing to download from ${parsed.host}`);
  }
  const res = await fetch(parsed, {
    signal: AbortSignal.timeout(options.timeoutMs),
    headers: {
      'User-Agent': 'Wayfarer trip planner (self-hosted; photo credits shown in the app)',
    },
  });
  if (!res.ok) throw new Error(`image answered ${res.status}`);
  const type = res.headers.get('content-type') ?? '';
  if (!type.startsWith('image/')) throw new Error(`not an image: ${type}`);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_IMAGE_BYTES) throw new Error(`image too large: ${declared} bytes`);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > MAX_IMAGE_BYTES) throw new Error(`image too large: ${bytes.length} bytes`);
  return bytes;
}
