import { BILLING_MESSAGES, checkoutTargetFrom, checkoutUrl } from './checkout-target';

const id = '665f1c2b9d3e4a0012345678';
const none = new URLSearchParams();

describe('checkoutTargetFrom (spec 000 §5)', () => {
  it('reads the navigation state, with the initial payment by default', () => {
    expect(checkoutTargetFrom({ propertyId: id }, none)).toEqual({
      ok: true,
      target: { propertyId: id, paymentType: 'initial' },
    });
    expect(checkoutTargetFrom({ propertyId: id, paymentType: 'monthly_rent', rentalId: 'r1' }, none)).toEqual({
      ok: true,
      target: { propertyId: id, paymentType: 'monthly_rent', rentalId: 'r1' },
    });
  });

  it('reads a real URL, and makes one', () => {
    const target = { propertyId: id, paymentType: 'monthly_rent' as const, rentalId: 'lease1' };
    const url = new URL(checkoutUrl(target), 'http://x');
    expect(url.pathname).toBe('/billing');
    expect(checkoutTargetFrom(null, url.searchParams)).toEqual({ ok: true, target });
  });

  it.each([
    [undefined, BILLING_MESSAGES.noProperty],
    [null, BILLING_MESSAGES.noProperty],
    ['undefined', BILLING_MESSAGES.badFormat],
    ['null', BILLING_MESSAGES.badFormat],
    ['[object Object]', BILLING_MESSAGES.badFormat],
    [{ _id: id }, BILLING_MESSAGES.badFormat],
    ['not-an-id', BILLING_MESSAGES.badId],
  ])('%s → %s', (propertyId, message) => {
    expect(checkoutTargetFrom({ propertyId }, none)).toEqual({ ok: false, message });
  });
});
