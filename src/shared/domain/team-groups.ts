import { TEAM_ROLES, type TeamRole } from '../constants/people.js';

/** What grouping and sorting need of a team member. */
export interface TeamMemberLike {
  name: string;
  role: string;
  displayOrder: number;
  isActive: boolean;
}

export type TeamGroupId = 'president' | 'officers' | 'secretary' | 'executive';

export interface TeamGroup<T extends TeamMemberLike> {
  id: TeamGroupId;
  roles: readonly TeamRole[];
  /** Only the executive group has a heading; the others show each member's role. */
  heading: string | null;
  members: T[];
}

/** The About page's groups, in order (spec §2). */
export const TEAM_GROUPS: readonly {
  id: TeamGroupId;
  roles: readonly TeamRole[];
  heading: string | null;
}[] = [
  { id: 'president', roles: ['President'], heading: null },
  {
    id: 'officers',
    roles: ['General Secretary', 'Vice President', 'Treasurer'],
    heading: null,
  },
  { id: 'secretary', roles: ['Secretary'], heading: null },
  { id: 'executive', roles: ['Executive Member'], heading: 'Executive Members' },
];

const byOrderThenName = (a: TeamMemberLike, b: TeamMemberLike) =>
  a.displayOrder - b.displayOrder || a.name.localeCompare(b.name);

const roleRank = (role: string) => {
  const index = (TEAM_ROLES as readonly string[]).indexOf(role);
  return index === -1 ? TEAM_ROLES.length : index;
};

/**
 * Active members in the About page's groups, each sorted by displayOrder; equal orders fall back
 * to role rank (so a General Secretary stays before a Treasurer), then name. Empty groups dropped.
 */
export function groupTeam<T extends TeamMemberLike>(members: readonly T[]): TeamGroup<T>[] {
  const active = members.filter((member) => member.isActive);
  return TEAM_GROUPS.map((group) => ({
    ...group,
    members: active
      .filter((member) => (group.roles as readonly string[]).includes(member.role))
      .sort(
        (a, b) =>
          a.displayOrder - b.displayOrder ||
          roleRank(a.role) - roleRank(b.role) ||
          a.name.localeCompare(b.name),
      ),
  })).filter((group) => group.members.length > 0);
}

/** The admin table's order: role rank, then displayOrder, then name; inactive members included. */
export function sortTeamForAdmin<T extends TeamMemberLike>(members: readonly T[]): T[] {
  return [...members].sort((a, b) => roleRank(a.role) - roleRank(b.role) || byOrderThenName(a, b));
}
