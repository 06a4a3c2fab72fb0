/** Joins path segments with '/', as the default reads of spec §7 do. */
export function joinPath(segments: readonly (string | number)[]): string {
  return segments
    .map((segment, index) => (index === 0 ? String(segment) : encodeURIComponent(String(segment))))
    .join('/');
}

/**
 * One field's refusal, as the server sends it: `path` names the field ('phone', or
 * 'clinicTimings.0.morningStart' inside a list), '' for the body as a whole.
 */
export type ApiFieldError = { readonly path?: string; readonly message: string };

/**
 * A non-OK reply. Its message is what spec §8 prescribes, the status code, a colon and a space,
 * then the body text or, for an empty body, the status text; the parts a caller needs are fields,
 * so nobody parses that text back: `status`, the server's own `serverMessage` and per-field
 * `errors` when the body is JSON carrying them, and the raw `body`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: string;
  readonly statusText: string;
  readonly serverMessage: string | undefined;
  readonly errors: readonly ApiFieldError[];

  constructor(status: number, body: string, statusText = '') {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
    this.statusText = statusText;
    const json = parseJsonObject(body);
    this.serverMessage =
      typeof json?.message === 'string' && json.message !== '' ? json.message : undefined;
    this.errors = Array.isArray(json?.errors) ? json.errors.filter(isFieldError) : [];
  }
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function isFieldError(value: unknown): value is ApiFieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** An ApiError for a non-OK fetch Response (for the few reads that are not JSON). */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return new ApiError(response.status, text, response.statusText);
}

/**
 * The one way the client calls the server: cookies always sent, JSON content type only when
 * there is a body (FormData sets its own), and any non-OK reply becomes an ApiError.
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
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
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

/** One page of a list, and how many items the whole list holds. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/**
 * GET one page of a paged list: its JSON array, and the total from `X-Total-Count` (its own
 * length when the reply has no such header, as the offline worker's whole-list answers).
 */
export async function getPage<T>(
  segments: readonly (string | number)[],
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  const init: RequestInit = { method: 'GET', credentials: 'include' };
  if (signal) init.signal = signal;
  const response = await fetch(`${joinPath(segments)}?${query}`, init);
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  const items = (text ? JSON.parse(text) : []) as T[];
  const header = Number.parseInt(response.headers.get('x-total-count') ?? '', 10);
  return { items, total: Number.isNaN(header) ? items.length : header };
}

/** The HTTP status of a failed call, or undefined when it never got a reply. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}
