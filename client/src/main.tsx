import { StrictMode, Suspense, lazy, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from './apollo';
import { createAppSystem } from './theme';
// Chakra's reset, global styles and token variables, written at build time (build/chakra-global-css.ts).
import 'virtual:chakra-global.css';
import App from './App';
import { takePageSession } from './shell/session/pageSession';
import { useToasted } from './shell/toast-shown';

// The toasts' view (and its machinery) is loaded with the first toast, not with the screen.
const ToasterView = lazy(() => import('./shell/ToasterView'));

function Toaster() {
  return useToasted() ? <ToasterView /> : null;
}

// The service worker (src/sw.ts, built by vite-plugin-pwa) precaches the shell and the hashed
// assets for the next visit and for the home-screen app. Registered once this page has loaded and
// the main thread is idle, so its downloads never compete with the first screen's.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 3000 });
    else setTimeout(register, 1000);
  });
}

/** A promise settled in a later task: the work after it runs once the browser has had its turn. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Start-up in three tasks instead of one: the modules are evaluated in the task that loaded the
 * entry; Chakra's system is made in the next one; the session is written into the cache and the
 * first render (a transition, see below) starts in the one after. At Lighthouse's 4x slowdown
 * each is a task of 100 to 150 ms where there was one of 300 ms: the page answers a tap between them.
 */
async function start(): Promise<void> {
  await nextTask();
  const system = createAppSystem();
  await nextTask();
  const signedIn = takePageSession(apolloClient);

  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');

  // A transition: the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree, so a tap or a scroll during start-up is answered.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <ApolloProvider client={apolloClient}>
          <ChakraProvider value={system}>
            <App />
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          </ChakraProvider>
        </ApolloProvider>
      </StrictMode>,
    ),
  );

  // The first Intl date format of a page loads the browser's locale data: 17 ms, 70 at 4x, which
  // landed in the task that evaluates a signed-in screen's modules (lib/time.ts makes its formats
  // there). Done here, once the first render has started, it is a short task of its own.
  if (signedIn) setTimeout(() => new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago' }), 0);
}

void start();
