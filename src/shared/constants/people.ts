/** Sex options of the booking form. */
export const SEX_OPTIONS = ['Male', 'Female', 'Other', 'Prefer not to say'] as const;
export type Sex = (typeof SEX_OPTIONS)[number];

/** Leadership team roles in rank order. */
export const TEAM_ROLES = [
  'President',
  'General Secretary',
  'Vice President',
  'Treasurer',
  'Secretary',
  'Executive Member',
] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const DEFAULT_TEAM_ROLE: TeamRole = 'Executive Member';
