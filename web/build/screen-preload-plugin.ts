import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { SCREEN_PRELOADS, SIGNED_IN_MODULE } from '../src/app/screen-preloads.js';
import { LAST_USER_KEY } from '../src/session/last-user.js';
import { EXPLORER_FIRST_ROW } from '../src/features/home/explorer-layout.js';

const SCRIPT = 'first-load-preload.js';
const template = fileURLToPath(new URL(`../src/app/${SCRIPT}`, import.meta.url));
const PLACEHOLDER =
  "/* screens */ { lastUserKey: '', explorerFirstRow: 0, files: [], screens: [] }";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

function read(): string {
  const source = readFileSync(template, 'utf8');
  if (!source.includes(PLACEHOLDER)) throw new Error(`${SCRIPT} lost its CONFIG placeholder`);
  return source;
}

/** The files a chunk needs fetched before it can run: itself and its static imports, deeply. */
function staticClosure(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return seen;
}

/**
 * Writes first-load-preload.js into the build with, for each screen of SCREEN_PRELOADS, the
 * chunks it needs beyond the entry's own (which index.html already loads). A screen module
 * missing from the build fails the build rather than silently preloading nothing.
 */
export function screenPreloadPlugin(): Plugin {
  return {
    name: 'wayfarer-screen-preloads',
    configureServer(server) {
      // Development serves modules unbundled: the script runs with its empty CONFIG.
      server.middlewares.use(`/${SCRIPT}`, (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.end(read());
      });
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const byModule = (module: string) => {
        const chunk = chunks.find((c) => {
          const id = c.facadeModuleId?.replaceAll('\\', '/') ?? '';
          return id.endsWith(`/web/src/${module}.tsx`) || id.endsWith(`/web/src/${module}.ts`);
        });
        if (!chunk) throw new Error(`No chunk for ${module}, named in screen-preloads.ts`);
        return chunk;
      };
      // The app's entry is index.html (its module script, main.tsx, is the chunk's content).
      const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'));
      if (!entry) throw new Error('No entry chunk for index.html');
      const loadedByShell = staticClosure(bundle, entry);
      const userStore = staticClosure(bundle, byModule(SIGNED_IN_MODULE));
      // Screens share most of their files: each file is named once and screens refer to it by
      // its index, which keeps the script small (it is on every first load's critical path).
      const files: string[] = [];
      const indexOf = (file: string) => {
        const at = files.indexOf(file);
        return at >= 0 ? at : files.push(file) - 1;
      };
      const screens = SCREEN_PRELOADS.map(({ path, module, signedIn }) => {
        const needed = new Set(staticClosure(bundle, byModule(module)));
        if (signedIn) userStore.forEach((f) => needed.add(f));
        const own = [...needed].filter((f) => !loadedByShell.has(f));
        return { path, signedIn, files: own.map((f) => indexOf(`/${f}`)) };
      });
      this.emitFile({
        type: 'asset',
        fileName: SCRIPT,
        source: read().replace(
          PLACEHOLDER,
          JSON.stringify({
            lastUserKey: LAST_USER_KEY,
            explorerFirstRow: EXPLORER_FIRST_ROW,
            files,
            screens,
          }),
        ),
      });
    },
  };
}
