import type { Plugin } from 'vite';

/** One edit of a dependency's source: what must be there, and what it becomes. */
export interface SourceEdit {
  find: string | RegExp;
  replace: string;
}

/**
 * A build-only plugin that edits one module of a dependency (the client's bundle only; tests and
 * dev use the package as shipped). Every edit must find its text: when the package changes, the
 * build fails naming `what`, instead of silently shipping the package unedited.
 */
export function patchDependency(name: string, module: RegExp, what: string, edits: SourceEdit[]): Plugin {
  return {
    name,
    apply: 'build',
    transform(code, id) {
      if (!module.test(id.split('?')[0])) return null;
      const found = (find: string | RegExp) => (typeof find === 'string' ? code.includes(find) : find.test(code));
      if (!edits.every((edit) => found(edit.find))) this.error(`${what} changed: the code this plugin edits is not where it expects it`);
      return { code: edits.reduce((text, edit) => text.replace(edit.find, edit.replace), code), map: null };
    },
  };
}
