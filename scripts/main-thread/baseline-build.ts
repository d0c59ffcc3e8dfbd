/**
 * Builds the baseline page (scripts/baseline-page), and other benchmark pages, with the project's
 * own Vite config: the same React plugin, minifier, target and code-splitting rules. Only the
 * plugins that belong to the app itself are left out (the PWA plugin, which builds web/src/sw.ts,
 * and the screen preloads, which look for the app's screens); neither transforms the page's code.
 */
import { resolve } from 'node:path';
import { build, loadConfigFromFile, type PluginOption, type UserConfig } from 'vite';
import { repoRoot } from '../bench-server';

const APP_ONLY_PLUGINS = /^(vite-plugin-pwa|wayfarer-screen-preloads)/;

function keptPlugins(plugins: PluginOption[] | undefined): PluginOption[] {
  const kept: PluginOption[] = [];
  const visit = (option: PluginOption) => {
    if (Array.isArray(option)) option.forEach(visit);
    else if (option && typeof option === 'object' && 'name' in option) {
      if (!APP_ONLY_PLUGINS.test(option.name)) kept.push(option);
    } else if (option) throw new Error('vite.config.ts has a plugin this build cannot read');
  };
  (plugins ?? []).forEach(visit);
  return kept;
}

/**
 * Builds a page that is not the app (its folder holds an index.html) with the app's Vite config,
 * into `outDir` (absolute); it never touches the app's output.
 */
export async function buildPageWithAppConfig(
  pageRoot: string,
  outDir: string,
  options: { sourcemap: boolean },
): Promise<void> {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    resolve(repoRoot, 'vite.config.ts'),
    repoRoot,
    'silent',
  );
  if (!loaded) throw new Error('vite.config.ts did not load');
  // `test` is Vitest's, `server` the dev server's: neither concerns a build.
  const {
    test: _test,
    server: _server,
    ...config
  } = loaded.config as UserConfig & {
    test?: unknown;
  };
  await build({
    ...config,
    configFile: false,
    root: pageRoot,
    publicDir: false,
    logLevel: 'error',
    plugins: keptPlugins(config.plugins),
    build: { ...config.build, outDir, emptyOutDir: true, sourcemap: options.sourcemap },
  });
}

/** Builds the baseline into `outDir` (absolute); it never touches the app's output. */
export function buildBaseline(outDir: string): Promise<void> {
  return buildPageWithAppConfig(resolve(repoRoot, 'scripts/baseline-page'), outDir, {
    sourcemap: true,
  });
}
