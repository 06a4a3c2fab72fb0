/** How long a healer's confirmation that their details are right stays fresh (DESIGN §10.1). */
export const CONFIRMATION_LIMITS = {
  /** The healer's page asks "Are your details still right?" when older than this (or never). */
  askAfterDays: 90,
  /** Older than this, a confirmation reads as not recent, and the listing needs attention. */
  staleAfterDays: 180,
} as const;
