/**
 * Chakra's new CSS rules written once a commit, in a `<style>` element of their own.
 *
 * Emotion (under Chakra) inserts each rule into one shared sheet with `insertRule`. A rule inside
 * `@layer` or `@media` (every Chakra recipe and responsive value) inserted into a sheet that is
 * already in use makes Chrome re-match every element of the page: 10 ms on the admin dashboard,
 * 40 at a phone's speed, after each commit that brought new rules. A newly added `<style>` element
 * is matched only against the elements its selectors can reach.
 *
 * So the sheet of Chakra's Emotion cache keeps the rules a render produces (build/chakra-styles-in-render.ts
 * has them produced while the element renders), and the first insertion effect of the commit that
 * puts those elements in the page writes them all in one new `<style>` element. Insertion effects
 * run before any layout effect, so the rules are in place before anything is measured and before
 * the browser styles the page, in a visible tab or a hidden one.
 *
 * Every rule of that cache comes from Chakra's styled elements (the app renders no other Emotion
 * element; the global styles are a stylesheet written at build time), so every rule reaches the
 * page with the commit of the element that needs it.
 */
import type { EmotionCache } from '@emotion/react';

type Sheet = EmotionCache['sheet'];

const pendingOf = new WeakMap<Sheet, string[]>();

/** Has the cache's sheet keep its rules until `writePendingRules`; once a cache, then a no-op. */
export function keepRulesUntilCommit(cache: EmotionCache): EmotionCache {
  const sheet = cache.sheet;
  if (pendingOf.has(sheet) || typeof document === 'undefined') return cache;
  const pending: string[] = [];
  pendingOf.set(sheet, pending);
  sheet.insert = (rule: string) => {
    pending.push(rule);
  };
  return cache;
}

/** Writes the rules kept since the last commit in a new `<style>` element after the sheet's others. */
export function writePendingRules(cache: EmotionCache): void {
  const sheet = cache.sheet;
  const pending = pendingOf.get(sheet);
  if (!pending || pending.length === 0) return;
  const tag = document.createElement('style');
  // Marked as Emotion marks its own tags (a space in data-emotion would read as server-rendered styles).
  tag.setAttribute('data-emotion', sheet.key);
  if (sheet.nonce !== undefined) tag.setAttribute('nonce', sheet.nonce);
  tag.setAttribute('data-s', '');
  tag.textContent = pending.join('');
  pending.length = 0;
  const last = sheet.tags[sheet.tags.length - 1];
  const before = last ? last.nextSibling : sheet.insertionPoint ? sheet.insertionPoint.nextSibling : sheet.prepend ? sheet.container.firstChild : sheet.before;
  sheet.container.insertBefore(tag, before);
  // Emotion's own flush() removes every tag it lists.
  sheet.tags.push(tag);
}
