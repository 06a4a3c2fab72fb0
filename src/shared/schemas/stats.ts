import { z } from 'zod';

/** GET /api/stats. */
export const publicStatsSchema = z.object({
  totalHealers: z.number().int(),
  totalLocations: z.number().int(),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;

/** GET /api/admin/stats; averageRating is unrounded (the card shows 1 decimal). */
export const adminStatsSchema = z.object({
  totalHealers: z.number().int(),
  totalLocations: z.number().int(),
  averageRating: z.number(),
  totalServices: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
