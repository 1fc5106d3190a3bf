import { act, render } from '@testing-library/react';
import { useToasted } from '../../client/src/shell/toast-shown';

// A toast answers something the person did: the toasts' view is wanted at the first touch or key
// on the page, before any toast, so the answer's toast shows at once.
function Probe() {
  return <p>{useToasted() ? 'view wanted' : 'no view yet'}</p>;
}

it('wants the toasts\' view at the first touch on the page, before any toast', async () => {
  const { findByText, getByText } = render(<Probe />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(getByText('no view yet')).toBeInTheDocument();
  act(() => {
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  });
  expect(await findByText('view wanted')).toBeInTheDocument();
});
