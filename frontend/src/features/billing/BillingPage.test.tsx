import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productText } from '../../i18n/catalogues';
import { resetRazorpayCheckoutForTests } from '../../lib/razorpay-checkout';
import {
  createOrderAnswer,
  eligibilityAnswer,
  leaseAnswer,
  paymentRecordAnswer,
  rentalApplicationAnswer,
  rentLedgerAnswer,
} from '../../test/api-answers';
import { FakeRazorpay, installFakeRazorpay, successTriple } from '../../test/fake-razorpay';
import { jsonAnswer, problemAnswer, stubRoutes } from '../../test/fetch-stub';
import { renderRoute, tenant, testSession } from '../../test/render';
import { BillingPage } from './BillingPage';

const propertyId = '6650a1b2c3d4e5f601234567';
const approved = rentalApplicationAnswer({ status: 'approved', displayStatus: 'approved' });
const eligibilityPath = `GET /trio/rental-applications/eligibility/${propertyId}`;

function renderBilling(at: string | { pathname: string; search?: string; state?: unknown }) {
  return renderRoute(<BillingPage />, {
    path: '/billing',
    at,
    session: testSession(tenant),
    routes: [
      { path: '/payment-success', element: <p>Payment success page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
  });
}

async function expectError(message: string) {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(alert).toHaveTextContent(message);
  expect(within(alert).getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
}

describe('BillingPage', () => {
  beforeEach(() => installFakeRazorpay());
  afterEach(() => resetRazorpayCheckoutForTests());

  describe('what is paid for (000 §5)', () => {
    it.each([
      [undefined, 'No property selected for checkout'],
      [{ propertyId: 'undefined' }, 'Invalid property ID format. Please try again.'],
      [{ propertyId: '[object Object]' }, 'Invalid property ID format. Please try again.'],
      [{ propertyId: 'abc' }, 'Invalid property ID. Please try again.'],
    ])('state %j → %s', async (state, message) => {
      stubRoutes({});
      renderBilling({ pathname: '/billing', state });
      await expectError(message);
    });

    it.each([
      [problemAnswer(404, 'NOT_FOUND', 'No such property'), 'Property not found'],
      [problemAnswer(500, 'INTERNAL', 'boom'), 'Failed to load checkout information.'],
      [jsonAnswer({ propertyId, canApply: true }), 'Failed to load checkout information.'],
    ])('a load that fails (%#) → the Error alert', async (answer, message) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      stubRoutes({ [eligibilityPath]: answer });
      renderBilling(`/billing?propertyId=${propertyId}&type=initial`);
      await expectError(message);
    });

    it('says so when there is no approved application to pay for', async () => {
      stubRoutes({ [eligibilityPath]: eligibilityAnswer({ application: rentalApplicationAnswer() }) });
      renderBilling({ pathname: '/billing', state: { propertyId } });
      await expectError('There is no approved application of yours for this home to pay for.');
    });
  });

  describe('the initial payment', () => {
    const routes = {
      [eligibilityPath]: eligibilityAnswer({ application: approved, canApply: false }),
      'POST /api/razorpay/create-order': createOrderAnswer(),
      'POST /api/razorpay/payment-success': { success: true, payment: paymentRecordAnswer() },
    };

    async function toPayment() {
      const user = userEvent.setup();
      renderBilling({ pathname: '/billing', state: { propertyId } });
      const costs = await screen.findByRole('table', { name: 'Initial payment' });
      return { user, costs };
    }

    it("reviews the server's cost breakdown in ₹ with Indian grouping", async () => {
      stubRoutes(routes);
      const { costs } = await toPayment();
      const rows = within(costs)
        .getAllByRole('row')
        .map((row) => row.textContent);
      expect(rows).toEqual([
        'First month’s rent₹25,000',
        'Security deposit (1.5 × rent)₹37,500',
        'Application fee₹50',
        'Processing fee (2 % of rent)₹500',
        'Total₹63,050',
      ]);
      expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Review');
    });

    it('pays: creates the order, opens the checkout, records the signed result and goes to payment success', async () => {
      const received = stubRoutes(routes);
      const { user } = await toPayment();
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Payment');
      await user.click(screen.getByRole('button', { name: 'Pay ₹63,050' }));

      await vi.waitFor(() => expect(FakeRazorpay.last.opened).toBe(true));
      const order = received.find((request) => request.path === '/api/razorpay/create-order');
      expect(order?.body).toEqual({
        paymentType: 'initial',
        applicationId: approved._id,
        propertyId,
        currency: 'INR',
      });
      expect(FakeRazorpay.last.options).toMatchObject({
        key: 'rzp_test_TrioStandIn001',
        amount: 6_305_000,
        currency: 'INR',
        order_id: 'order_Q1xA7bC3dE5fG6',
      });

      act(() => FakeRazorpay.last.succeed(successTriple));
      expect(await screen.findByText('Payment success page')).toBeInTheDocument();
      const recorded = received.find((request) => request.path === '/api/razorpay/payment-success');
      expect(recorded?.body).toEqual({
        applicationId: approved._id,
        paymentId: successTriple.razorpay_payment_id,
        orderId: successTriple.razorpay_order_id,
        signature: successTriple.razorpay_signature,
      });
    });

    it('shows "Payment Error: " and the checkout\'s text when the payment fails, and records the attempt', async () => {
      const received = stubRoutes({
        ...routes,
        'PUT /trio/payments/6720aa00bb00cc00dd000001/status': paymentRecordAnswer({ status: 'failed' }),
      });
      const { user } = await toPayment();
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      await user.click(screen.getByRole('button', { name: 'Pay ₹63,050' }));
      await vi.waitFor(() => expect(FakeRazorpay.last.opened).toBe(true));
      act(() =>
        FakeRazorpay.last.fail({
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Your payment was declined by the bank.',
            metadata: { order_id: 'order_Q1xA7bC3dE5fG6', payment_id: 'pay_declined01' },
          },
        }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Payment Error: Your payment was declined by the bank.',
      );
      await vi.waitFor(() =>
        expect(received.find((request) => request.method === 'PUT')?.body).toMatchObject({
          status: 'failed',
          razorpayPaymentId: 'pay_declined01',
        }),
      );
    });

    it('says "Payment cancelled; you have not been charged." when the Razorpay window is closed', async () => {
      stubRoutes(routes);
      const { user } = await toPayment();
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      await user.click(screen.getByRole('button', { name: 'Pay ₹63,050' }));
      await screen.findByText('Complete the payment in the Razorpay window.');
      act(() => FakeRazorpay.last.dismiss());
      expect(await screen.findByRole('status')).toHaveTextContent('Payment cancelled; you have not been charged.');
      expect(screen.getByRole('button', { name: 'Pay ₹63,050' })).toBeEnabled();
    });

    it('says the payment was refunded, why and when, and shows no receipt, when the home went to another payer', async () => {
      stubRoutes({
        ...routes,
        'POST /api/razorpay/payment-success': problemAnswer(
          409,
          'PAYMENT_REFUNDED',
          'Your payment of ₹63,050 was refunded in full.',
          undefined,
          { reason: 'property_unavailable', refundedAt: '2026-11-27T06:30:00.000Z', amountPaise: 6_305_000 },
        ),
      });
      const { user } = await toPayment();
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      await user.click(screen.getByRole('button', { name: 'Pay ₹63,050' }));
      await vi.waitFor(() => expect(FakeRazorpay.last.opened).toBe(true));
      act(() => FakeRazorpay.last.succeed(successTriple));
      const notice = await screen.findByRole('alert');
      expect(within(notice).getByRole('heading', { name: 'Your payment has been refunded' })).toBeInTheDocument();
      expect(notice).toHaveTextContent(
        'We refunded ₹63,050 in full because the home was let to someone else before your payment reached us.',
      );
      expect(notice).toHaveTextContent('The refund was made on 27 Nov 2026.');
      expect(screen.queryByText('Payment success page')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
      expect(within(notice).getByRole('link', { name: 'Find another home' })).toHaveAttribute('href', '/search');
    });

    it.each([
      [problemAnswer(500, 'INTERNAL', 'boom'), 'Server error. Please try again later.'],
      [problemAnswer(400, 'VALIDATION_FAILED', 'bad'), 'Invalid request. Please check your payment details.'],
      [
        problemAnswer(409, 'PROPERTY_UNAVAILABLE', 'This home has been let to someone else.'),
        'Payment Error: This home has been let to someone else.',
      ],
      [
        problemAnswer(409, 'ALREADY_PAID', 'This application has already been paid.'),
        'Payment Error: This application has already been paid.',
      ],
    ])('a create-order failure (%#) shows the 000 §8 text', async (answer, message) => {
      stubRoutes({ ...routes, 'POST /api/razorpay/create-order': answer });
      const { user } = await toPayment();
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      await user.click(screen.getByRole('button', { name: 'Pay ₹63,050' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(FakeRazorpay.instances).toHaveLength(0);
    });

    it('says "Network error" when the order call gets no answer', async () => {
      stubRoutes({
        ...routes,
        'POST /api/razorpay/create-order': () => {
          throw new TypeError('Failed to fetch');
        },
      });
      const { user } = await toPayment();
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      await user.click(screen.getByRole('button', { name: 'Pay ₹63,050' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
    });

    it('says "Razorpay SDK failed to load. Are you online?" when the script does not load', async () => {
      resetRazorpayCheckoutForTests();
      const append = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
        for (const node of nodes)
          if (node instanceof HTMLElement) queueMicrotask(() => node.dispatchEvent(new Event('error')));
      });
      const received = stubRoutes(routes);
      const { user } = await toPayment();
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      await user.click(screen.getByRole('button', { name: 'Pay ₹63,050' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Razorpay SDK failed to load. Are you online?');
      expect(received.some((request) => request.path === '/api/razorpay/create-order')).toBe(false);
      append.mockRestore();
    });
  });

  describe('monthly rent', () => {
    const lease = leaseAnswer();

    it('reviews the month due and pays it: payment record, then completed with the signed result', async () => {
      const received = stubRoutes({
        [`GET /trio/leases/${lease._id}`]: lease,
        [`GET /trio/payments/ledger/${lease._id}`]: rentLedgerAnswer({ status: 'overdue', daysPastDue: 9 }),
        'POST /api/razorpay/create-order': createOrderAnswer({
          paymentType: 'monthly_rent',
          month: '2027-01',
          breakdown: { rentPaise: 2_500_000, processingFeePaise: 50_000, totalPaise: 2_550_000 },
        }),
        'POST /trio/payments/create': paymentRecordAnswer({ status: 'pending', paymentType: 'monthly_rent' }),
        'PUT /trio/payments/6720aa00bb00cc00dd000001/status': paymentRecordAnswer({ paymentType: 'monthly_rent' }),
      });
      const user = userEvent.setup();
      renderBilling({
        pathname: '/billing',
        state: { propertyId, paymentType: 'monthly_rent', rentalId: lease._id },
      });
      const costs = await screen.findByRole('table', { name: 'Monthly rent payment' });
      expect(
        within(costs)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['Monthly rent₹25,000', 'Processing fee (2 % of rent)₹500', 'Total₹25,500']);
      expect(screen.getByText('15 Jan 2027 (overdue by 9 days)')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      await user.click(screen.getByRole('button', { name: 'Pay ₹25,500' }));
      await vi.waitFor(() => expect(FakeRazorpay.last.opened).toBe(true));
      expect(received.find((request) => request.path === '/api/razorpay/create-order')?.body).toEqual({
        paymentType: 'monthly_rent',
        leaseId: lease._id,
        propertyId,
        month: '2027-01',
        currency: 'INR',
      });
      act(() => FakeRazorpay.last.succeed(successTriple));
      expect(await screen.findByText('Payment success page')).toBeInTheDocument();
      expect(received.find((request) => request.path === '/trio/payments/create')?.body).toMatchObject({
        razorpayOrderId: successTriple.razorpay_order_id,
        leaseId: lease._id,
        paymentType: 'monthly_rent',
      });
      expect(received.find((request) => request.method === 'PUT')?.body).toEqual({
        status: 'completed',
        razorpayPaymentId: successTriple.razorpay_payment_id,
        razorpayOrderId: successTriple.razorpay_order_id,
        razorpaySignature: successTriple.razorpay_signature,
      });
    });

    it('adds the month’s late fee on its own line, with why, to the total paid', async () => {
      stubRoutes({
        [`GET /trio/leases/${lease._id}`]: lease,
        [`GET /trio/payments/ledger/${lease._id}`]: rentLedgerAnswer({
          status: 'overdue',
          daysPastDue: 9,
          lateFeePaise: 50_000,
          lateFeeLabel: '₹500',
          lateFee: {
            status: 'charged',
            reason: 'Late fee: rent for January 2027 unpaid 7 days after its due date (15 Jan 2027)',
            chargedAt: '2027-01-22T00:30:00.000Z',
            waiver: null,
          },
          totalPaise: 2_600_000,
          totalLabel: '₹26,000',
        }),
      });
      renderBilling({ pathname: '/billing', state: { propertyId, paymentType: 'monthly_rent', rentalId: lease._id } });
      const costs = await screen.findByRole('table', { name: 'Monthly rent payment' });
      expect(
        within(costs)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual([
        'Monthly rent₹25,000',
        'Processing fee (2 % of rent)₹500',
        'Late fee: rent for January 2027 unpaid 7 days after its due date (15 Jan 2027)₹500',
        'Total₹26,000',
      ]);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Continue to Payment' }));
      expect(screen.getByRole('button', { name: 'Pay ₹26,000' })).toBeEnabled();
    });

    it('says the lease’s own days in the late fee’s line (its agreement: 3 days)', async () => {
      stubRoutes({
        [`GET /trio/leases/${lease._id}`]: lease,
        [`GET /trio/payments/ledger/${lease._id}`]: rentLedgerAnswer(
          {
            status: 'overdue',
            daysPastDue: 4,
            lateFeePaise: 1_00_000,
            lateFeeLabel: '₹1,000',
            lateFee: {
              status: 'charged',
              reason: 'Late fee: rent for January 2027 unpaid 3 days after its due date (15 Jan 2027)',
              chargedAt: '2027-01-18T00:30:00.000Z',
              waiver: null,
            },
            totalPaise: 2_650_000,
            totalLabel: '₹26,500',
          },
          { lateFeeTerms: { percent: 5, capPaise: 1_00_000, afterDays: 3 } },
        ),
      });
      renderBilling({ pathname: '/billing', state: { propertyId, paymentType: 'monthly_rent', rentalId: lease._id } });
      const costs = await screen.findByRole('table', { name: 'Monthly rent payment' });
      expect(
        within(costs)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toContain('Late fee: rent for January 2027 unpaid 3 days after its due date (15 Jan 2027)₹1,000');
      expect(within(costs).getAllByRole('row').at(-1)).toHaveTextContent('Total₹26,500');
    });

    it('leaves a waived late fee out of the total and says the manager’s note', async () => {
      stubRoutes({
        [`GET /trio/leases/${lease._id}`]: lease,
        [`GET /trio/payments/ledger/${lease._id}`]: rentLedgerAnswer({
          status: 'overdue',
          daysPastDue: 9,
          lateFeePaise: 50_000,
          lateFeeLabel: '₹500',
          lateFee: {
            status: 'waived',
            reason: 'Late fee: rent for January 2027 unpaid 7 days after its due date (15 Jan 2027)',
            chargedAt: '2027-01-22T00:30:00.000Z',
            waiver: { note: 'Bank holiday delayed the transfer', waivedAt: '2027-01-23T05:00:00.000Z' },
          },
        }),
      });
      renderBilling({ pathname: '/billing', state: { propertyId, paymentType: 'monthly_rent', rentalId: lease._id } });
      const costs = await screen.findByRole('table', { name: 'Monthly rent payment' });
      expect(within(costs).getAllByRole('row').at(-1)).toHaveTextContent('Total₹25,500');
      expect(costs).not.toHaveTextContent('Late fee');
      expect(
        screen.getByText(
          'Your property manager waived this month’s late fee of ₹500: “Bank holiday delayed the transfer”',
        ),
      ).toBeInTheDocument();
    });

    it('reads a real URL and says when every month is paid', async () => {
      stubRoutes({
        [`GET /trio/leases/${lease._id}`]: lease,
        [`GET /trio/payments/ledger/${lease._id}`]: rentLedgerAnswer(null),
      });
      renderBilling(`/billing?propertyId=${propertyId}&type=monthly_rent&rentalId=${lease._id}`);
      expect(await screen.findByText('Every month of this lease is paid.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Renters Hub' })).toHaveAttribute('href', '/hub');
    });
  });
});

describe('BillingPage in Hindi', () => {
  it('reviews the month due in Hindi: the steps, the costs, the due date with its days overdue, the buttons', async () => {
    await productText.show('hi');
    const lease = leaseAnswer();
    stubRoutes({
      [`GET /trio/leases/${lease._id}`]: lease,
      [`GET /trio/payments/ledger/${lease._id}`]: rentLedgerAnswer({ status: 'overdue', daysPastDue: 9 }),
    });
    renderBilling({ pathname: '/billing', state: { propertyId, paymentType: 'monthly_rent', rentalId: lease._id } });
    const costs = await screen.findByRole('table', { name: 'मासिक किराये का भुगतान' });
    expect(screen.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('समीक्षा');
    expect(
      within(costs)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['मासिक किराया₹25,000', 'प्रोसेसिंग शुल्क (किराये का 2 %)₹500', 'कुल₹25,500']);
    expect(screen.getByText('जनवरी 2027')).toBeInTheDocument();
    expect(screen.getByText('15 जनवरी 2027 (9 दिन से बकाया)')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'भुगतान पर आगे बढ़ें' }));
    expect(screen.getByRole('button', { name: '₹25,500 का भुगतान करें' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'समीक्षा पर वापस जाएँ' })).toBeInTheDocument();
  });
});
