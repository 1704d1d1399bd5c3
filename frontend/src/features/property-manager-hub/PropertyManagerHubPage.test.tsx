import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productText } from '../../i18n/catalogues';
import type { SessionUser } from '../../lib/auth/types';
import {
  applicationPropertyAnswer,
  conversationAnswer,
  managerApplicationsAnswer,
  maintenanceRequestAnswer,
  managerRecordAnswer,
  rentalApplicationAnswer,
} from '../../test/api-answers';
import { problemAnswer, stubRoutes, type StubRoutes } from '../../test/fetch-stub';
import { renderRoute, testSession } from '../../test/render';
import { PropertyManagerHubPage } from './PropertyManagerHubPage';

const manager: SessionUser = {
  _id: '665f1c2b9d3e4a0012340001',
  uid: 'u-manager',
  email: 'priya@sharma-estates.in',
  displayName: 'Priya Sharma',
  firstName: 'Priya',
  lastName: 'Sharma',
  role: 'property_manager',
  isEmailUser: true,
  language: null,
};
const MANAGER_ID = 'b00000000000000000000001';
const MANAGER_LOOKUP = `GET /trio/users/property-managers/email/${manager.email}`;
const APPLICATIONS = `GET /trio/rental-applications/property-manager/${MANAGER_ID}`;

const lakeview = applicationPropertyAnswer();
const villa = applicationPropertyAnswer({
  _id: '6650a1b2c3d4e5f601230000',
  title: 'Garden Villa in Whitefield',
  name: 'Garden Villa in Whitefield',
  address: { street: '4 Palm Grove', city: 'Bengaluru', state: 'Karnataka', zipCode: '560066' },
  rentPrice: 107000,
  rentPaise: 10_700_000,
  rentLabel: '₹1,07,000',
  bedrooms: 4,
  bathrooms: 3,
  type: 'villa',
});

const pendingAsha = rentalApplicationAnswer({ property: lakeview, possibleDuplicate: true });
const reviewRavi = rentalApplicationAnswer({
  _id: '6700aa00bb00cc00dd000002',
  property: lakeview,
  status: 'under_review',
  displayStatus: 'under_review',
  firstName: 'Ravi',
  lastName: 'Kumar',
  panAdhaar: 'XXXXXX234F',
  identityType: 'pan',
  reviewNotes: 'Send your employer’s letter.',
  possibleDuplicate: false,
});
const approvedMeera = rentalApplicationAnswer({
  _id: '6700aa00bb00cc00dd000003',
  property: villa,
  propertyId: villa._id,
  status: 'approved',
  displayStatus: 'approved',
  firstName: 'Meera',
  lastName: 'Iyer',
  possibleDuplicate: false,
});

const allApplications = managerApplicationsAnswer([
  { property: lakeview, applications: [pendingAsha, reviewRavi] },
  { property: villa, applications: [approvedMeera] },
]);

function renderHub(routes: StubRoutes, at = '/property-manager-hub') {
  const received = stubRoutes({ [MANAGER_LOOKUP]: managerRecordAnswer(), ...routes });
  renderRoute(<PropertyManagerHubPage />, {
    path: '/property-manager-hub',
    at,
    session: testSession(manager),
    routes: [{ path: '/inbox/:id', element: <p>The conversation</p> }],
  });
  return received;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PropertyManagerHubPage', () => {
  it('has its title, six tabs and an Overview with a welcome and the counters', async () => {
    renderHub({ [APPLICATIONS]: allApplications });
    expect(screen.getByRole('heading', { level: 1, name: 'Property Manager Hub' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome, Priya Sharma' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Review Rental Applications',
      'Review Maintenance Requests',
      'Review Property Listing Requests',
      'Send Payment Reminders',
      'Leases ending soon',
      'Move-outs',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const counters = await screen.findByRole('list', { name: 'Rental applications' });
    expect(
      within(counters)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3Total Applications', '2Pending Review', '1Approved']);
  });

  it('moves between tabs with the arrow keys', async () => {
    renderHub({
      [APPLICATIONS]: allApplications,
      [`GET /trio/propertyListingRequest/property-manager/${MANAGER_ID}`]: [],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Review Property Listing Requests' }));
    expect(await screen.findByText('No requests assigned to you yet.')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel', { name: 'Send Payment Reminders' })).toBeInTheDocument();
  });

  it('Review Maintenance Requests: the requests of the managed properties, with the status selector', async () => {
    renderHub(
      { [`GET /trio/maintenance/property-manager/${MANAGER_ID}`]: [maintenanceRequestAnswer()] },
      '/property-manager-hub?tab=maintenance',
    );
    const panel = await screen.findByRole('tabpanel', { name: 'Review Maintenance Requests' });
    const item = await within(panel).findByRole('article', { name: 'Kitchen tap leaking' });
    expect(within(item).getByLabelText('Status')).toHaveValue('pending');
    expect(within(item).getByText('No notes yet.')).toBeInTheDocument();
  });

  it('shows the error panel when the manager lookup fails', async () => {
    renderHub({ [MANAGER_LOOKUP]: problemAnswer(500, 'INTERNAL', 'Something went wrong on our side') });
    const panel = await screen.findByRole('alert');
    expect(
      within(panel).getByRole('heading', { name: 'Error Loading Property Manager Dashboard' }),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent("Please make sure you're logged in with the correct property manager account.");
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('warns when the account has no property-manager id', async () => {
    renderHub({ [MANAGER_LOOKUP]: problemAnswer(404, 'NOT_FOUND', 'No property manager for this e-mail') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Property Manager ID not found. Please check your account setup.',
    );
  });
});

describe('Review Rental Applications', () => {
  const AT = '/property-manager-hub?tab=applications';

  it('groups applications by property with every field, the masked identity number and the duplicate flag', async () => {
    renderHub({ [APPLICATIONS]: allApplications }, AT);
    const lakeviewGroup = await screen.findByRole('region', { name: lakeview.title });
    expect(lakeviewGroup).toHaveTextContent('12, 5th Cross, HAL 2nd Stage, Bengaluru, Karnataka 560038');
    expect(lakeviewGroup).toHaveTextContent('2 bedrooms');
    expect(lakeviewGroup).toHaveTextContent('2 bathrooms');
    expect(lakeviewGroup).toHaveTextContent('₹25,000 per month');
    expect(lakeviewGroup).toHaveTextContent('apartment');

    const villaGroup = screen.getByRole('region', { name: villa.title });
    expect(villaGroup).toHaveTextContent('₹1,07,000 per month');
    expect(within(villaGroup).getByRole('listitem', { name: 'Meera Iyer' })).toHaveTextContent('Approved');

    const asha = within(lakeviewGroup).getByRole('listitem', { name: 'Asha Rao' });
    const details = Object.fromEntries(
      within(asha)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({
      Phone: '+919812345678',
      Aadhaar: 'XXXX XXXX 2346',
      'Move-in date': '15 Dec 2026',
      'Lease period': '11 months',
      'Number of people': '2',
      Address: '14 Carter Road, Bandra West, Mumbai',
      'Review notes': 'None',
    });
    expect(asha).toHaveTextContent('Pending Review');
    expect(asha).toHaveTextContent('Possible duplicate');

    const ravi = within(lakeviewGroup).getByRole('listitem', { name: 'Ravi Kumar' });
    expect(ravi).toHaveTextContent('XXXXXX234F');
    expect(ravi).toHaveTextContent('Send your employer’s letter.');
    expect(ravi).toHaveTextContent('Under Review');
    expect(ravi).not.toHaveTextContent('Possible duplicate');
  });

  it('offers the actions each status allows', async () => {
    renderHub({ [APPLICATIONS]: allApplications }, AT);
    const asha = await screen.findByRole('listitem', { name: 'Asha Rao' });
    expect(
      within(asha)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Reject', 'Request More Info', 'Messages']);
    const ravi = screen.getByRole('listitem', { name: 'Ravi Kumar' });
    expect(
      within(ravi)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Reject', 'Messages']);
    // A decided application has no decisions left; its conversation stays one click away.
    expect(
      within(screen.getByRole('listitem', { name: 'Meera Iyer' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Messages']);
  });

  it('reviews through the dialog with Review Notes, then shows the success alert and the new list', async () => {
    let reviewed = false;
    const received = renderHub(
      {
        [APPLICATIONS]: () =>
          reviewed
            ? managerApplicationsAnswer([
                {
                  property: lakeview,
                  applications: [{ ...pendingAsha, status: 'approved', displayStatus: 'approved' }, reviewRavi],
                },
                { property: villa, applications: [approvedMeera] },
              ])
            : allApplications,
        [`PUT /trio/rental-applications/${pendingAsha._id}/review`]: () => {
          reviewed = true;
          return { ...pendingAsha, status: 'approved', displayStatus: 'approved', reviewNotes: 'Welcome aboard.' };
        },
      },
      AT,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve: Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Application' });
    await user.type(within(dialog).getByLabelText('Review Notes'), 'Welcome aboard.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Application approved successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(received.find((request) => request.method === 'PUT')?.body).toEqual({
      action: 'approve',
      reviewNotes: 'Welcome aboard.',
    });
    const asha = await screen.findByRole('listitem', { name: 'Asha Rao' });
    expect(await within(asha).findByText('Approved')).toBeInTheDocument();
  });

  it('after "Request More Info", offers the conversation with the applicant', async () => {
    const received = renderHub(
      {
        [APPLICATIONS]: allApplications,
        [`PUT /trio/rental-applications/${pendingAsha._id}/review`]: () => ({
          ...pendingAsha,
          reviewNotes: 'Please send a salary slip.',
        }),
        'POST /trio/conversations': conversationAnswer({ _id: 'c0000000000000000000000d' }),
      },
      AT,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request More Info: Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Request More Information' });
    await user.type(within(dialog).getByLabelText('Review Notes'), 'Please send a salary slip.');
    await user.click(within(dialog).getByRole('button', { name: 'Request More Info' }));
    await user.click(await screen.findByRole('button', { name: 'Open the conversation with Asha Rao' }));
    expect(await screen.findByText('The conversation')).toBeInTheDocument();
    expect(received.find((request) => request.path === '/trio/conversations')?.body).toEqual({
      about: { kind: 'application', id: pendingAsha._id },
    });
  });

  it('keeps the dialog open with the spec’s message when the review fails', async () => {
    renderHub(
      {
        [APPLICATIONS]: allApplications,
        [`PUT /trio/rental-applications/${pendingAsha._id}/review`]: problemAnswer(
          409,
          'INVALID_TRANSITION',
          'The application is already approved.',
        ),
      },
      AT,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject: Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Application' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to review application. Please try again. The application is already approved.',
    );
  });

  it('says when there are no applications', async () => {
    renderHub({ [APPLICATIONS]: managerApplicationsAnswer([]) }, AT);
    expect(await screen.findByText('No rental applications found for your managed properties.')).toBeInTheDocument();
  });

  it('shows an error, not the list, when the answer does not fit the contract', async () => {
    renderHub({ [APPLICATIONS]: { applicationsByProperty: { x: { property: lakeview } } } }, AT);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch rental applications. The server sent an answer this page cannot read.',
    );
    expect(screen.queryByText('No rental applications found for your managed properties.')).not.toBeInTheDocument();
  });
});

describe('PropertyManagerHubPage in Hindi', () => {
  it('shows the hub, its tabs, the counters and the applications in Hindi', async () => {
    await productText.show('hi');
    renderHub({ [APPLICATIONS]: allApplications });
    expect(screen.getByRole('heading', { level: 1, name: 'प्रॉपर्टी मैनेजर हब' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'स्वागत है, Priya Sharma' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'सारांश',
      'किराये के आवेदन देखें',
      'मरम्मत के अनुरोध देखें',
      'प्रॉपर्टी लिस्टिंग के अनुरोध देखें',
      'भुगतान रिमाइंडर भेजें',
      'जल्द खत्म होने वाली लीज़',
      'मूव-आउट',
    ]);
    const counters = await screen.findByRole('list', { name: 'किराये के आवेदन' });
    expect(
      within(counters)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3कुल आवेदन', '2समीक्षा लंबित', '1मंज़ूर']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'किराये के आवेदन देखें' }));
    const villaGroup = await screen.findByRole('region', { name: 'Garden Villa in Whitefield' });
    expect(villaGroup).toHaveTextContent('4 बेडरूम');
    expect(villaGroup).toHaveTextContent('₹1,07,000 / माह');
    expect(villaGroup).toHaveTextContent('शिफ़्ट होने की तारीख15 दिसंबर 2026');
    expect(screen.getByRole('button', { name: 'मंज़ूर करें: Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ravi Kumar के साथ संदेश' })).toBeInTheDocument();
  });
});
