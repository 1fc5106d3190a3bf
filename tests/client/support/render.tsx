import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ApolloCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAppSystem } from '../../../client/src/theme';
import Toaster from '../../../client/src/shell/ToasterView';

const system = createAppSystem();

export interface RenderOptions {
  /** the GraphQL answers the screen gets, in order */
  mocks?: ReadonlyArray<MockedResponse>;
  /** where the router starts */
  route?: string;
  /** the route pattern the element is mounted on (e.g. '/checkout') */
  path?: string;
  /** the cache, when the screen needs the app's rules for a type (client/src/apollo.ts) */
  cache?: ApolloCache;
}

/** Renders a screen as the app does: Chakra's system, Apollo (mocked answers), a router and the toasts. */
export function renderScreen(ui: ReactElement, { mocks = [], route = '/', path, cache }: RenderOptions = {}): RenderResult {
  const routed: ReactNode = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={<p>Left for another page</p>} />
    </Routes>
  ) : (
    ui
  );
  return render(
    <MockedProvider mocks={mocks} cache={cache}>
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={[route]}>{routed}</MemoryRouter>
        <Toaster />
      </ChakraProvider>
    </MockedProvider>,
  );
}
