import type { Healer } from '../../../src/shared/schemas/healer.js';
import type { PublicSettings } from '../../../src/shared/schemas/settings.js';
import type { TeamMember } from '../../../src/shared/schemas/team-member.js';

async function get<T>(base: string, path: string): Promise<T> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The public data the pages show, read straight from the API to compare the screen against. */
export const api = {
  healers: (base: string) => get<Healer[]>(base, '/api/healers'),
  /** Every match (the demo's 64 healers fit one page of the largest size). */
  search: (base: string, params: Record<string, string>) =>
    get<Healer[]>(base, `/api/healers/search?${new URLSearchParams({ ...params, limit: '100' })}`),
  settings: (base: string) => get<PublicSettings>(base, '/api/settings'),
  team: (base: string) => get<TeamMember[]>(base, '/api/team-members'),
};

/** The first healer matching a condition, or an error naming what the demo data lacks. */
export function pick(
  healers: readonly Healer[],
  what: string,
  test: (healer: Healer) => boolean,
): Healer {
  const found = healers.find(test);
  if (!found) throw new Error(`The demo data has no healer with ${what}`);
  return found;
}
