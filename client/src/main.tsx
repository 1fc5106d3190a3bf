import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from './apollo';
import { system } from './theme';
import { Toaster } from './shell/toaster';
import App from './App';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <ChakraProvider value={system}>
        <App />
        <Toaster />
      </ChakraProvider>
    </ApolloProvider>
  </StrictMode>,
);
