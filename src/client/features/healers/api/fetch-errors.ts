/** The error a failed list or search read raises (spec §8); the view shows it under its title. */
export const HEALERS_FETCH_FAILED = 'Failed to fetch healers';

/** The error a failed single read raises (spec §7). */
export const HEALER_FETCH_FAILED = 'Failed to fetch healer data';

/** Runs a read and replaces any failure by one fixed message, keeping the original as its cause. */
export async function withFailureMessage<T>(message: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new Error(message, { cause });
  }
}
