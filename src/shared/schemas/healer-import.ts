import { z } from 'zod';

/** One problem in one cell of an imported row: the export's column name and the spec's message. */
// `key` names the message in VALIDATION_MESSAGES when it is one of ours, so the preview shows it
// in the admin's language; row checks of the import's own (duplicates in the file) have none.
export const importCellErrorSchema = z.object({
  column: z.string(),
  message: z.string(),
  key: z.string().optional(),
  /** The cell's text, for a message that names it ("'Chennai' is not a Kerala district"). */
  value: z.string().optional(),
});

/** What the import does with one row of the sheet (row numbers are the spreadsheet's own). */
export const importRowSchema = z.object({
  row: z.number().int(),
  action: z.enum(['create', 'update', 'unchanged', 'error']),
  name: z.string(),
  phone: z.string(),
  errors: z.array(importCellErrorSchema).optional(),
  /** An update's columns whose values change (the export's column names). */
  changes: z.array(z.string()).optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** A new healer's invitation: the one-time code (null with FIRST_PASSWORD=phone) and a WhatsApp link. */
export const invitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  code: z.string().nullable(),
  expiresAt: z.string().nullable(),
  whatsappUrl: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** POST /api/admin/healers/import: the preview, or what was written. */
export const importReportSchema = z.object({
  rows: z.array(importRowSchema),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
  invitations: z.array(invitationSchema).optional(),
  /**
   * When rows have errors: those rows as a CSV sheet (the file's own columns and an Errors
   * column), to correct and import again (decision 068).
   */
  rejectedSheet: z.string().optional(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** GET /api/admin/demo-data: how many demo records remain (the banner shows while any do). */
export const demoDataSchema = z.object({
  healers: z.number().int(),
  teamMembers: z.number().int(),
  settings: z.boolean(),
});
export type DemoData = z.infer<typeof demoDataSchema>;
