import { z } from 'zod';
import { TEXT_MAX } from '../constants/limits.js';

const SERVICE_NAME_REQUIRED = 'Service name is required';

const serviceName = z
  .string({ error: SERVICE_NAME_REQUIRED })
  .trim()
  .min(1, SERVICE_NAME_REQUIRED)
  .max(TEXT_MAX.short);
const serviceDescription = z.string().trim().max(TEXT_MAX.medium).nullish();

/** A new service from the admin's service form. */
export const serviceInputSchema = z.object({
  name: serviceName,
  description: serviceDescription,
});
export type ServiceInput = z.infer<typeof serviceInputSchema>;

/** PATCH /api/admin/services/{id}: any of name, description, isActive. */
export const servicePatchSchema = z.object({
  name: serviceName.optional(),
  description: serviceDescription,
  isActive: z.boolean().optional(),
});
export type ServicePatch = z.infer<typeof servicePatchSchema>;

/** A service as the API returns it. */
export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

/** A service a healer can list on their own profile (GET /api/healer/services): active ones only. */
export const serviceOptionSchema = serviceSchema.pick({ name: true, description: true });
export type ServiceOption = z.infer<typeof serviceOptionSchema>;
