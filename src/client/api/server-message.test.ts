import { describe, expect, it } from 'vitest';
import { serverMessage } from './server-message.js';

describe('serverMessage', () => {
  it.each([
    [
      'a JSON error reply',
      new Error('401: {"message":"Invalid phone number or password"}'),
      'Invalid phone number or password',
    ],
    [
      'a validation reply',
      new Error('400: {"message":"Phone number is required","errors":[]}'),
      'Phone number is required',
    ],
    ['a reply without message', new Error('500: {"error":"x"}'), undefined],
    ['a plain-text body', new Error('502: Bad Gateway'), undefined],
    ['a network failure', new TypeError('Failed to fetch'), undefined],
    ['not an error', 'oops', undefined],
  ])('reads %s', (_name, error, expected) => {
    expect(serverMessage(error)).toBe(expected);
  });
});
