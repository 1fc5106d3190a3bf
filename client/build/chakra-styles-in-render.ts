import type { Plugin } from 'vite';
import { patchDependency } from './patch-dependency.ts';

const FACTORY = /@chakra-ui\/react\/dist\/esm\/styled-system\/factory\.js$/;
const INSERTION = /const rules = useInsertionEffectAlwaysWithSyncFallback\(\s*\(\) => insertStyles\(cache2, serialized, isStringTag\)\s*\);/;

/**
 * Chakra's styled elements hand their CSS to Emotion in an insertion effect, which React runs in
 * the commit: the one part of a render that cannot yield. When a screen's answers arrive, its
 * sections render together and the commit compiled (stylis) and inserted every new rule at once:
 * the better part of a 75 ms task (300 ms at Lighthouse's 4x slowdown) on the admin dashboard.
 * In the client's copy of Chakra's `styled-system/factory.js` the rule is inserted while the
 * element renders instead, as Emotion 10 did: renders are transitions here (main.tsx, the router,
 * Apollo's answers: build/apollo-store-transitions.ts), sliced so the browser stays responsive,
 * and the commit is left with the DOM. Inserting is idempotent (Emotion keeps what it has
 * inserted), so a render React throws away and starts again costs nothing more; the rules are
 * in the sheet before the commit puts the elements in the page, as with the insertion effect.
 */
export function chakraStylesInRender(): Plugin {
  return patchDependency('chakra-styles-in-render', FACTORY, "Chakra's styled-system/factory.js", [
    { find: INSERTION, replace: 'const rules = insertStyles(cache2, serialized, isStringTag);' },
  ]);
}
