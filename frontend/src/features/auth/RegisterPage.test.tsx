import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { textNow } from '../../i18n/text-now';
import { ApiError } from '../../lib/problem';
import { renderRoute, tenant, testSession } from '../../test/render';
import { passwordStrength, registerInputOf, emptyRegisterValues } from './register-schema';
import { RegisterPage } from './RegisterPage';

const home = { path: '/', element: <p>home page</p> };

function renderWizard(overrides = {}) {
  const session = testSession(null, overrides);
  const view = renderRoute(<RegisterPage />, { path: '/register', session, routes: [home] });
  return { ...view, session };
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));
const currentStep = () => screen.getByRole('heading', { level: 2 });

async function fillBasicInfo(user: UserEvent) {
  await user.type(screen.getByLabelText('First name'), 'Asha');
  await user.type(screen.getByLabelText('Last name'), 'Rao');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(screen.getByLabelText('Date of birth'), '1994-07-21');
}

async function fillContactInfo(user: UserEvent) {
  await user.type(screen.getByLabelText('Phone'), '98123 45678');
  await user.type(screen.getByLabelText('Address'), '12 MG Road, Indiranagar');
  await user.type(screen.getByLabelText('City'), 'Bengaluru');
  await user.type(screen.getByLabelText('State'), 'Karnataka');
  await user.type(screen.getByLabelText('PIN code'), '560038');
}

async function fillSecurity(user: UserEvent, confirm = 'monsoon-Tea-2024') {
  await user.type(screen.getByLabelText('Password'), 'monsoon-Tea-2024');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

/** Fills Basic info and Contact info: the wizard is then on Security. */
async function reachSecurity(user: UserEvent) {
  await fillBasicInfo(user);
  await next(user);
  await fillContactInfo(user);
  await next(user);
}

/** Fills the first three steps: the wizard is then on Login info. */
async function reachLoginInfo(user: UserEvent) {
  await reachSecurity(user);
  await fillSecurity(user);
  await next(user);
}

/** On Login info: types the e-mail and submits. */
async function signUpWith(user: UserEvent, email: string) {
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

// Each case types through several steps; leave room on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

describe('RegisterPage', () => {
  it('sends a signed-in user to /', async () => {
    const { router } = renderRoute(<RegisterPage />, {
      path: '/register',
      session: testSession(tenant),
      routes: [home],
    });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('is titled "Join us" with a four-step indicator starting at Basic info', () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Join us' })).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').filter((item) => item.className.includes('wizard-steps__step'));
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(currentStep()).toHaveTextContent('Basic info');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('validates Basic info before moving on', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await next(user);
    expect(screen.getByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose female, male or other.')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(currentStep()).toHaveTextContent('Basic info');

    await user.type(screen.getByLabelText('Date of birth'), '2015-01-01');
    await next(user);
    expect(screen.getByText('You must be at least 18 years old.')).toBeInTheDocument();
  });

  it('says a date of birth in the future cannot be, not that the person is under 18', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await user.type(screen.getByLabelText('Date of birth'), `${new Date().getFullYear() + 1}-03-15`);
    await next(user);
    expect(screen.getByText('Date of birth cannot be in the future.')).toBeInTheDocument();
    expect(screen.queryByText('You must be at least 18 years old.')).not.toBeInTheDocument();
  });

  it('validates Contact info (Indian mobile, PIN) and Back keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await fillBasicInfo(user);
    await next(user);
    expect(currentStep()).toHaveTextContent('Contact info');
    await next(user);
    expect(screen.getByText('Phone number is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.type(screen.getByLabelText('PIN code'), '0123');
    await next(user);
    expect(screen.getByText('Enter a 10-digit Indian mobile number.')).toBeInTheDocument();
    expect(screen.getByText('A PIN code has 6 digits and does not start with 0.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentStep()).toHaveTextContent('Basic info');
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    await next(user);
    expect(screen.getByLabelText('Phone')).toHaveValue('12345');
  });

  it('blocks Security when the passwords do not match or break the policy', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await reachSecurity(user);
    expect(currentStep()).toHaveTextContent('Security');

    await user.type(screen.getByLabelText('Password'), 'short');
    expect(screen.getByText('Password strength: Too weak')).toBeInTheDocument();
    await next(user);
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await fillSecurity(user, 'monsoon-Tea-2025');
    await next(user);
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Security');
  });

  it('signs up with the service’s shape and lands on /', async () => {
    const user = userEvent.setup({ delay: null });
    const register = vi.fn(async () => tenant);
    const { router } = renderWizard({ register });
    await reachLoginInfo(user);
    expect(currentStep()).toHaveTextContent('Login info');
    await signUpWith(user, 'asha.rao@example.in');

    expect(register).toHaveBeenCalledWith({
      email: 'asha.rao@example.in',
      password: 'monsoon-Tea-2024',
      firstName: 'Asha',
      lastName: 'Rao',
      gender: 'female',
      dateOfBirth: '1994-07-21',
      phone: '9812345678',
      address: '12 MG Road, Indiranagar, Bengaluru, Karnataka 560038',
      // The language the page is shown in: the welcome e-mail and the ones after come in it.
      language: 'en',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server’s EMAIL_IN_USE on the e-mail step and WEAK_PASSWORD back on Security', async () => {
    const user = userEvent.setup({ delay: null });
    const register = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(409, 'EMAIL_IN_USE', 'An account with this e-mail already exists. Sign in instead.', {
          email: 'An account with this e-mail already exists.',
        }),
      )
      .mockRejectedValueOnce(
        new ApiError(400, 'WEAK_PASSWORD', 'This password is too common; choose one that is harder to guess.', {
          password: 'This password is too common; choose one that is harder to guess.',
        }),
      );
    renderWizard({ register });
    await reachLoginInfo(user);
    await signUpWith(user, 'asha.rao@example.in');

    expect(await screen.findByText('An account with this e-mail already exists.')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Login info');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('E-mail'));
    await signUpWith(user, 'asha.r@example.in');
    expect(
      await screen.findByText('This password is too common; choose one that is harder to guess.'),
    ).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Security');
  });

  it('shows an error without a field at the top of the step', async () => {
    const user = userEvent.setup({ delay: null });
    const register = vi.fn(() => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'Network error.')));
    renderWizard({ register });
    await reachLoginInfo(user);
    await signUpWith(user, 'asha.rao@example.in');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach the server/);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });
});

describe('register helpers', () => {
  it('rates passwords the server would refuse as too weak, then by length and variety', () => {
    expect(textNow(passwordStrength('').labelId)).toBe('Not set');
    expect(textNow(passwordStrength('aaaaaaaaaa').labelId)).toBe('Too weak');
    expect(textNow(passwordStrength('asha.rao', 'asha.rao@example.in').labelId)).toBe('Too weak');
    expect(passwordStrength('plainword').score).toBe(1);
    expect(passwordStrength('monsoon-Tea-2024').score).toBe(4);
  });

  it('leaves out an empty address and middle name', () => {
    const input = registerInputOf({ ...emptyRegisterValues, gender: 'other', phone: '+91 98123-45678' }, 'hi');
    expect(input).not.toHaveProperty('address');
    expect(input).not.toHaveProperty('middleName');
    expect(input.phone).toBe('+919812345678');
    expect(input.language).toBe('hi');
  });
});
