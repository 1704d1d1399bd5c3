import { newClusterId } from './kafka';

describe('newClusterId', () => {
  it('is 16 bytes in URL-safe base64 without padding', () => {
    expect(newClusterId()).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/);
  });

  it('never starts with "-", which kafka-storage would take for an option', () => {
    // 0xf8 is 111110 in its first six bits: base64url "-".
    const draws = [Buffer.alloc(16, 0xf8), Buffer.alloc(16, 0xf8), Buffer.alloc(16, 0x00)];
    const random = jest.fn(() => draws.shift()!);
    expect(Buffer.alloc(16, 0xf8).toString('base64url').startsWith('-')).toBe(true);
    expect(newClusterId(random)).toBe(Buffer.alloc(16, 0x00).toString('base64url'));
    expect(random).toHaveBeenCalledTimes(3);
  });
});
