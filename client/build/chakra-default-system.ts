import type { Plugin } from 'vite';
import { patchDependency } from './patch-dependency.ts';

const PRESET = /@chakra-ui\/react\/dist\/esm\/preset\.js$/;
const DEFAULT_SYSTEM = 'const defaultSystem = createSystem(defaultConfig);';

/**
 * Chakra's `preset.js` makes `defaultSystem` (a whole system from the default config: token
 * dictionary, utilities, conditions) when the module is evaluated. The app never uses it (it
 * makes its own from `defaultConfig` and `src/theme.ts`), but the bundler cannot know that
 * `createSystem` has no side effects, so the client's entry made a second system for nothing:
 * at Lighthouse's 4x CPU slowdown about 100 ms of the task that evaluates the entry's modules.
 * Marked pure, it is dropped from the bundle when nothing imports it. Only the client's build is
 * changed; `defaultConfig` is still made there (the app's system is built from it).
 */
export function chakraDefaultSystemUnlessUsed(): Plugin {
  return patchDependency('chakra-default-system-unless-used', PRESET, "Chakra's preset.js", [
    { find: DEFAULT_SYSTEM, replace: 'const defaultSystem = /* @__PURE__ */ createSystem(defaultConfig);' },
  ]);
}
