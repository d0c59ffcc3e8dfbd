import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { appSystem } from './theme';

const system = appSystem();

// Source text, read through the bundler so the test needs no Node APIs.
const appSources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const CHAKRA = '../../../node_modules/@chakra-ui/react/dist/esm/';
const chakraSources = import.meta.glob<string>(
  [
    '../../../node_modules/@chakra-ui/react/dist/esm/index.js',
    '../../../node_modules/@chakra-ui/react/dist/esm/components/**/*.js',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** `dir/../x.js` and `dir/./x.js` written out, as keys of the glob above are. */
function joinPath(dir: string, spec: string): string {
  const parts: string[] = [];
  for (const part of `${dir}/${spec}`.split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}
const dirOf = (file: string) => file.slice(0, file.lastIndexOf('/'));

/** Every name the app imports from '@chakra-ui/react'. */
function chakraImportsOfApp(): Set<string> {
  const names = new Set<string>();
  for (const code of Object.values(appSources)) {
    for (const [, list = ''] of code.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    )) {
      for (const part of list.split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** The Chakra module behind each name its package index exports. */
function chakraExportFiles(): Map<string, string> {
  const index = chakraSources[`${CHAKRA}index.js`] ?? '';
  const namespaces = new Map<string, string>();
  for (const [, alias = '', from = ''] of index.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)) {
    namespaces.set(alias, from);
  }
  const files = new Map<string, string>();
  for (const [, list = '', from] of index.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const part of list.split(',')) {
      const [local = '', exported = local] = part.trim().split(/\s+as\s+/);
      const file = from ?? namespaces.get(local);
      if (file?.startsWith('.'))
        files.set(exported.trim(), joinPath(dirOf(`${CHAKRA}index.js`), file));
    }
  }
  return files;
}

/** Recipe keys looked up by a Chakra component module and by the components it renders. */
function recipeKeysReachedFrom(start: string): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    const code = chakraSources[file];
    if (seen.has(file) || code === undefined) return;
    seen.add(file);
    for (const [, key = ''] of code.matchAll(
      /(?:createSlotRecipeContext|createRecipeContext|useSlotRecipe|useRecipe)\(\s*\{\s*key:\s*"(\w+)"/g,
    )) {
      keys.add(key);
    }
    for (const [, spec = ''] of code.matchAll(/from '(\.\.?\/[^']+)'/g)) {
      visit(joinPath(dirOf(file), spec));
    }
  };
  visit(start);
  return keys;
}

describe('theme', () => {
  it('has the recipe of every Chakra component the app renders', () => {
    // A component whose recipe is missing renders unstyled without any warning, so a component
    // newly used anywhere must have its recipe added to theme.ts; this test names it.
    const exports = chakraExportFiles();
    const defaults = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
    const needed = new Set<string>();
    for (const name of chakraImportsOfApp()) {
      const file = exports.get(name);
      if (!file) continue;
      for (const key of recipeKeysReachedFrom(file)) if (key in defaults) needed.add(key);
    }
    // The scan itself works: the app certainly renders buttons, cards and dialogs.
    expect([...needed]).toEqual(expect.arrayContaining(['button', 'card', 'dialog', 'spinner']));
    expect([...needed].filter((key) => !system.hasRecipe(key)).sort()).toEqual([]);
  });

  it('leaves out the recipes of components the app does not use', () => {
    expect(system.hasRecipe('datePicker')).toBe(false);
    expect(system.hasRecipe('colorPicker')).toBe(false);
  });
});

describe('touch targets (decision 017)', () => {
  it('makes every button, input, select and tab size below 44 px a 44 px target', () => {
    const button = system.getRecipe('button').variants?.size ?? {};
    for (const size of ['2xs', 'xs', 'sm', 'md']) {
      expect(button[size], `button ${size}`).toMatchObject({ h: '11', minW: '11' });
    }
    const input = system.getRecipe('input').variants?.size ?? {};
    for (const size of ['2xs', 'xs', 'sm', 'md']) {
      expect(input[size], `input ${size}`).toMatchObject({ '--input-height': 'sizes.11' });
    }
    const select = system.getSlotRecipe('nativeSelect').variants?.size ?? {};
    expect(select.sm?.root).toMatchObject({ '--select-field-height': 'sizes.11' });
    const tabs = system.getSlotRecipe('tabs').variants?.size ?? {};
    expect(tabs.sm?.root).toMatchObject({ '--tabs-height': 'sizes.11' });
    // The overrides repeat each recipe's slot list: a shorter one would drop slots by position.
    expect(system.getSlotRecipe('toast').slots).toContain('root');
    expect(system.getSlotRecipe('toast').base?.closeTrigger).toMatchObject({ minW: '11' });
  });
});
