import { embeddedPhotos } from '../providers/embedded/embedded-photos';
import {
  DEFAULT_COMMONS_URL,
  DEFAULT_WIKIPEDIA_URL,
  wikimediaPhotos,
} from '../providers/live/wikimedia-photos';
import { downloadImage } from './download-image';
import { PhotoService } from './photo-service';
import { PhotoStore } from './photo-store';

export type PhotosProviderName = 'artwork' | 'wikimedia';

export interface PhotoConfig {
  provider: PhotosProviderName;
  /** Where photos are stored (a folder of the server's data directory). */
  dir: string;
  timeoutMs: number;
  /**
   * Replaces Wikipedia, Commons and the upload host with one server (tests, a caching mirror).
   * Without it the real hosts are used.
   */
  wikimediaBaseUrl?: string;
}

/** The artwork alone unless `PHOTOS_PROVIDER=wikimedia`: no network by default. */
export function photoServiceFromConfig(config: PhotoConfig): PhotoService {
  if (config.provider === 'artwork') return PhotoService.disabled();
  const base = config.wikimediaBaseUrl;
  const provider =
    config.provider === 'wikimedia'
      ? wikimediaPhotos({
          wikipediaUrl: base ?? DEFAULT_WIKIPEDIA_URL,
          commonsUrl: base ?? DEFAULT_COMMONS_URL,
          timeoutMs: config.timeoutMs,
        })
      : embeddedPhotos();
  const allowedHosts = base ? [new URL(base).host] : ['upload.wikimedia.org'];
  return new PhotoService({
    provider,
    store: new PhotoStore(config.dir),
    download: (url) => downloadImage(url, { timeoutMs: config.timeoutMs, allowedHosts }),
  });
}
