import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { RentalApplication } from '@trio/contracts/http/applications';
import {
  applicationPropertyAnswer,
  eligibilityAnswer,
  ownUserAnswer,
  rentalApplicationAnswer,
} from '../../../test/api-answers';
import { problemAnswer, stubRoutes, type StubRoutes } from '../../../test/fetch-stub';
import { renderRoute, tenant, testSession } from '../../../test/render';
import { moveInDateRange } from '../application-form';
import { ApplicationArea } from './ApplicationArea';

const PROPERTY_ID = '6650a1b2c3d4e5f601234567';
const PROPERTY_NAME = 'Lakeview 2BHK in Indiranagar';
const ELIGIBILITY = `GET /trio/rental-applications/eligibility/${PROPERTY_ID}`;
const PROFILE = `GET /trio/users/${tenant._id}`;
const APPLY = 'POST /trio/rental-applications/apply';
const VALID_AADHAAR = '234123412346';

function LocationProbe() {
  const location = useLocation();
  return (
    <p>
      At {location.pathname} with {JSON.stringify(location.state)}
    </p>
  );
}

function renderArea(routes: StubRoutes, signedIn = true) {
  const received = stubRoutes({ [PROFILE]: ownUserAnswer(tenant, { address: '14 Carter Road, Mumbai' }), ...routes });
  const view = renderRoute(<ApplicationArea propertyId={PROPERTY_ID} propertyName={PROPERTY_NAME} />, {
    session: testSession(signedIn ? tenant : null),
    routes: [
      { path: '/billing', element: <LocationProbe /> },
      { path: '/payment-success', element: <LocationProbe /> },
    ],
  });
  return { ...view, received };
}

function withApplication(overrides: Partial<RentalApplication>) {
  return eligibilityAnswer({
    canApply: false,
    reasons: [],
    application: rentalApplicationAnswer(overrides),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApplicationArea', () => {
  it('asks a visitor to log in to apply and reads nothing', () => {
    const { received } = renderArea({}, false);
    expect(screen.getByRole('button', { name: 'Please login to apply' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('offers "Apply Now" and "Check Eligibility" when the user has not applied', async () => {
    renderArea({ [ELIGIBILITY]: eligibilityAnswer() });
    expect(await screen.findByRole('button', { name: 'Apply Now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Eligibility' })).toBeInTheDocument();
  });

  it.each([
    ['pending', { status: 'pending' }, 'Pending Approval'],
    ['under_review', { status: 'under_review' }, 'Under Review'],
    ['rejected', { status: 'rejected' }, 'Application Rejected'],
    ['withdrawn', { status: 'withdrawn' }, 'Application Withdrawn'],
    ['expired', { status: 'expired' }, 'Application Expired'],
  ] as const)('shows a %s application as "%s"', async (_name, overrides, text) => {
    renderArea({ [ELIGIBILITY]: withApplication({ ...overrides, displayStatus: overrides.status }) });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('lets the applicant withdraw only pending and under-review applications, and shows the manager’s note', async () => {
    renderArea({
      [ELIGIBILITY]: withApplication({
        status: 'under_review',
        displayStatus: 'under_review',
        reviewNotes: 'Please add your employer’s name.',
      }),
    });
    expect(await screen.findByText('Please add your employer’s name.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw Application' })).toBeInTheDocument();
  });

  it('withdraws after asking, then reads the status again', async () => {
    const application = rentalApplicationAnswer();
    let withdrawn = false;
    const { received } = renderArea({
      [ELIGIBILITY]: () =>
        withdrawn
          ? withApplication({ status: 'withdrawn', displayStatus: 'withdrawn' })
          : withApplication({ status: 'pending' }),
      [`PUT /trio/rental-applications/${application._id}/withdraw`]: () => {
        withdrawn = true;
        return rentalApplicationAnswer({ status: 'withdrawn', displayStatus: 'withdrawn' });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw Application' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw Application' }));
    expect(await screen.findByText('Application Withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(received.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('"Proceed to Checkout" goes to /billing with the property id', async () => {
    renderArea({ [ELIGIBILITY]: withApplication({ status: 'approved', displayStatus: 'approved' }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByText(`At /billing with {"propertyId":"${PROPERTY_ID}"}`)).toBeInTheDocument();
  });

  it('shows a confirmed rental as "Rental Confirmed" (disabled) with "View Rental Details"', async () => {
    renderArea({
      [ELIGIBILITY]: withApplication({
        status: 'approved',
        paymentStatus: 'completed',
        displayStatus: 'rental_confirmed',
      }),
    });
    expect(await screen.findByRole('button', { name: 'Rental Confirmed' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'View Rental Details' }));
    expect(screen.getByText(/^At \/payment-success with/)).toHaveTextContent(PROPERTY_ID);
  });

  it('"Apply Again" on an expired application opens the form prefilled from it', async () => {
    const expired = rentalApplicationAnswer({ status: 'expired', displayStatus: 'expired' });
    renderArea({
      [ELIGIBILITY]: withApplication({ status: 'expired', displayStatus: 'expired' }),
      [`GET /trio/rental-applications/${expired._id}/apply-again`]: {
        propertyId: PROPERTY_ID,
        fromApplicationId: expired._id,
        formData: {
          firstName: 'Asha',
          lastName: 'Rao',
          phone: '+919900112233',
          address: '2 Linking Road, Mumbai',
          panAdhaar: '',
          moveInDate: '',
          leasePeriod: '24 months',
          numPeople: 3,
        },
        panAdhaarHint: 'XXXX XXXX 2346',
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apply Again' }));
    const dialog = screen.getByRole('dialog', { name: 'Request to Apply' });
    expect(await within(dialog).findByLabelText('Phone')).toHaveValue('+919900112233');
    expect(within(dialog).getByLabelText('Current address')).toHaveValue('2 Linking Road, Mumbai');
    expect(within(dialog).getByLabelText('Lease period')).toHaveValue('24 months');
    expect(within(dialog).getByLabelText('Number of people signing the lease')).toHaveValue('3');
    expect(within(dialog).getByLabelText('PAN / ADHAAR')).toHaveValue('');
    expect(dialog).toHaveTextContent('XXXX XXXX 2346');
  });

  it('shows a message with "Try again" when the status cannot be read, or its answer is malformed', async () => {
    renderArea({ [ELIGIBILITY]: { ...eligibilityAnswer(), canApply: 'yes' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check your application for this property. The server sent an answer this page cannot read.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });
});

describe('Check Eligibility', () => {
  it('shows the server’s move-in costs in rupees with Indian grouping, the documents, and that the user can apply', async () => {
    renderArea({
      [ELIGIBILITY]: eligibilityAnswer({
        property: applicationPropertyAnswer({ rentPrice: 50000, rentPaise: 5_000_000, rentLabel: '₹50,000' }),
        costs: {
          rentPaise: 5_000_000,
          securityDepositPaise: 7_500_000,
          applicationFeePaise: 5_000,
          processingFeePaise: 100_000,
          totalPaise: 12_605_000,
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check Eligibility' }));
    const panel = screen.getByRole('dialog', { name: 'Check Eligibility' });
    expect(panel).toHaveTextContent(`You can apply for ${PROPERTY_NAME} now.`);
    const rows = within(panel)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'First month’s rent₹50,000',
      'Security deposit (1.5 × rent)₹75,000',
      'Application fee₹50',
      'Processing fee (2% of rent)₹1,000',
      'Total due at move-in₹1,26,050',
    ]);
    expect(within(panel).getByText('Identity proof')).toBeInTheDocument();
    expect(within(panel).getByText('Proof of income')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('dialog', { name: 'Request to Apply' })).toBeInTheDocument();
  });

  it('says why the user cannot apply, without an "Apply Now"', async () => {
    renderArea({
      [ELIGIBILITY]: eligibilityAnswer({
        canApply: false,
        reasons: [{ code: 'PROPERTY_NOT_AVAILABLE', message: 'This property is already rented.' }],
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check Eligibility' }));
    const panel = screen.getByRole('dialog', { name: 'Check Eligibility' });
    expect(panel).toHaveTextContent(`You cannot apply for ${PROPERTY_NAME} right now:`);
    expect(panel).toHaveTextContent('This property is already rented.');
    expect(within(panel).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });
});

describe('Request to Apply', () => {
  async function openForm(routes: StubRoutes = {}) {
    const view = renderArea({ [ELIGIBILITY]: eligibilityAnswer(), ...routes });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apply Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Request to Apply' });
    await within(dialog).findByLabelText('First name');
    return { ...view, user, dialog: within(dialog) };
  }

  async function fillValidForm(dialog: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>) {
    await user.type(dialog.getByLabelText('PAN / ADHAAR'), VALID_AADHAAR);
    fireEvent.change(dialog.getByLabelText('Move-in date'), { target: { value: moveInDateRange(new Date()).max } });
    await user.type(dialog.getByLabelText('Lease period'), '11 months');
    await user.type(dialog.getByLabelText('Number of people signing the lease'), '2');
  }

  it('is prefilled from the profile', async () => {
    const { dialog } = await openForm();
    expect(dialog.getByLabelText('First name')).toHaveValue('Asha');
    expect(dialog.getByLabelText('Last name')).toHaveValue('Rao');
    expect(dialog.getByLabelText('Phone')).toHaveValue('+919812345678');
    expect(dialog.getByLabelText('Current address')).toHaveValue('14 Carter Road, Mumbai');
  });

  it('shows every problem inline and sends nothing', async () => {
    const { dialog, user, received } = await openForm();
    await user.clear(dialog.getByLabelText('First name'));
    await user.clear(dialog.getByLabelText('Phone'));
    await user.type(dialog.getByLabelText('Phone'), '12345');
    await user.type(dialog.getByLabelText('PAN / ADHAAR'), '234123412345');
    await user.type(dialog.getByLabelText('Lease period'), '48');
    await user.type(dialog.getByLabelText('Number of people signing the lease'), '11');
    await user.click(dialog.getByRole('button', { name: 'Submit Application' }));

    expect(dialog.getByLabelText('First name')).toHaveAccessibleDescription('First name is required.');
    expect(dialog.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('PAN / ADHAAR')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Move-in date')).toHaveAccessibleDescription('Move-in date is required.');
    expect(dialog.getByLabelText('Lease period')).toHaveAccessibleDescription(/1 to 36 months/);
    expect(dialog.getByLabelText('Number of people signing the lease')).toHaveAccessibleDescription(
      /At most 10 people/,
    );
    expect(received.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends the application, confirms it with the 48 hrs promise and shows the new status', async () => {
    let applied = false;
    const { dialog, user, received } = await openForm({
      [ELIGIBILITY]: () => (applied ? withApplication({ status: 'pending' }) : eligibilityAnswer()),
      [APPLY]: () => {
        applied = true;
        return rentalApplicationAnswer();
      },
    });
    await fillValidForm(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Submit Application' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Application Submitted' });
    expect(confirmation).toHaveTextContent('You will hear back within 48 hrs.');
    expect(screen.queryByRole('dialog', { name: 'Request to Apply' })).not.toBeInTheDocument();
    const sent = received.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({
      formData: {
        firstName: 'Asha',
        lastName: 'Rao',
        phone: '+919812345678',
        address: '14 Carter Road, Mumbai',
        panAdhaar: VALID_AADHAAR,
        moveInDate: moveInDateRange(new Date()).max,
        leasePeriod: '11 months',
        numPeople: '2',
      },
      propertyId: PROPERTY_ID,
      userId: tenant._id,
    });
    await user.click(within(confirmation).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Pending Approval')).toBeInTheDocument();
  });

  it('shows the server’s field errors inline', async () => {
    const { dialog, user } = await openForm({
      [APPLY]: problemAnswer(400, 'VALIDATION_FAILED', 'The request is not valid', [
        { field: 'formData.panAdhaar', message: 'This Aadhaar number is not valid.' },
      ]),
    });
    await fillValidForm(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('PAN / ADHAAR')).toHaveAccessibleDescription(
        expect.stringContaining('This Aadhaar number is not valid.'),
      ),
    );
  });

  it('replaces the form with "already applied" when the server says so', async () => {
    const { dialog, user } = await openForm({
      [APPLY]: problemAnswer(409, 'APPLICATION_EXISTS', 'You already have an open application for this property'),
    });
    await fillValidForm(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Submit Application' }));
    expect(
      await dialog.findByText('You have already applied to this property. Your application is pending review.'),
    ).toBeInTheDocument();
    expect(dialog.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('shows a refusal as a message and keeps the dialog open', async () => {
    const { dialog, user } = await openForm({
      [APPLY]: problemAnswer(409, 'PROPERTY_NOT_AVAILABLE', 'This property is not available to rent'),
    });
    await fillValidForm(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Submit Application' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your application was not sent. This property is not available to rent',
    );
    expect(screen.getByRole('dialog', { name: 'Request to Apply' })).toBeInTheDocument();
  });

  it('shows a network failure as a message', async () => {
    const { dialog, user } = await openForm({
      [APPLY]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await fillValidForm(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Submit Application' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
  });
});
