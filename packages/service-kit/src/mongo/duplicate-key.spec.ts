import { isDuplicateKeyError } from './duplicate-key';

describe('isDuplicateKeyError', () => {
  it('recognises the server codes of a unique index refusing a value', () => {
    const serverError = Object.assign(new Error('E11000 duplicate key error collection: t.users'), {
      name: 'MongoServerError',
      code: 11000,
    });
    expect(isDuplicateKeyError(serverError)).toBe(true);
    expect(isDuplicateKeyError({ code: 11001 })).toBe(true);
  });

  it('is false for any other failure, and for values that are not errors', () => {
    expect(isDuplicateKeyError(Object.assign(new Error('not primary'), { code: 10107 }))).toBe(false);
    expect(isDuplicateKeyError(new Error('E11000 in the text only'))).toBe(false);
    expect(isDuplicateKeyError({ code: '11000' })).toBe(false);
    expect(isDuplicateKeyError(null)).toBe(false);
    expect(isDuplicateKeyError(undefined)).toBe(false);
  });
});
