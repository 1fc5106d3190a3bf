/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/**
 * The service worker: the shell (index.html) and every hashed asset of this build are precached,
 * so a second visit draws from the cache and the app opens on a phone's home screen.
 *
 * What it never does while online is answer from its cache anything that can change under the
 * same address: the API (/graphql, /api, /auth, websockets) is not routed here at all (the
 * browser fetches it as if there were no worker), and a page load (navigation) always goes to
 * the network; the precached shell answers a navigation only when the network fails (offline),
 * and then the shell shows that the connection is gone. Hashed assets never change under their
 * name, so serving them from the precache is never stale.
 */
/** Addresses the server answers itself (never the client's history fallback). */
const SERVER_PATHS = /^\/(graphql|api|auth|metrics|healthz|readyz)(\/|$)/;

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const shell = await matchPrecache('/index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [SERVER_PATHS] },
  ),
);

// Registered after the page loads' route, so a navigation never reaches it; and no address
// other than the file's own (no "/" for "/index.html", no "/x" for "/x.html").
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// A new build's worker takes over at once: its precache holds the assets the new index.html
// names, and pages already open keep the chunks they loaded.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/**
 * Push notifications (server: modules/messages/push-sender.ts). A push carries, as JSON, the
 * notice's title and text, the path of the screen it is about and a tag: one message sent
 * again after a crash has the same tag, so it replaces its notification instead of showing a
 * second one.
 */
interface PushNotice {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/** A path of this app only: a push never sends the person elsewhere. */
function appPath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

function readPush(data: PushMessageData | null): PushNotice {
  try {
    const n = (data?.json() ?? {}) as Partial<PushNotice>;
    return { title: typeof n.title === 'string' && n.title ? n.title : 'Elite Services', body: typeof n.body === 'string' ? n.body : '', url: appPath(n.url), tag: typeof n.tag === 'string' ? n.tag : undefined };
  } catch {
    return { title: 'Elite Services', body: data?.text() ?? '', url: '/' };
  }
}

self.addEventListener('push', (event) => {
  const n = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(n.title, {
      body: n.body,
      tag: n.tag,
      data: { url: n.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    }),
  );
});

/**
 * A tap opens the notice's screen: in a window of the app already open (taken to that screen,
 * then brought to the front), else in a new one.
 */
async function openScreen(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (open) {
    const shown = await open.navigate(target).catch(() => null);
    // Focusing needs the tap's permission; the screen has changed either way.
    await (shown ?? open).focus().catch(() => undefined);
    if (shown) return;
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openScreen(appPath(data?.url)));
});
