import { z } from 'zod';
import { TEXT_MAX } from '../constants/limits.js';
import { MESSAGE_KEY } from '../constants/validation-messages.js';

const SERVICE_NAME_REQUIRED = MESSAGE_KEY.serviceNameRequired;

const serviceName = z
  .string({ error: SERVICE_NAME_REQUIRED })
  .trim()
  .min(1, SERVICE_NAME_REQUIRED)
  .max(TEXT_MAX.short);
const serviceDescription = z.string().trim().max(TEXT_MAX.medium).nullish();
/** The optional Malayalam name (decision 020); blank means none. */
const serviceNameMl = z.string().trim().max(TEXT_MAX.short).nullish();

/** A new service from the admin's service form. */
export const serviceInputSchema = z.object({
  name: serviceName,
  description: serviceDescription,
  nameMl: serviceNameMl,
  descriptionMl: serviceDescription,
});
export type ServiceInput = z.infer<typeof serviceInputSchema>;

/** PATCH /api/admin/services/{id}: any of name, description, isActive. */
export const servicePatchSchema = z.object({
  name: serviceName.optional(),
  description: serviceDescription,
  nameMl: serviceNameMl,
  descriptionMl: serviceDescription,
  isActive: z.boolean().optional(),
});
export type ServicePatch = z.infer<typeof servicePatchSchema>;

/** A service as the API returns it. */
export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  nameMl: z.string().nullable(),
  descriptionMl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

/**
 * GET /api/service-names: each service's Malayalam name and description by its English name,
 * for services that have one (healers list services by their English name).
 */
export const serviceNameSchema = z.object({
  name: z.string(),
  nameMl: z.string(),
  descriptionMl: z.string().nullable(),
});
export type ServiceName = z.infer<typeof serviceNameSchema>;

/**
 * A service a healer can list on their own profile (GET /api/healer/services): active ones only,
 * with the Malayalam name the Malayalam form shows.
 */
export const serviceOptionSchema = serviceSchema.pick({
  name: true,
  description: true,
  nameMl: true,
});
export type ServiceOption = z.infer<typeof serviceOptionSchema>;
