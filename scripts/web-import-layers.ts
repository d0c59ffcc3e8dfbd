/**
 * Prints the imports between the layers of web/src as a Mermaid graph: app, features,
 * components, lib, session, db, sync, with any import from one feature into another drawn as its
 * own dashed arrow. `docs/ARCHITECTURE.md` shows its output; run it again
 * after moving things (`npx tsx scripts/web-import-layers.ts`). Feature-to-feature arrows are
 * drawn dashed: lint allows only the ones listed in eslint.config.js.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const root = join(import.meta.dirname, '..', 'web', 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** 'app', 'features/trips', 'components', … for a path under web/src. */
function layerOf(path: string): string {
  const parts = relative(root, path).split('/');
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? '') : 'entry';
}

const edges = new Map<string, number>();
for (const file of files(root)) {
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/from\s+'(\.[^']+)'/g)) {
    let from = layerOf(file);
    let to = layerOf(normalize(join(dirname(file), spec ?? '')));
    if (from === to || to === 'entry') continue;
    // Features as one box, except where one imports another.
    const acrossFeatures = from.startsWith('features/') && to.startsWith('features/');
    if (!acrossFeatures) {
      from = from.replace(/^features\/.*/, 'features');
      to = to.replace(/^features\/.*/, 'features');
    }
    const key = `${from} -> ${to}`;
    edges.set(key, (edges.get(key) ?? 0) + 1);
  }
}

const id = (layer: string) => layer.replace(/[^a-z]/g, '_');
console.info('graph LR');
for (const [key, count] of [...edges].sort()) {
  const [from = '', to = ''] = key.split(' -> ');
  const arrow = from.startsWith('features/') && to.startsWith('features/') ? '-.->' : '-->';
  console.info(`  ${id(from)}["${from}"] ${arrow}|${count}| ${id(to)}["${to}"]`);
}
