import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const SLOT_RECIPES = /@chakra-ui\/react\/dist\/esm\/theme\/slot-recipes\.js$/;

/** Names the app imports from @chakra-ui/react anywhere under `srcDir`. */
function chakraImports(srcDir: string): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name)) {
        for (const m of fs.readFileSync(p, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
          for (const part of m[1].split(',')) {
            const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
            if (name) names.add(name);
          }
        }
      }
    }
  };
  walk(srcDir);
  return names;
}

/**
 * Chakra's default theme registers the slot recipes (multi-part styles) of its ~57 components, and
 * the system carries them all into the first download. This keeps those of the components the app
 * imports (`Accordion` → `accordion`, `NativeSelect` → `nativeSelect`, …) and drops the others'
 * entries, which lets the build leave their modules out (the package has no side effects).
 * A component imported later brings its slot recipe back by itself.
 */
export function chakraSlotRecipesInUse(opts: { srcDir: string }): Plugin {
  let used = new Set<string>();
  return {
    name: 'chakra-slot-recipes-in-use',
    apply: 'build',
    buildStart() {
      used = chakraImports(opts.srcDir);
    },
    transform(code, id) {
      if (!SLOT_RECIPES.test(id.split('?')[0])) return null;
      let kept = 0;
      const out = code.replace(/^(\s*)(\w+): (\w+SlotRecipe),?\n/gm, (line, _indent, key: string) => {
        const component = key[0].toUpperCase() + key.slice(1);
        if (used.has(component)) {
          kept++;
          return line;
        }
        return '';
      });
      if (kept === 0) this.error('no slot recipe kept: the shape of Chakra\'s theme/slot-recipes.js changed');
      return { code: out, map: null };
    },
  };
}
