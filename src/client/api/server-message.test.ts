import { describe, expect, it } from 'vitest';
import { ApiError } from './api-request.js';
import { serverMessage } from './server-message.js';

describe('serverMessage', () => {
  it.each([
    [
      'a JSON error reply',
      new ApiError(401, '{"message":"Invalid phone number or password"}'),
      'Invalid phone number or password',
    ],
    [
      'a validation reply',
      new ApiError(400, '{"message":"Phone number is required","errors":[]}'),
      'Phone number is required',
    ],
    ['a reply without message', new ApiError(500, '{"error":"x"}'), undefined],
    ['a plain-text body', new ApiError(502, '', 'Bad Gateway'), undefined],
    ['a network failure', new TypeError('Failed to fetch'), undefined],
    ['not an error', 'oops', undefined],
  ])('reads %s', (_name, error, expected) => {
    expect(serverMessage(error)).toBe(expected);
  });
});
