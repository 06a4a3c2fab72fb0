import { z } from 'zod';

/** A healer's login account as GET /api/admin/users lists it (same id as the healer). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  district: z.string(),
  isActive: z.enum(['true', 'false']),
});
export type User = z.infer<typeof userSchema>;
