/**
 * Builds the baseline page (scripts/baseline-page) with the project's own Vite config: the same
 * React plugin, minifier, target and code-splitting rules, with source maps. Only the plugins
 * that belong to the app itself are left out (the PWA plugin, which builds web/src/sw.ts, and the
 * screen preloads, which look for the app's screens); neither transforms the page's code.
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
    } else if (option) throw new Error('vite.config.ts has a plugin the baseline cannot read');
  };
  (plugins ?? []).forEach(visit);
  return kept;
}

/** Builds the baseline into `outDir` (absolute); it never touches the app's output. */
export async function buildBaseline(outDir: string): Promise<void> {
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
    root: resolve(repoRoot, 'scripts/baseline-page'),
    publicDir: false,
    logLevel: 'error',
    plugins: keptPlugins(config.plugins),
    build: { ...config.build, outDir, emptyOutDir: true, sourcemap: true },
  });
}
