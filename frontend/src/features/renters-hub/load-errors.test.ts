import { ApiError, malformedAnswerError, networkError } from '../../lib/problem';
import { textNow } from '../../i18n/text-now';
import { HealthCheckFailed, rentersHubLoadMessage } from './load-errors';

describe('rentersHubLoadMessage (spec 001 §8)', () => {
  /* An answer outside its contract is also logged for developers; silence that here. */
  const quietly = <T>(make: () => T): T => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      return make();
    } finally {
      warn.mockRestore();
    }
  };

  it.each([
    [
      'health check fails',
      new HealthCheckFailed(new Error('down')),
      'Unable to connect to server. Please check your connection.',
    ],
    [
      'HTML answer',
      new ApiError(502, 'HTTP_502', 'Request failed (502)', {}, { html: true }),
      'Server returned an error page. Please try again later.',
    ],
    [
      'error field',
      quietly(() => malformedAnswerError(200, 'GET /x', new Error('shape'), { body: { error: 'database offline' } })),
      'Server error: database offline',
    ],
    [
      'bad shape',
      quietly(() => malformedAnswerError(200, 'GET /x', new Error('shape'), { body: {} })),
      'Invalid response format from server',
    ],
    ['404', new ApiError(404, 'NOT_FOUND', 'no user'), 'User not found. Please try logging out and logging back in.'],
    ['500', new ApiError(500, 'INTERNAL', 'boom'), 'Server error. Please try again later.'],
    ['network', networkError(new TypeError('x')), 'Network error. Please check your connection and try again.'],
    ['other', new ApiError(403, 'FORBIDDEN', 'Not yours'), 'Failed to load your rental information: Not yours'],
  ])('%s', (_case, error, message) => {
    expect(rentersHubLoadMessage(error, textNow)).toBe(message);
  });
});
