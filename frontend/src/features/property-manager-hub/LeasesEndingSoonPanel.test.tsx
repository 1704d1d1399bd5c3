import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '../../lib/auth/types';
import { leaseAnswer, managerRecordAnswer } from '../../test/api-answers';
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
const MANAGED = 'GET /trio/leases/managed';
const endingSoon = leaseAnswer({
  managerId: MANAGER_ID,
  endDate: '2027-01-15',
  daysLeft: 45,
  endingSoon: true,
  earliestMoveOutDate: '2026-12-30',
});

function renderLeases(routes: StubRoutes) {
  const received = stubRoutes({
    [`GET /trio/users/property-managers/email/${manager.email}`]: managerRecordAnswer(),
    ...routes,
  });
  renderRoute(<PropertyManagerHubPage />, {
    path: '/property-manager-hub',
    at: '/property-manager-hub?tab=leases',
    session: testSession(manager),
  });
  return received;
}

afterEach(() => vi.unstubAllGlobals());

describe('Leases ending soon (issue 30)', () => {
  it('lists the leases within 60 days and offers a renewal with the increase shown live', async () => {
    const user = userEvent.setup();
    const offered = leaseAnswer({
      ...endingSoon,
      renewalOffer: {
        endDate: '2027-12-15',
        rentPaise: 2_750_000,
        rentLabel: '₹27,500',
        increasePaise: 250_000,
        increaseLabel: '₹2,500',
        increasePercent: 10,
        offeredAt: '2026-11-28T06:00:00.000Z',
        status: 'offered',
        answeredAt: null,
      },
    });
    let answered = false;
    const received = renderLeases({
      // A lease of another manager's home and one far from its end are not listed.
      [MANAGED]: () => ({
        leases: [
          answered ? offered : endingSoon,
          leaseAnswer({ _id: '6710aa00bb00cc00dd000009', managerId: MANAGER_ID }),
          leaseAnswer({ _id: '6710aa00bb00cc00dd000008', managerId: 'b00000000000000000000002', endingSoon: true }),
        ],
      }),
      [`POST /trio/leases/${endingSoon._id}/renewal-offer`]: () => {
        answered = true;
        return offered;
      },
    });
    const item = (await screen.findAllByRole('listitem'))[0]!;
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(item).toHaveTextContent('Asha Rao');
    expect(item).toHaveTextContent('14 Jan 2027 · 45 days left');

    await user.click(within(item).getByRole('button', { name: 'Offer renewal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer Asha Rao a renewal' });
    const rent = within(dialog).getByLabelText('New monthly rent (₹)');
    await user.clear(rent);
    await user.type(rent, '27500');
    expect(dialog).toHaveTextContent('Change: +₹2,500 (10%) · new rent ₹27,500 a month');
    const lastDay = within(dialog).getByLabelText('New last day of the lease');
    await user.clear(lastDay);
    await user.type(lastDay, '2027-12-14');
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));

    const post = received.find((request) => request.method === 'POST')!;
    expect(post.body).toEqual({ endDate: '2027-12-15', rentPaise: 2_750_000 });
    expect(await screen.findByText("Waiting for the tenant's answer")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace the offer' })).toBeInTheDocument();
  });

  it('says so when no lease ends soon, and shows a failed load with a retry', async () => {
    renderLeases({ [MANAGED]: { leases: [leaseAnswer({ managerId: MANAGER_ID })] } });
    expect(await screen.findByText('No lease of your homes ends in the next 60 days.')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('shows the server’s refusal of an offer in the dialog', async () => {
    const user = userEvent.setup();
    renderLeases({
      [MANAGED]: { leases: [endingSoon] },
      [`POST /trio/leases/${endingSoon._id}/renewal-offer`]: problemAnswer(
        422,
        'RENEWAL_TERMS_INVALID',
        'The new rent may be at most 50 % above the current rent (this is 60 %).',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Offer renewal' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('at most 50 % above the current rent');
  });
});
