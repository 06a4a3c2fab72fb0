import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorStatus, getJson, joinPath } from './api-request.js';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const calls: [string, RequestInit][] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return response;
  });
  return calls;
}

describe('apiRequest', () => {
  it('sends cookies and no content type without a body', async () => {
    const calls = stubFetch(new Response('[]', { status: 200 }));
    await expect(getJson(['/api/healers'])).resolves.toEqual([]);
    expect(calls[0]![1].credentials).toBe('include');
    expect(calls[0]![1].headers).toBeUndefined();
  });

  it('sends JSON with its content type when there is a body', async () => {
    const calls = stubFetch(new Response('{"ok":true}', { status: 200 }));
    await apiRequest('POST', '/api/healer/login', { phone: '1' });
    expect(calls[0]![1].headers).toEqual({ 'Content-Type': 'application/json' });
    expect(calls[0]![1].body).toBe('{"phone":"1"}');
  });

  it.each([
    [new Response('{"message":"Not found"}', { status: 404 }), '404: {"message":"Not found"}'],
    [
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
      '503: Service Unavailable',
    ],
  ])('turns a non-OK reply into STATUS: body-or-status-text', async (response, message) => {
    stubFetch(response);
    const error = await apiRequest('GET', '/api/x').catch((caught: Error) => caught);
    expect((error as Error).message).toBe(message);
    expect(errorStatus(error)).toBe(response.status);
  });

  it('keeps the status, the server message and the field errors of a refusal', async () => {
    stubFetch(
      new Response(
        '{"message":"Name is required","errors":[{"path":"name","message":"Name is required"}]}',
        { status: 400 },
      ),
    );
    const error = await apiRequest('POST', '/api/admin/healers', {}).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      serverMessage: 'Name is required',
      errors: [{ path: 'name', message: 'Name is required' }],
    });
  });

  it('has no server message for a plain-text or empty body', async () => {
    stubFetch(new Response('Bad Gateway', { status: 502 }));
    const error = await apiRequest('GET', '/api/x').catch((caught) => caught);
    expect(error).toMatchObject({ status: 502, serverMessage: undefined, errors: [] });
  });

  it('a network failure is not an ApiError and has no status', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('GET', '/api/x').catch((caught) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(errorStatus(error)).toBeUndefined();
  });

  it('joins path segments with / and encodes the later ones', () => {
    expect(joinPath(['/api/healers', 'a b/c'])).toBe('/api/healers/a%20b%2Fc');
  });
});
