import { EventStreamRoute, isEventStreamRoute, serverSentComment, serverSentEvent } from './event-stream';

describe('server-sent events framing', () => {
  it('writes the name, the id and the data, ended by a blank line', () => {
    expect(serverSentEvent({ event: 'message', id: 3, data: '{"seq":3,"text":"Hi"}' })).toBe(
      'event: message\nid: 3\ndata: {"seq":3,"text":"Hi"}\n\n',
    );
  });

  it('splits data with line breaks of any kind into data lines, which a client joins with \\n', () => {
    expect(serverSentEvent({ data: 'one\ntwo\r\nthree\rfour' })).toBe(
      'data: one\ndata: two\ndata: three\ndata: four\n\n',
    );
    expect(serverSentEvent({ data: '' })).toBe('data: \n\n');
  });

  it('refuses a name or an id with a line break (it would end the field and start another)', () => {
    expect(() => serverSentEvent({ event: 'message\ndata: forged', data: 'x' })).toThrow(/line break/);
    expect(() => serverSentEvent({ id: '1\n\nevent: x', data: 'x' })).toThrow(/line break/);
  });

  it('writes comments as lines starting with a colon', () => {
    expect(serverSentComment()).toBe(':\n\n');
    expect(serverSentComment('keepalive')).toBe(': keepalive\n\n');
  });
});

describe('EventStreamRoute', () => {
  const stream = {
    method: 'GET' as const,
    path: '/trio/things/:id/stream',
    answer: { status: 200 as const, mediaType: 'text/event-stream' },
  };

  it('knows a stream route by its definition’s media type', () => {
    expect(isEventStreamRoute(stream)).toBe(true);
    expect(isEventStreamRoute({ answer: { status: 200 } })).toBe(false);
  });

  it('refuses a route that does not answer with a stream', () => {
    expect(() => EventStreamRoute({ ...stream, answer: { status: 200 } })).toThrow(/text\/event-stream/);
    expect(() => EventStreamRoute({ ...stream, method: 'POST' })).toThrow(/text\/event-stream/);
  });
});
