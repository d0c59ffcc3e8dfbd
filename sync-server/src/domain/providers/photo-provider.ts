import type { PhotoCredit } from '@shared/api/photos';

/** What a photo provider is asked about. */
export interface PhotoSubject {
  id: string;
  name: string;
  country: string;
}

/** A photograph that may be reused: where to download it and how to credit it. */
export interface PhotoCandidate {
  /** The file to download: already scaled down by the provider where it can. */
  imageUrl: string;
  width: number;
  height: number;
  credit: PhotoCredit;
}

/**
 * Finds an openly licensed photograph of a destination. `null` means none that we may use
 * (missing, or a licence that does not allow reuse); the artwork is shown instead. A provider
 * that cannot answer throws `ProviderError`, which the caller also treats as "artwork for now".
 */
export interface PhotoProvider {
  readonly name: string;
  find(subject: PhotoSubject): Promise<PhotoCandidate | null>;
}
