import fs from 'node:fs';
import path from 'node:path';
import { lazy, type ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { appRoutes } from '../../client/src/routeTable';
import { MessagesPlaceholder } from '../../client/src/features/conversations/placeholders';
import { RoutePage } from '../../client/src/shell/routing/RoutePage';
import type { AppRoute } from '../../client/src/shell/routing/types';
import { renderScreen } from './support/render';

const features = path.resolve(__dirname, '../../client/src/features');

/** Route path → the page module its routes.tsx loads, for every route that names an intro. */
const pageFiles = new Map<string, string>();
for (const area of fs.readdirSync(features)) {
  const file = path.join(features, area, 'routes.tsx');
  if (!fs.existsSync(file)) continue;
  for (const m of fs.readFileSync(file, 'utf8').matchAll(/path: '([^']+)'[^\n]*?import\('\.\/pages\/(\w+)'\)[^\n]*?intro: /g)) {
    pageFiles.set(m[1], path.join(features, area, 'pages', m[2]));
  }
}

/** Every route that names an intro; one with a placeholder of its own (/messages) draws it where its address calls for it. */
const withIntro = appRoutes.filter((r): r is AppRoute & { intro: NonNullable<AppRoute['intro']> } => !!r.intro);

/**
 * A signed-in screen's heading is drawn by the shell from its route's intro while the page's code
 * and data load (its largest text then paints with the shell); the page, once loaded, draws the
 * same heading from the same object, so nothing jumps or changes words when it takes over.
 */
describe("routes' intros", () => {
  it('cover the everyday screens of each role', () => {
    const paths = withIntro.map((r) => r.path);
    for (const p of ['/request-status', '/client-billing-history', '/worker-active-jobs', '/admin/pending-jobs', '/worker-pending-jobs', '/admin/active-jobs']) expect(paths).toContain(p);
    for (const p of ['/clients', '/providers', '/services', '/admin/pending-paid', '/category-stats', '/worker-dashboard', '/worker-requests', '/worker-feedback', '/messages']) expect(paths).toContain(p);
    expect(pageFiles.size).toBe(withIntro.length);
  });

  it('are drawn over a loading skeleton while the page loads', async () => {
    const route = withIntro.find((r) => r.path === '/admin/pending-jobs')!;
    const never = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));
    renderScreen(<RoutePage route={{ ...route, guard: 'public', page: never }} />, { route: route.path });
    const heading = await screen.findByRole('heading', { level: 1, name: route.intro.title });
    expect(heading).toBeInTheDocument();
    expect(screen.getByText(route.intro.description!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
  });

  it("/messages: the list's intro while the list loads, no heading words before one conversation arrives", () => {
    const intro = withIntro.find((r) => r.path === '/messages')!.intro;
    const list = renderScreen(<MessagesPlaceholder />, { route: '/messages' });
    expect(screen.getByRole('heading', { level: 1, name: intro.title })).toBeInTheDocument();
    expect(screen.getByText(intro.description!)).toBeInTheDocument();
    list.unmount();
    for (const route of ['/messages?request=7', '/messages?conversation=3']) {
      const one = renderScreen(<MessagesPlaceholder />, { route });
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
      one.unmount();
    }
  });

  it.each(withIntro.map((r) => [r.path, r] as const))('%s: the page draws the same heading as its intro', async (routePath, route) => {
    const { default: Page } = (await import(pageFiles.get(routePath)!)) as { default: ComponentType };
    renderScreen(<Page />, { route: routePath });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(route.intro.title);
    const header = heading.closest('div')!.parentElement!;
    if (route.intro.description) expect(within(header).getByText(route.intro.description)).toBeInTheDocument();
    if (route.intro.back) expect(screen.getAllByRole('link', { name: new RegExp(route.intro.back.label) })[0]).toHaveAttribute('href', route.intro.back.to);
  });
});
