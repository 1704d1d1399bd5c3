import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productText } from '../../i18n/catalogues';
import { paymentRecordAnswer } from '../../test/api-answers';
import { jsonAnswer, stubRoutes } from '../../test/fetch-stub';
import { renderRoute, tenant, testSession } from '../../test/render';
import { PaymentSuccessPage } from './PaymentSuccessPage';

const payment = paymentRecordAnswer();

/** jsdom's Blob has no text(): read it as the browser's FileReader does. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

function renderSuccess(at: string | { pathname: string; search?: string; state?: unknown }) {
  return renderRoute(<PaymentSuccessPage />, { path: '/payment-success', at, session: testSession(tenant) });
}

describe('PaymentSuccessPage', () => {
  let saved: { blob: Blob; name: string }[];

  beforeEach(() => {
    saved = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = (URL.createObjectURL as ReturnType<typeof vi.fn>).mock.lastCall?.[0] as Blob;
      saved.push({ blob, name: this.download });
    });
  });

  it('shows the payment, the promises and Return to Home after an initial payment', async () => {
    stubRoutes({ [`GET /trio/payments/${payment._id}`]: payment });
    renderSuccess(`/payment-success?paymentId=${payment._id}`);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText(payment.txnId)).toBeInTheDocument();
    expect(screen.getAllByText('₹63,050').length).toBeGreaterThan(0);
    expect(screen.getByText('A confirmation e-mail will reach you within 24 hours.')).toBeInTheDocument();
    expect(screen.getByText(/Your property manager will contact you within 48 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Go to Renters Hub' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('downloads the text receipt named with the TXN id, and the PDF receipt', async () => {
    const received = stubRoutes({
      [`GET /trio/payments/${payment._id}`]: payment,
      [`GET /trio/payments/${payment._id}/receipt`]: new Response(new Blob(['%PDF-1.7']), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${payment.txnId}.pdf"`,
        },
      }),
    });
    const user = userEvent.setup();
    renderSuccess({ pathname: '/payment-success', state: { paymentId: payment._id } });
    await user.click(await screen.findByRole('button', { name: 'Download Receipt' }));
    expect(saved[0]?.name).toBe(`${payment.txnId}.txt`);
    const text = await readText(saved[0]!.blob);
    expect(text).toContain(`Transaction ID: ${payment.txnId}`);
    expect(text).toContain('Security deposit (1.5 × rent): ₹37,500');
    expect(text).toContain('Total paid: ₹63,050');

    await user.click(screen.getByRole('button', { name: 'Download PDF Receipt' }));
    await vi.waitFor(() => expect(saved[1]?.name).toBe(`${payment.txnId}.pdf`));
    // An English reader gets the English receipt alone.
    const download = received.find((request) => request.path.endsWith('/receipt'));
    expect(download?.query.get('language')).toBeNull();
  });

  it('lists a month’s late fee in the text receipt as its own line, with why', async () => {
    const rent = paymentRecordAnswer({
      paymentType: 'monthly_rent',
      month: '2027-01',
      dueDate: '2027-01-15',
      amountPaise: 2_600_000,
      breakdown: { rentPaise: 2_500_000, processingFeePaise: 50_000, lateFeePaise: 50_000, totalPaise: 2_600_000 },
    });
    stubRoutes({ [`GET /trio/payments/${rent._id}`]: rent });
    renderSuccess(`/payment-success?paymentId=${rent._id}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download Receipt' }));
    const text = await readText(saved[0]!.blob);
    expect(text).toContain('Monthly rent: ₹25,000');
    expect(text).toContain('Processing fee (2 % of rent): ₹500');
    expect(text).toContain('Late fee: rent for January 2027 unpaid 7 days after its due date (15 Jan 2027): ₹500');
    expect(text).toContain('Total paid: ₹26,000');
  });

  it('says the lease’s own days of its late fee in the text receipt (its agreement: 3 days)', async () => {
    const rent = paymentRecordAnswer({
      paymentType: 'monthly_rent',
      month: '2027-01',
      dueDate: '2027-01-15',
      lateFeeAfterDays: 3,
      amountPaise: 2_650_000,
      breakdown: { rentPaise: 2_500_000, processingFeePaise: 50_000, lateFeePaise: 1_00_000, totalPaise: 2_650_000 },
    });
    stubRoutes({ [`GET /trio/payments/${rent._id}`]: rent });
    renderSuccess(`/payment-success?paymentId=${rent._id}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download Receipt' }));
    const text = await readText(saved[0]!.blob);
    expect(text).toContain('Late fee: rent for January 2027 unpaid 3 days after its due date (15 Jan 2027): ₹1,000');
  });

  it('downloads the PDF receipt for a Hindi reader with its Hindi summary page (?language=hi)', async () => {
    await productText.show('hi');
    const received = stubRoutes({
      [`GET /trio/payments/${payment._id}`]: payment,
      [`GET /trio/payments/${payment._id}/receipt`]: new Response(new Blob(['%PDF-1.7']), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${payment.txnId}.pdf"`,
        },
      }),
    });
    const user = userEvent.setup();
    renderSuccess(`/payment-success?paymentId=${payment._id}`);
    await user.click(await screen.findByRole('button', { name: 'PDF रसीद डाउनलोड करें' }));
    await vi.waitFor(() => expect(saved[0]?.name).toBe(`${payment.txnId}.pdf`));
    const download = received.find((request) => request.path.endsWith('/receipt'));
    expect(download?.query.get('language')).toBe('hi');
  });

  it('shows a refunded payment as refunded, why and when, with no receipt', async () => {
    const refunded = paymentRecordAnswer({
      status: 'refunded',
      refund: { reason: 'already_paid', refundedAt: '2026-11-26T20:00:00.000Z' },
    });
    stubRoutes({ [`GET /trio/payments/${refunded._id}`]: refunded });
    renderSuccess(`/payment-success?paymentId=${refunded._id}`);
    expect(await screen.findByRole('heading', { name: 'Your payment has been refunded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We refunded ₹63,050 in full because this had already been paid by another payment.',
    );
    // 20:00 UTC on the 26th is the 27th in India.
    expect(screen.getByRole('alert')).toHaveTextContent('The refund was made on 27 Nov 2026.');
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Receipt' })).not.toBeInTheDocument();
  });

  it('says a month paid at an amount no longer due was refunded, and sends the renter to pay it from the Renters Hub', async () => {
    const refunded = paymentRecordAnswer({
      paymentType: 'monthly_rent',
      month: '2027-01',
      status: 'refunded',
      refund: { reason: 'amount_changed', refundedAt: '2026-11-26T20:00:00.000Z' },
    });
    stubRoutes({ [`GET /trio/payments/${refunded._id}`]: refunded });
    renderSuccess(`/payment-success?paymentId=${refunded._id}`);
    expect(await screen.findByRole('heading', { name: 'Your payment has been refunded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We refunded ₹63,050 in full because the amount due for the month changed (a late fee was charged or waived) before your payment reached us; pay the month’s new amount from the Renters Hub.',
    );
    expect(screen.getByRole('link', { name: 'Go to Renters Hub' })).toHaveAttribute('href', '/hub');
    expect(screen.queryByRole('link', { name: 'Find another home' })).not.toBeInTheDocument();
  });

  it('offers Go to Renters Hub after a month of rent', async () => {
    const rent = paymentRecordAnswer({ paymentType: 'monthly_rent', month: '2027-01' });
    stubRoutes({ [`GET /trio/payments/${rent._id}`]: rent });
    renderSuccess(`/payment-success?paymentId=${rent._id}`);
    expect(await screen.findByRole('link', { name: 'Go to Renters Hub' })).toHaveAttribute('href', '/hub');
    expect(screen.queryByRole('link', { name: 'Return to Home' })).not.toBeInTheDocument();
  });

  it("finds the home's payment from the property page's View Rental Details state", async () => {
    stubRoutes({ [`GET /trio/payments/history/${tenant.uid}`]: { success: true, payments: [payment] } });
    renderSuccess({
      pathname: '/payment-success',
      state: { propertyId: payment.propertyId, propertyName: payment.property.name, paymentType: 'initial' },
    });
    expect(await screen.findByText(payment.txnId)).toBeInTheDocument();
  });

  it('shows the error state for an answer outside the contract', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubRoutes({ [`GET /trio/payments/${payment._id}`]: jsonAnswer({ _id: payment._id, amount: 'lots' }) });
    renderSuccess(`/payment-success?paymentId=${payment._id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this payment.');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeInTheDocument();
  });
});

describe('PaymentSuccessPage in Hindi', () => {
  it('shows the receipt in Hindi: heading, facts, promises and buttons, rupees as in English', async () => {
    await productText.show('hi');
    const rent = paymentRecordAnswer({ paymentType: 'monthly_rent', month: '2027-01' });
    stubRoutes({ [`GET /trio/payments/${rent._id}`]: rent });
    renderSuccess(`/payment-success?paymentId=${rent._id}`);
    expect(await screen.findByRole('heading', { name: 'भुगतान हो गया!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'भुगतान की पुष्टि' })).toBeInTheDocument();
    expect(screen.getByText('मासिक किराया (जनवरी 2027)')).toBeInTheDocument();
    expect(screen.getAllByText('₹63,050').length).toBeGreaterThan(0);
    expect(screen.getByText('24 घंटे के अंदर आपको पुष्टि का ईमेल मिल जाएगा।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'किरायेदार हब पर जाएँ' })).toHaveAttribute('href', '/hub');
    expect(screen.getByRole('button', { name: 'रसीद डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सहायता से संपर्क करें' })).toBeInTheDocument();
  });

  it('says in Hindi that a payment was refunded, why and on which date', async () => {
    await productText.show('hi');
    const refunded = paymentRecordAnswer({
      status: 'refunded',
      refund: { reason: 'already_paid', refundedAt: '2026-11-26T20:00:00.000Z' },
    });
    stubRoutes({ [`GET /trio/payments/${refunded._id}`]: refunded });
    renderSuccess(`/payment-success?paymentId=${refunded._id}`);
    expect(await screen.findByRole('heading', { name: 'आपका भुगतान वापस कर दिया गया है' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'हमने ₹63,050 पूरे वापस कर दिए हैं, क्योंकि इसका भुगतान किसी दूसरे भुगतान से पहले ही हो चुका था।',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('रिफ़ंड 27 नवंबर 2026 को किया गया।');
    expect(screen.getByRole('link', { name: 'दूसरा घर खोजें' })).toHaveAttribute('href', '/search');
  });
});
