import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The real kitinerary-extractor for the server reader's tests: KITINERARY_EXTRACTOR when set,
 * else where Debian's libkpimitinerary-bin puts it (its folder names the architecture and the
 * KDE Frameworks version). .ci/run installs the package; a machine without it fails these tests
 * with this message rather than skipping them.
 */
export function kitineraryExtractorPath(): string {
  const configured = process.env.KITINERARY_EXTRACTOR;
  if (configured) return configured;
  for (const arch of readdirSync('/usr/lib')) {
    for (const kf of ['kf5', 'kf6']) {
      const path = join('/usr/lib', arch, 'libexec', kf, 'kitinerary-extractor');
      if (existsSync(path)) return path;
    }
  }
  throw new Error(
    'kitinerary-extractor is not installed: apt-get install libkpimitinerary-bin (or set KITINERARY_EXTRACTOR)',
  );
}
