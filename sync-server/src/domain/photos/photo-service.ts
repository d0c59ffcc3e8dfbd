import { createHash } from 'node:crypto';
import type { DestinationPhoto } from '@shared/api/photos';
import type { PhotoProvider, PhotoSubject } from '../providers/photo-provider';
import { ProviderError } from '../providers/provider-error';
import type { PhotoRecord, StoredPhoto } from './photo-record';
import type { PhotoStore } from './photo-store';
import { variantFileName } from './photo-store';
import { makeVariants } from './photo-variants';

export interface PhotoServiceOptions {
  provider: PhotoProvider;
  store: PhotoStore;
  download: (url: string) => Promise<Buffer>;
  now?: () => Date;
  /** A destination with no usable photo is asked about again after this long. */
  recheckMissAfterMs?: number;
  /** After a failure (timeout, outage) the destination is not asked about again for this long. */
  retryFailureAfterMs?: number;
}

const DAY_MS = 24 * 60 * 60_000;

/** The URLs and credit the browser gets for a stored photo: always our own origin. */
export function toDestinationPhoto(id: string, record: StoredPhoto): DestinationPhoto {
  const sources = (format: 'webp' | 'jpg') =>
    record.widths.map((width) => ({
      url: `/images/photos/${id}/${variantFileName(record.version, width, format)}`,
      width,
    }));
  return {
    destinationId: id,
    width: record.widths[record.widths.length - 1] ?? 0,
    height: record.height,
    webp: sources('webp'),
    jpeg: sources('jpg'),
    credit: record.credit,
  };
}

/**
 * Finds, stores and serves destination photos. Nothing here runs inside a traveller's request:
 * `ensure` is started in the background (at start for every destination, or when a photo is
 * first asked for) and the routes only read what is already stored, so a slow or failing
 * provider can only delay a photo, never a page. Until then, and for good on a miss, the
 * destination shows its artwork.
 */
export class PhotoService {
  private records: Map<string, PhotoRecord> | null = null;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly failedAt = new Map<string, number>();
  private readonly now: () => Date;

  constructor(private readonly options: PhotoServiceOptions | null) {
    this.now = options?.now ?? (() => new Date());
  }

  /** No provider: the artwork is all there is, and nothing is read or written. */
  static disabled(): PhotoService {
    return new PhotoService(null);
  }

  get enabled(): boolean {
    return this.options !== null;
  }

  private async loaded(): Promise<Map<string, PhotoRecord>> {
    if (!this.options) return new Map();
    this.records ??= await this.options.store.readAll();
    return this.records;
  }

  async photo(id: string): Promise<DestinationPhoto | null> {
    const record = (await this.loaded()).get(id);
    return record?.status === 'photo' ? toDestinationPhoto(id, record) : null;
  }

  async all(): Promise<DestinationPhoto[]> {
    const photos: DestinationPhoto[] = [];
    for (const [id, record] of await this.loaded()) {
      if (record.status === 'photo') photos.push(toDestinationPhoto(id, record));
    }
    return photos.sort((a, b) => a.destinationId.localeCompare(b.destinationId));
  }

  async readVariant(id: string, file: string) {
    if (!this.options) return null;
    return this.options.store.readVariant(id, file, (await this.loaded()).get(id));
  }

  /** Whether the provider should be asked about this destination now. */
  private async due(id: string): Promise<boolean> {
    const options = this.options;
    if (!options || this.inFlight.has(id)) return false;
    const now = this.now().getTime();
    const failed = this.failedAt.get(id);
    if (failed !== undefined && now - failed < (options.retryFailureAfterMs ?? 10 * 60_000))
      return false;
    const record = (await this.loaded()).get(id);
    if (!record || record.provider !== options.provider.name) return true;
    if (record.status === 'photo') return false;
    return now - Date.parse(record.checkedAt) > (options.recheckMissAfterMs ?? 30 * DAY_MS);
  }

  /** Looks for a photo unless one is stored or was lately found missing. Never throws. */
  async ensure(subject: PhotoSubject): Promise<void> {
    if (!(await this.due(subject.id))) return this.inFlight.get(subject.id);
    const run = this.fetchAndStore(subject).finally(() => this.inFlight.delete(subject.id));
    this.inFlight.set(subject.id, run);
    return run;
  }

  /** One destination after another, so a cold start does not flood the provider. */
  async warm(subjects: readonly PhotoSubject[]): Promise<void> {
    for (const subject of subjects) await this.ensure(subject);
  }

  private async fetchAndStore(subject: PhotoSubject): Promise<void> {
    const { provider, store, download } = this.options!;
    const records = await this.loaded();
    const stamp = this.now().toISOString();
    try {
      const candidate = await provider.find(subject);
      if (!candidate) {
        const miss: PhotoRecord = {
          status: 'none',
          reason: 'no photo with a reusable licence',
          provider: provider.name,
          checkedAt: stamp,
        };
        await store.save(subject.id, miss);
        records.set(subject.id, miss);
        return;
      }
      const original = await download(candidate.imageUrl);
      const { variants, height } = await makeVariants(original);
      const record: StoredPhoto = {
        status: 'photo',
        version: createHash('sha256')
          .update(candidate.imageUrl)
          .update(original)
          .digest('hex')
          .slice(0, 12),
        widths: [...new Set(variants.map((v) => v.width))],
        height,
        credit: candidate.credit,
        provider: provider.name,
        storedAt: stamp,
      };
      await store.save(subject.id, record, variants);
      records.set(subject.id, record);
      this.failedAt.delete(subject.id);
    } catch (error) {
      this.failedAt.set(subject.id, this.now().getTime());
      console.warn(`No photo for ${subject.id} this time; the artwork stays`, {
        provider: provider.name,
        failure: error instanceof ProviderError ? error.failure : 'download or resize',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
