import { z } from 'zod';
import { ATTENTION_REASONS } from '../constants/attention.js';
import { MESSAGE_KEY } from '../constants/validation-messages.js';
import { type PageRule, pageParams } from './paging.js';

/** DESIGN's `{ healerId, name, reasons }` of one healer on the list. */
export const attentionItemSchema = z.object({
  healerId: z.string(),
  name: z.string(),
  reasons: z.array(z.enum(ATTENTION_REASONS)),
});

/** Healers a page of "Needs attention" holds when `limit` is absent, and at most. */
export const ATTENTION_PAGE_SIZE = 20;
export const ATTENTION_MAX_LIMIT = 100;
const ATTENTION_PAGES: PageRule = {
  defaultLimit: ATTENTION_PAGE_SIZE,
  maxLimit: ATTENTION_MAX_LIMIT,
};

const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** GET /api/admin/attention?reason=&limit=&offset= (DESIGN §10.1). */
export const attentionQuerySchema = z.object({
  reason: z.preprocess(
    blankAsAbsent,
    z.enum(ATTENTION_REASONS, { error: MESSAGE_KEY.attentionReason }).optional(),
  ),
  ...pageParams(ATTENTION_PAGES),
});
export type AttentionQuery = z.infer<typeof attentionQuerySchema>;

/**
 * One healer of the list: DESIGN's `{ healerId, name, reasons }` and what the view's actions
 * need: the phone (a new sign-in code is sent to it), the booking WhatsApp, the district and
 * when an admin last sent a reminder (the "sent" tick).
 */
export const attentionListItemSchema = attentionItemSchema.extend({
  phone: z.string(),
  bookingWhatsApp: z.string().nullable(),
  district: z.string(),
  remindedAt: z.string().nullable(),
});
export type AttentionListItem = z.infer<typeof attentionListItemSchema>;

/** How many active healers have each reason (the view's filter buttons). */
export const attentionCountsSchema = z.object(
  Object.fromEntries(ATTENTION_REASONS.map((reason) => [reason, z.number().int()])) as {
    [K in (typeof ATTENTION_REASONS)[number]]: z.ZodNumber;
  },
);
export type AttentionCounts = z.infer<typeof attentionCountsSchema>;

export const attentionPageSchema = z.object({
  items: z.array(attentionListItemSchema),
  /** Healers listed for this `reason` (all listed healers without one). */
  total: z.number().int(),
  /** Healers with any reason, whatever the filter. */
  all: z.number().int(),
  counts: attentionCountsSchema,
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AttentionPage = z.infer<typeof attentionPageSchema>;

/** POST /api/admin/healers/{id}/reminded: when the reminder was recorded as sent. */
export const remindedReplySchema = z.object({ remindedAt: z.string() });
export type RemindedReply = z.infer<typeof remindedReplySchema>;
