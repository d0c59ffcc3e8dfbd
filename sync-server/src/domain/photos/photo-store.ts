import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { photoRecordSchema, type PhotoRecord } from './photo-record';
import type { PhotoFormat, PhotoVariant } from './photo-variants';

const ID = /^[a-z0-9-]+$/;
const VARIANT_FILE = /^([a-f0-9]{12})-(\d+)\.(webp|jpg)$/;
const CONTENT_TYPES: Record<PhotoFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

export function variantFileName(version: string, width: number, format: PhotoFormat): string {
  return `${version}-${width}.${format}`;
}

/**
 * Photos as plain files under the server's data directory: `<root>/<destination id>/` holds the
 * sizes (`<version>-<width>.webp|jpg`) and `credit.json`. Files rather than database rows: they
 * are served as they are, and a backup of the data directory carries them with their credit.
 */
export class PhotoStore {
  constructor(readonly root: string) {}

  private dir(id: string): string {
    if (!ID.test(id)) throw new Error(`bad destination id ${id}`);
    return join(this.root, id);
  }

  async read(id: string): Promise<PhotoRecord | null> {
    let text: string;
    try {
      text = await readFile(join(this.dir(id), 'credit.json'), 'utf8');
    } catch {
      return null;
    }
    const parsed = photoRecordSchema.safeParse(JSON.parse(text));
    if (!parsed.success) {
      console.warn(`Ignoring unreadable photo record for ${id}`, parsed.error.message);
      return null;
    }
    return parsed.data;
  }

  async readAll(): Promise<Map<string, PhotoRecord>> {
    const records = new Map<string, PhotoRecord>();
    const ids = await readdir(this.root).catch(() => [] as string[]);
    for (const id of ids.filter((name) => ID.test(name))) {
      const record = await this.read(id);
      if (record) records.set(id, record);
    }
    return records;
  }

  /**
   * Writes the new files first and the record last, by rename, so a reader sees either the old
   * photo or the new one in full; then removes the files of the old version.
   */
  async save(
    id: string,
    record: PhotoRecord,
    variants: readonly PhotoVariant[] = [],
  ): Promise<void> {
    const dir = this.dir(id);
    await mkdir(dir, { recursive: true });
    if (record.status === 'photo') {
      for (const v of variants) {
        await writeFile(join(dir, variantFileName(record.version, v.width, v.format)), v.bytes);
      }
    }
    const temp = join(dir, `credit.json.${process.pid}.tmp`);
    await writeFile(temp, `${JSON.stringify(record, null, 2)}\n`);
    await rename(temp, join(dir, 'credit.json'));
    const keep = record.status === 'photo' ? record.version : null;
    for (const name of await readdir(dir)) {
      const match = VARIANT_FILE.exec(name);
      if (match && match[1] !== keep) await rm(join(dir, name), { force: true });
    }
  }

  /** One stored size, if `file` names a size of the current version. */
  async readVariant(
    id: string,
    file: string,
    record: PhotoRecord | undefined,
  ): Promise<{ bytes: Buffer; contentType: string } | null> {
    const match = VARIANT_FILE.exec(file);
    if (!match || !ID.test(id) || record?.status !== 'photo' || match[1] !== record.version)
      return null;
    try {
      const bytes = await readFile(join(this.dir(id), file));
      return { bytes, contentType: CONTENT_TYPES[match[3] as PhotoFormat] };
    } catch {
      return null;
    }
  }
}
