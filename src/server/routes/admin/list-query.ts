import { z } from 'zod';

/** `?q=&page=&pageSize=` of the admin lists (healers, users): a search and a page of it. */
export const adminListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
