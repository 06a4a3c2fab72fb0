import type { NewTeamMemberRow } from '../../src/db/schema.js';
import { buildTeamMember } from '../../src/db/seed/factories.js';
import type { TeamMemberInput } from '../../src/shared/schemas/team-member.js';

let nextSeed = 0;

/** A team member for the admin's team form, valid as it is, with `overrides` on top. */
export function buildTeamMemberInput(
  overrides: Partial<NewTeamMemberRow> = {},
  seed: number = nextSeed++,
): TeamMemberInput {
  const { name, role, email, phone, photoUrl, summary, displayOrder, isActive } = buildTeamMember(
    seed,
    overrides,
  );
  return {
    name,
    role: role ?? 'Executive Member',
    email: email ?? null,
    phone: phone ?? null,
    photoUrl: photoUrl ?? null,
    summary: summary ?? null,
    displayOrder: displayOrder ?? 0,
    isActive: isActive ?? true,
  };
}
