import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lease } from '@trio/contracts/http/applications';
import { leaseAnswer, rentalApplicationAnswer } from '../../test/api-answers';
import { problemAnswer, stubRoutes, type StubRequest, type StubRoutes } from '../../test/fetch-stub';
import { renderRoute, tenant, testSession } from '../../test/render';
import { RentersHubPage } from './RentersHubPage';

/** Issue 30 in the Renters Hub: the lease's end in sight, the manager's renewal offer, the tenant's notice. */
const renter = { ...tenant, uid: 'fb-uid-asha-rao-0001' };
const confirmed = rentalApplicationAnswer({
  status: 'approved',
  paymentStatus: 'completed',
  displayStatus: 'rental_confirmed',
});
const offer: NonNullable<Lease['renewalOffer']> = {
  endDate: '2028-11-15',
  rentPaise: 2_625_000,
  rentLabel: '₹26,250',
  increasePaise: 125_000,
  increaseLabel: '₹1,250',
  increasePercent: 5,
  offeredAt: '2027-09-20T06:00:00.000Z',
  status: 'offered',
  answeredAt: null,
};
const endingSoon = leaseAnswer({
  daysLeft: 45,
  endingSoon: true,
  renewalOffer: offer,
  earliestMoveOutDate: '2027-11-01',
});

function renderHub(leases: () => Lease[], routes: StubRoutes = {}) {
  const received = stubRoutes({
    'GET /health': { status: 'ok', services: {} },
    [`GET /trio/users/${renter.uid}/rentalApplications`]: { rentalApplications: [confirmed] },
    [`GET /trio/users/${renter.uid}/leases`]: () => ({ leases: leases() }),
    ...routes,
  });
  renderRoute(<RentersHubPage />, { path: '/hub', session: testSession(renter) });
  return received;
}

afterEach(() => vi.unstubAllGlobals());

describe('Renters Hub: renewal and notice', () => {
  it('shows the banner within 60 days, the offer with its increase, and accepts it after a confirmation', async () => {
    const user = userEvent.setup();
    let current = endingSoon;
    const received = renderHub(() => [current], {
      [`POST /trio/leases/${endingSoon._id}/renewal-offer/accept`]: () => {
        current = leaseAnswer({
          endDate: '2028-11-15',
          rentPaise: 2_625_000,
          rentLabel: '₹26,250',
          renewalOffer: { ...offer, status: 'accepted', answeredAt: '2027-09-21T06:00:00.000Z' },
        });
        return current;
      },
    });
    // On the Overview: the lease's last day and the days left.
    const banner = (await screen.findByText('Your lease ends on 14 Nov 2027')).closest('[role="status"]');
    expect(banner).toHaveTextContent('Your lease ends on 14 Nov 2027 45 days left');

    await user.click(screen.getByRole('tab', { name: 'Lease Information' }));
    const card = screen.getByRole('region', { name: 'Renewal offer' });
    expect(card).toHaveTextContent('New end date14 Nov 2028');
    expect(card).toHaveTextContent('New monthly rent₹26,250');
    expect(card).toHaveTextContent('Change+₹1,250 (5%)');

    await user.click(within(card).getByRole('button', { name: 'Accept renewal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this renewal?' });
    expect(dialog).toHaveTextContent('Your lease will run until 14 Nov 2028 at ₹26,250 a month from 15 Nov 2027.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(received.some((r) => r.method === 'POST' && r.path.endsWith('/renewal-offer/accept'))).toBe(true);
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept renewal' })).not.toBeInTheDocument();
  });

  it('gives notice from the earliest allowed date and then shows the move-out date', async () => {
    const user = userEvent.setup();
    let current = leaseAnswer({ earliestMoveOutDate: '2027-01-20' });
    const received = renderHub(() => [current], {
      [`POST /trio/leases/${current._id}/notice`]: (request: StubRequest) => {
        const body = request.body as { moveOutDate: string; reason?: string };
        current = leaseAnswer({
          endDate: body.moveOutDate,
          earliestMoveOutDate: null,
          notice: {
            givenBy: 'tenant',
            givenAt: '2026-12-20T06:00:00.000Z',
            moveOutDate: body.moveOutDate,
            reason: body.reason ?? null,
          },
        });
        return current;
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Lease Information' }));
    await user.click(screen.getByRole('button', { name: 'Give notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give notice to end the lease' });
    expect(dialog).toHaveTextContent('The notice period is 1 month. The earliest move-out date is 20 Jan 2027.');
    const date = within(dialog).getByLabelText('Move-out date');
    expect(date).toHaveValue('2027-01-20');
    expect(date).toHaveAttribute('min', '2027-01-20');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Moving to Pune');
    await user.click(within(dialog).getByRole('button', { name: 'Give notice' }));

    const post = received.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ moveOutDate: '2027-01-20', reason: 'Moving to Pune' });
    expect(
      await screen.findByText('Notice given by the tenant on 20 Dec 2026. Move-out date: 20 Jan 2027.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give notice' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when the notice is refused', async () => {
    const user = userEvent.setup();
    const lease = leaseAnswer({ earliestMoveOutDate: '2027-01-20' });
    renderHub(() => [lease], {
      [`POST /trio/leases/${lease._id}/notice`]: problemAnswer(
        409,
        'NOTICE_ALREADY_GIVEN',
        'Notice has already been given: the move-out date is 2027-01-20.',
      ),
    });
    await user.click(await screen.findByRole('tab', { name: 'Lease Information' }));
    await user.click(screen.getByRole('button', { name: 'Give notice' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Give notice' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('the move-out date is 2027-01-20');
  });
});
