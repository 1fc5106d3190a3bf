import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors of the failing nodes, with axe's summary of the first */
  targets: string[];
  summary: string;
}

/**
 * Makes axe-core available in every document the context opens (an init script, so the page's
 * Content-Security-Policy does not stand in the way of an inline script tag).
 */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: AXE_SOURCE });
}

/**
 * Runs axe over the document (or only inside `within`) and returns its serious and critical
 * violations; `rules` runs only those rules instead of every rule of AXE_TAGS.
 */
export async function seriousViolations(page: Page, opts: { within?: string; rules?: string[] } = {}): Promise<AxeFinding[]> {
  return page.evaluate(
    async ({ tags, within, rules }) => {
      type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] };
      const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<AxeResult> } }).axe;
      const context = within ? { include: [...document.querySelectorAll(within)] } : document;
      const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags };
      const result = await axe.run(context, { runOnly, resultTypes: ['violations'] });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact ?? '',
          help: v.help,
          targets: v.nodes.map((n) => n.target.map(String).join(' > ')),
          summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
        }));
    },
    { tags: AXE_TAGS, within: opts.within, rules: opts.rules },
  );
}

/** One line per finding: where, which rule, which nodes. */
export function describeFindings(where: string, findings: AxeFinding[]): string[] {
  return findings.map((f) => `${where}: ${f.id} (${f.impact}, ${f.targets.length} node${f.targets.length === 1 ? '' : 's'}) ${f.targets.slice(0, 4).join(' | ')} -- ${f.summary}`);
}
