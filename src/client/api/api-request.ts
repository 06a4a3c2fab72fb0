/** Joins path segments with '/', as the default reads of spec §7 do. */
export function joinPath(segments: readonly (string | number)[]): string {
  return segments
    .map((segment, index) => (index === 0 ? String(segment) : encodeURIComponent(String(segment))))
    .join('/');
}

/**
 * The one way the client calls the server: cookies always sent, JSON content type only when
 * there is a body (FormData sets its own), and any non-OK reply becomes
 * Error('STATUS: body-or-statusText').
 */
export async function apiRequest<T>(
  method: string,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  if (signal) init.signal = signal;
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(url, init);
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A default read: GET the joined path, with an optional query string, and parse its JSON. */
export function getJson<T>(
  segments: readonly (string | number)[],
  query?: URLSearchParams,
  signal?: AbortSignal,
): Promise<T> {
  const search = query?.toString();
  const path = joinPath(segments);
  return apiRequest<T>('GET', search ? `${path}?${search}` : path, undefined, signal);
}

/** Reads the HTTP status back out of an error made by apiRequest. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : undefined;
}
