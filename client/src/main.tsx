import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from './apollo';
import { system } from './theme';
import App from './App';

// The toasts' view (and its machinery) is not needed to draw the first screen.
const Toaster = lazy(() => import('./shell/ToasterView'));

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
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
);
