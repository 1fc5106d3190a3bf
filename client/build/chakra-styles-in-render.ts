import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const FACTORY = /@chakra-ui\/react\/dist\/esm\/styled-system\/factory\.js$/;
const INSERTION = /const rules = useInsertionEffectAlwaysWithSyncFallback\(\s*\(\) => insertStyles\(cache2, serialized, isStringTag\)\s*\);/;
const COMMIT_STYLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/shell/commit-styles.ts');

/**
 * Chakra's styled elements hand their CSS to Emotion in an insertion effect, which React runs in
 * the commit: the one part of a render that cannot yield. When a screen's answers arrive, its
 * sections render together and the commit compiled (stylis) and inserted every new rule at once:
 * the better part of a 75 ms task (300 ms at Lighthouse's 4x slowdown) on the admin dashboard.
 * In the client's copy of Chakra's `styled-system/factory.js` the rule is compiled while the
 * element renders instead, as Emotion 10 did: renders are transitions here (main.tsx, the router,
 * Apollo's answers: build/apollo-store-transitions.ts), sliced so the browser stays responsive,
 * and the commit is left with the DOM. Compiling is idempotent (Emotion keeps what it has
 * inserted), so a render React throws away and starts again costs nothing more.
 *
 * The compiled rules are kept by the cache's sheet and written by the commit's insertion effects,
 * all of a commit's in one new `<style>` element (src/shell/commit-styles.ts): a rule inserted into
 * the sheet already in the page restyled the whole page each time.
 */
export function chakraStylesInRender(): Plugin {
  return {
    name: 'chakra-styles-in-render',
    apply: 'build',
    transform(code, id) {
      if (!FACTORY.test(id.split('?')[0])) return null;
      if (!INSERTION.test(code)) this.error("Chakra's styled-system/factory.js changed: its style insertion is not where this plugin expects it");
      const inRender = [
        'const rules = insertStyles(__keepRulesUntilCommit(cache2), serialized, isStringTag);',
        'useInsertionEffectAlwaysWithSyncFallback(() => __writePendingRules(cache2));',
      ].join('\n  ');
      const imports = `import { keepRulesUntilCommit as __keepRulesUntilCommit, writePendingRules as __writePendingRules } from ${JSON.stringify(COMMIT_STYLES)};\n`;
      return { code: imports + code.replace(INSERTION, inRender), map: null };
    },
  };
}
