import { Suspense, lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { createAppSystem } from '../../client/src/theme';
import { notify } from '../../client/src/shell/toaster';
import { useToasted } from '../../client/src/shell/toast-shown';

// main.tsx's toaster: the toasts' view is loaded with the first toast, and shows the toast that
// was created before it mounted.
let loads = 0;
const ToasterView = lazy(() => {
  loads++;
  return import('../../client/src/shell/ToasterView');
});

function Toaster() {
  return useToasted() ? <ToasterView /> : null;
}

it('loads the toasts\' view only with the first toast, and shows that toast', async () => {
  render(
    <ChakraProvider value={createAppSystem()}>
      <p>A screen without a toast</p>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChakraProvider>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(loads).toBe(0);
  expect(screen.queryByRole('status')).toBeNull();

  act(() => {
    notify({ title: 'Request Updated', type: 'success' });
  });
  expect(await screen.findByText('Request Updated')).toBeInTheDocument();
  expect(loads).toBe(1);
});
