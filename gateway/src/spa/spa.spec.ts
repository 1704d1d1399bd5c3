import { razorpaySources, spaContentSecurityPolicy } from './spa';

describe("the page's CSP for the Razorpay checkout", () => {
  it('allows the stand-in: its origin for the script and its calls, no frames', () => {
    expect(razorpaySources('http://127.0.0.1:7070/v1/checkout.js')).toEqual({
      script: ['http://127.0.0.1:7070'],
      connect: ['http://127.0.0.1:7070'],
      frame: [],
    });
  });

  it("allows real Razorpay: the checkout host's script, its API in connect-src and frame-src", () => {
    expect(razorpaySources('https://checkout.razorpay.com/v1/checkout.js')).toEqual({
      script: ['https://checkout.razorpay.com'],
      connect: ['https://checkout.razorpay.com', 'https://api.razorpay.com'],
      frame: ['https://api.razorpay.com'],
    });
  });

  it('allows nothing more when no checkout is configured', () => {
    const csp = spaContentSecurityPolicy({});
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-src 'none'");
    expect(spaContentSecurityPolicy({ razorpayCheckoutUrl: 'http://127.0.0.1:7070/v1/checkout.js' })).toContain(
      "script-src 'self' http://127.0.0.1:7070;",
    );
  });
});
