import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { StepContact } from '../../client/src/features/client/wizard/StepContact';
import { StepSchedule } from '../../client/src/features/client/wizard/StepSchedule';
import { EMPTY_VALUES, contactSchema, scheduleSchema, type WizardValues } from '../../client/src/features/client/wizard/model';
import { REQUEST_TEXT_LIMITS } from '../../client/src/features/client/wizard/limits';
import { renderScreen } from './support/render';

const FILLED_CONTACT: Partial<WizardValues> = {
  contactName: 'Dana Client',
  contactPhone: '615-555-0100',
  contactEmail: 'dana@example.com',
  contactAddress: '1 Main St',
  contactCity: 'Nashville',
  contactState: 'TN',
  contactZipCode: '37201',
  description: 'The kitchen faucet drips.',
};

function contactStep(values: Partial<WizardValues> = {}, handlers = { onBack: jest.fn(), onNext: jest.fn() }) {
  renderScreen(
    <Formik initialValues={{ ...EMPTY_VALUES, ...values }} validationSchema={contactSchema()} onSubmit={() => {}}>
      <StepContact {...handlers} />
    </Formik>,
  );
  return handlers;
}

function scheduleStep(values: Partial<WizardValues> = {}, props: Partial<Parameters<typeof StepSchedule>[0]> = {}) {
  const handlers = { onBack: jest.fn(), onPay: jest.fn(), onSaveForLater: jest.fn() };
  renderScreen(
    <Formik initialValues={{ ...EMPTY_VALUES, ...values }} validationSchema={scheduleSchema(props.requiresScheduling ?? true)} onSubmit={() => {}}>
      <StepSchedule requiresScheduling signedIn busy={null} {...handlers} {...props} />
    </Formik>,
  );
  return handlers;
}

/** Types a long value at once (typing thousands of keys one by one is slow and proves nothing more). */
function paste(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

describe('Request wizard, contact step', () => {
  it('keeps Next disabled until every required field is filled', () => {
    contactStep();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('enables Next once the contact details are complete and goes on', async () => {
    const { onNext } = contactStep(FILLED_CONTACT);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('says under the field that a left-empty name is required', async () => {
    contactStep();
    const name = screen.getByRole('textbox', { name: /Full name/ });
    await userEvent.click(name);
    await userEvent.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('explains an e-mail address that is not one', async () => {
    contactStep();
    const email = screen.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'dana-at-example');
    await userEvent.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('asks for a five-digit ZIP code', async () => {
    contactStep();
    const zip = screen.getByRole('textbox', { name: /ZIP code/ });
    await userEvent.type(zip, '372');
    await userEvent.tab();
    expect(await screen.findByText('ZIP code must be 5 digits')).toBeInTheDocument();
  });

  it('shows no counter while a description is short', async () => {
    contactStep();
    await userEvent.type(screen.getByRole('textbox', { name: /Describe what you need/ }), 'Short');
    expect(screen.queryByTestId('char-counter')).not.toBeInTheDocument();
  });

  it('shows a counter near the description limit', async () => {
    contactStep();
    paste(screen.getByRole('textbox', { name: /Describe what you need/ }), 'x'.repeat(4600));
    expect(await screen.findByText('4,600 / 5,000')).toBeInTheDocument();
    expect(screen.queryByText(/must be at most/)).not.toBeInTheDocument();
  });

  it('flags an overlong description as it is typed, before the field is left', async () => {
    contactStep(FILLED_CONTACT);
    paste(screen.getByRole('textbox', { name: /Describe what you need/ }), 'x'.repeat(REQUEST_TEXT_LIMITS.description + 1));
    expect(await screen.findByText('Description must be at most 5,000 characters')).toBeInTheDocument();
    expect(screen.getByText('5,001 / 5,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('holds the name to the server limit of 200 characters', async () => {
    contactStep(FILLED_CONTACT);
    paste(screen.getByRole('textbox', { name: /Full name/ }), 'n'.repeat(201));
    expect(await screen.findByText('Name must be at most 200 characters')).toBeInTheDocument();
  });

  it('asks for the service address once it differs from the contact address', async () => {
    contactStep(FILLED_CONTACT);
    expect(screen.getByText('1 Main St, Nashville, TN 37201')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /same as my contact address/ }));
    expect(screen.getByRole('textbox', { name: /Service street address/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('Request wizard, schedule step', () => {
  const tomorrow = new Date(Date.now() + 2 * 86400000).toISOString().slice(0, 10);

  it('needs a date and a time before Pay is offered', () => {
    scheduleStep();
    expect(screen.getByRole('button', { name: 'Pay $102.99' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save for Later' })).toBeDisabled();
  });

  it('offers Pay and Save for Later once a date and time are chosen', async () => {
    const { onPay } = scheduleStep({ preferredDate: tomorrow, preferredTime: 'morning' });
    const pay = screen.getByRole('button', { name: 'Pay $102.99' });
    expect(pay).toBeEnabled();
    await userEvent.click(pay);
    expect(onPay).toHaveBeenCalled();
  });

  it('asks for the exact time when "Specific time" is chosen', async () => {
    scheduleStep({ preferredDate: tomorrow });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Preferred time/ }), 'specific');
    expect(await screen.findByLabelText(/Specific time/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $102.99' })).toBeDisabled();
  });

  it('has no schedule fields for a category that needs no visit', () => {
    scheduleStep({}, { requiresScheduling: false });
    expect(screen.queryByText('When works for you?')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $102.99' })).toBeEnabled();
  });

  it('tells a visitor to sign in and keeps Pay disabled', () => {
    scheduleStep({ preferredDate: tomorrow, preferredTime: 'morning' }, { signedIn: false });
    expect(screen.getByText('Sign in to submit your request')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login?returnTo=/client-app');
    expect(screen.getByRole('button', { name: 'Pay $102.99' })).toBeDisabled();
  });

  it('flags special notes past their 2,000-character limit', async () => {
    scheduleStep({ preferredDate: tomorrow, preferredTime: 'morning' });
    paste(screen.getByRole('textbox', { name: /Special notes/ }), 'n'.repeat(2001));
    expect(await screen.findByText('Special notes must be at most 2,000 characters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $102.99' })).toBeDisabled());
  });

  it('shows the card field with the demo decline hint when paying by card', async () => {
    scheduleStep({ preferredDate: tomorrow, preferredTime: 'morning' });
    await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
    expect(await screen.findByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
  });
});
