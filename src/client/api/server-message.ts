/**
 * The server's own message inside an error made by apiRequest ('401: {"message":"…"}'), or
 * undefined when the reply had none (network failure, empty or non-JSON body).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return undefined;
  try {
    const body = JSON.parse(match[1] ?? '') as { message?: unknown };
    return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
  } catch {
    return undefined;
  }
}
