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
