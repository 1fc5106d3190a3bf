import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { Plugin } from 'vite';
import { createAppSystem } from '../src/theme.ts';

const VIRTUAL_ID = 'virtual:chakra-global.css';
const RESOLVED_ID = '\0chakra-global.css';
const SYSTEM = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const GLOBAL_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Chakra's global stylesheet as text: the reset (preflight), the theme's
 * `globalCss` and every token's CSS variable (light and dark), exactly as Emotion would insert
 * them (its own serializer and its stylis plugins), from the system `src/theme.ts` builds,
 * evaluated here in Node.
 */
export function chakraGlobalCssText(): string {
  const system = createAppSystem();
  const cache = createCache({ key: 'css' });
  const rules = (styles: unknown) => {
    const serialized = serializeStyles([styles as never]);
    return cache.insert('', serialized, cache.sheet, true) as unknown as string;
  };
  // The layer order is declared only when the theme uses layers (src/theme.ts does not).
  const order = system._config.disableLayers ? [] : [rules(system.layers.atRule)];
  return [...order, ...system._global.map(rules)].join('\n');
}

/**
 * Chakra's `createSystem` computes that stylesheet when the entry is evaluated (the token
 * dictionary walked into CSS objects, the reset and globalCss through its `css()`), and
 * `<ChakraProvider>` has Emotion serialize and insert it during the first render: at 4x CPU
 * slowdown about half of the entry's evaluation and a good part of the first render.
 *
 * This plugin computes it at build time instead: `import 'virtual:chakra-global.css'` (main.tsx)
 * is that text, which Vite emits as the entry's stylesheet, and in the client's copy of
 * Chakra's `styled-system/system.js` the system's `_global` (the styles ChakraProvider hands to
 * Emotion's `<Global>`) is empty, so the work is done neither at load nor at render. Only the
 * client's bundle is changed: the tests' jsdom render (tests/client) uses Chakra unchanged, which
 * still injects the same styles at runtime.
 */
export function chakraGlobalCss(): Plugin {
  return {
    name: 'chakra-global-css',
    enforce: 'pre',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? chakraGlobalCssText() : null;
    },
    transform(code, id) {
      if (!SYSTEM.test(id.split('?')[0])) return null;
      if (!code.includes(GLOBAL_LINE)) this.error("Chakra's styled-system/system.js changed: its _global line is not there to replace");
      // Kept in the static stylesheet (see above).
      return { code: code.replace(GLOBAL_LINE, 'const _global = [];'), map: null };
    },
  };
}
