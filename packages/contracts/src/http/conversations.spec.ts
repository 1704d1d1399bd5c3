import { messageSummaryText, postMessageBodySchema } from './conversations';

const id = (n: number) => `6650a1b2c3d4e5f60123ab0${n}`;

describe('a message’s body: text, images, or both', () => {
  it('takes text alone, images alone (text empty) and both; text is trimmed', () => {
    expect(postMessageBodySchema.parse({ text: '  Hello ' })).toEqual({ text: 'Hello', imageIds: [] });
    expect(postMessageBodySchema.parse({ imageIds: [id(1), id(2)] })).toEqual({ text: '', imageIds: [id(1), id(2)] });
    expect(postMessageBodySchema.parse({ text: 'Look', imageIds: [id(1)] })).toEqual({
      text: 'Look',
      imageIds: [id(1)],
    });
  });

  it('refuses nothing to send, a sixth image, an image twice and ids that are no ids, naming the field', () => {
    const issues = (body: unknown) =>
      postMessageBodySchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ text: '   ' })).toEqual([['text', 'Write a message.']]);
    expect(issues({ imageIds: [] })).toEqual([['text', 'Write a message.']]);
    expect(issues({ imageIds: [1, 2, 3, 4, 5, 6].map(id) })).toEqual([
      ['imageIds', 'A message can carry at most 5 photos.'],
    ]);
    expect(issues({ imageIds: [id(1), id(1)] })).toEqual([['imageIds', 'Each photo can be sent once in a message.']]);
    expect(issues({ imageIds: ['../etc/passwd'] })?.[0]?.[0]).toBe('imageIds.0');
    expect(issues({ text: 'x'.repeat(4001), imageIds: [id(1)] })?.[0]?.[0]).toBe('text');
  });
});

describe('messageSummaryText', () => {
  it('is the text, or says how many photos a message of photos alone has', () => {
    expect(messageSummaryText('Hello', 2)).toBe('Hello');
    expect(messageSummaryText('', 1)).toBe('📷 Photo');
    expect(messageSummaryText('', 3)).toBe('📷 3 photos');
    expect(messageSummaryText('', 0)).toBe('');
  });
});
