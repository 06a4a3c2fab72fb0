import { uniquePhone } from '../../helpers/admin-sign-in.js';

export { signInAdmin, uniquePhone } from '../../helpers/admin-sign-in.js';

/** A valid admin healer form (POST /api/admin/healers). */
export function healerForm(label: string, phone = uniquePhone()) {
  return {
    name: `Reliability ${label}`,
    phone,
    district: 'Ernakulam',
    pincode: '682001',
    specialty: 'Classical acupuncture',
    services: ['Pulse diagnosis'],
  };
}

export interface AdminHealer {
  id: string;
  name: string;
  phone: string;
  specialty: string | null;
  /** The spec keeps a healer's status as the text 'true' or 'false' (§3), not a boolean. */
  isActive: 'true' | 'false';
  /** The one-time sign-in code of a new healer (FIRST_PASSWORD=code, the default). */
  signInCode?: { code: string; expiresAt: string };
}

/** POST /api/admin/healers; the created healer on 201, else throws with the status. */
export async function createHealer(
  baseUrl: string,
  cookie: string,
  form: ReturnType<typeof healerForm>,
  signal?: AbortSignal,
): Promise<AdminHealer> {
  const response = await fetch(`${baseUrl}/api/admin/healers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(form),
    ...(signal ? { signal } : {}),
  });
  if (response.status !== 201) {
    throw new HttpStatusError(response.status, await response.text());
  }
  return (await response.json()) as AdminHealer;
}

/** PATCH /api/admin/healers/{id}; the changed healer on 200, else throws with the status. */
export async function patchHealer(
  baseUrl: string,
  cookie: string,
  id: string,
  changes: Record<string, unknown>,
): Promise<AdminHealer> {
  const response = await fetch(`${baseUrl}/api/admin/healers/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(changes),
  });
  if (response.status !== 200) throw new HttpStatusError(response.status, await response.text());
  return (await response.json()) as AdminHealer;
}

/** GET /api/admin/healers: every healer, active or not. */
export async function listHealers(baseUrl: string, cookie: string): Promise<AdminHealer[]> {
  const response = await fetch(`${baseUrl}/api/admin/healers`, { headers: { cookie } });
  if (response.status !== 200) throw new HttpStatusError(response.status, await response.text());
  return (await response.json()) as AdminHealer[];
}

/** A reply with an unexpected status (its body kept for the failure message). */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`HTTP ${status}: ${body.slice(0, 300)}`);
  }
}

/** Prints a measured figure so the run's output carries it (the report quotes these). */
export function reportFigure(name: string, value: string): void {
  console.log(`[figure] ${name}: ${value}`);
}
