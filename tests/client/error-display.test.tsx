import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import LoginPage from '../../client/src/features/auth/pages/LoginPage';
import { LoginDocument } from '../../client/src/features/auth/api/useLogin';
import { SignInOptionsDocument } from '../../client/src/features/auth/api/useSignInOptions';
import { FormAlert } from '../../client/src/components/form';
import { NETWORK_ERROR_MESSAGE, apiErrorInfo, errorMessage, fieldErrorOf, hasErrorCode } from '../../client/src/lib/errors';
import { renderScreen } from './support/render';

// Signing in restarts the live connection; these tests have none.
jest.mock('../../client/src/apollo', () => ({ restartRealtime: jest.fn() }));

const graphQLError = (message: string, extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('Reading a server error', () => {
  it('takes the code and the field details from the answer', () => {
    const error = graphQLError('Email is taken', { code: 'BAD_USER_INPUT', fields: [{ path: 'input.email', message: 'Email is taken' }] });
    expect(apiErrorInfo(error)).toEqual({ code: 'BAD_USER_INPUT', message: 'Email is taken', fields: [{ path: 'input.email', message: 'Email is taken' }], network: false });
    expect(hasErrorCode(error, 'BAD_USER_INPUT')).toBe(true);
    expect(hasErrorCode(error, 'CONFLICT')).toBe(false);
  });

  it('finds the message of one field by its name', () => {
    const error = graphQLError('Invalid input', { code: 'BAD_USER_INPUT', fields: [{ path: 'input.contactZipCode', message: 'We do not serve this ZIP code yet' }] });
    expect(fieldErrorOf(error, 'contactZipCode')).toBe('We do not serve this ZIP code yet');
    expect(fieldErrorOf(error, 'contactEmail')).toBeNull();
  });

  it('says "network error" when no answer came, whatever the fallback', () => {
    expect(apiErrorInfo(new TypeError('Failed to fetch')).network).toBe(true);
    expect(errorMessage(new TypeError('Failed to fetch'), 'Could not save')).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('falls back to the screen\'s own words when the server gave none', () => {
    expect(errorMessage(graphQLError('', { code: 'INTERNAL_SERVER_ERROR' }), 'Could not save')).toBe('Could not save');
  });

  it('announces a form-level error as an alert', () => {
    renderScreen(<FormAlert status={{ title: 'Login failed', description: 'Check your e-mail and password.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Check your e-mail and password.');
  });
});

describe('Sign-in errors', () => {
  const options: MockedResponse = { request: { query: SignInOptionsDocument }, result: { data: { signInOptions: { __typename: 'SignInOptions', google: false } } } };
  const login = (result: MockedResponse['result'] | undefined, error?: Error): MockedResponse => ({
    request: { query: LoginDocument, variables: { input: { email: 'dana@example.com', password: 'wrong-password' } } },
    ...(error ? { error } : { result }),
  });

  async function signIn() {
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'dana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it('puts a field error from the server under its field', async () => {
    renderScreen(<LoginPage />, { mocks: [options, login({ errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'input.email', message: 'No account uses this e-mail' }] } }] })] });
    await signIn();
    expect(await screen.findByText('No account uses this e-mail')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal without fields as an alert over the form', async () => {
    renderScreen(<LoginPage />, { mocks: [options, login({ errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }] })] });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('says the network failed when no answer came', async () => {
    renderScreen(<LoginPage />, { mocks: [options, login(undefined, new TypeError('Failed to fetch'))] });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE);
  });

  it('checks the fields in the browser before asking the server', async () => {
    renderScreen(<LoginPage />, { mocks: [options] });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });
});
