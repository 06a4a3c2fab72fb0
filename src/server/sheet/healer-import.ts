import { randomBytes } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { healers, type NewHealerRow } from '../../db/schema.js';
import { DEFAULT_TITLE } from '../../shared/constants/titles.js';
import {
  englishMessage,
  isMessageKey,
  MESSAGE_KEY,
  VALIDATION_MESSAGES,
} from '../../shared/constants/validation-messages.js';
import { newHealerBookingWhatsApp } from '../../shared/domain/booking-whatsapp.js';
import { leaveWindowIssues } from '../../shared/domain/leave.js';
import { nationalNumber } from '../../shared/domain/phone-number.js';
import { neutraliseFormula } from '../../shared/domain/spreadsheet-formula.js';
import { healerInputSchema, healerPatchSchema } from '../../shared/schemas/healer.js';
import type { ImportReport, ImportRow } from '../../shared/schemas/healer-import.js';
import type { FirstPasswordMode } from '../env.js';
import { HttpError } from '../errors.js';
import { HEALER_PHONE_TAKEN } from '../services/admin-healers.js';
import { adminColumns } from '../services/healer-columns.js';
import { type IssuedInvitation, invitationOf } from '../services/healer-invitation.js';
import { hashPassword } from '../services/password.js';
import { newSignInCode, type SignInCodeKey } from '../services/sign-in-code.js';
import { CSV_OPTIONS } from './csv-export.js';
import { IMPORT_MESSAGES, type Sheet } from './healer-import-file.js';
import { readRow, sameColumnValue } from './healer-import-row.js';
import { columnOfHeader, type HealerColumn, READ_ONLY_COLUMNS } from './healer-sheet-columns.js';

/** What an import wrote, for the audit trail: the new healers, and the others as they were. */
export interface ImportWritten {
  created: { id: string; name: string; columns: Record<string, unknown> }[];
  updated: { id: string; before: Record<string, unknown>; columns: Partial<NewHealerRow> }[];
}

/** What a confirmed import writes, worked out before anything is written. */
export interface ImportPlan {
  report: ImportReport;
  creates: { row: number; columns: NewHealerRow }[];
  updates: { row: number; id: string; columns: Partial<NewHealerRow> }[];
}

type Issue = z.core.$ZodIssue;
/**
 * The schema's issues as cell errors, each once: a cell's issues deeper down (`leave.0.from`,
 * `leave.0.to` of one bad day) are one message in that cell.
 */
const rowErrors = (issues: readonly Issue[]) =>
  issues
    .map((issue) => ({
      column: String(issue.path[0] ?? ''),
      message: englishMessage(issue.message),
      key: isMessageKey(issue.message) ? issue.message : undefined,
    }))
    .filter(
      (error, index, all) =>
        all.findIndex(
          (other) => other.column === error.column && other.message === error.message,
        ) === index,
    );

/** The header's columns by position; undefined where a header names no column the import writes. */
function headerColumns(header: readonly string[]): (HealerColumn | undefined)[] {
  const columns = header.map((cell) => {
    const column = columnOfHeader(cell);
    return column && !READ_ONLY_COLUMNS.has(column) ? column : undefined;
  });
  if (!columns.includes('name') || !columns.includes('phone')) {
    throw new HttpError(400, IMPORT_MESSAGES.noHeader);
  }
  return columns;
}

/**
 * Reads every row, checks it with the admin form's rules (the specification's messages per
 * cell), flags phones that appear twice in the file and matches the others to healers by the
 * number they denote. Nothing is written.
 */
export async function planImport(
  db: Db,
  sheet: Sheet,
  countryCode: string,
  today: string,
): Promise<ImportPlan> {
  const columns = headerColumns(sheet.header);
  const existing = await db.select().from(healers);
  const byPhone = new Map(existing.map((row) => [nationalNumber(row.phone, countryCode), row]));
  const read = sheet.rows.map(({ row, cells }) => ({ row, ...readRow(columns, cells) }));
  const rowsOfPhone = new Map<string, number[]>();
  for (const { row, fields } of read) {
    const key = typeof fields.phone === 'string' ? nationalNumber(fields.phone, countryCode) : '';
    if (key !== '') rowsOfPhone.set(key, [...(rowsOfPhone.get(key) ?? []), row]);
  }

  const plan: ImportPlan = {
    report: { rows: [], created: 0, updated: 0, unchanged: 0, errors: 0 },
    creates: [],
    updates: [],
  };
  const rejected: { cells: readonly string[]; errors: readonly CellError[] }[] = [];
  for (const { row, fields, errors } of read) {
    const phone = typeof fields.phone === 'string' ? fields.phone.trim() : '';
    const key = nationalNumber(phone, countryCode);
    const match = key === '' ? undefined : byPhone.get(key);
    const parsed = match
      ? healerPatchSchema.safeParse(fields)
      : healerInputSchema.safeParse(fields);
    // A cell the reading already refused is not refused again by the schema (it was left out).
    const schemaErrors = parsed.success ? [] : rowErrors(parsed.error.issues);
    const all = [
      ...errors,
      ...schemaErrors.filter((error) => !errors.some((cell) => cell.column === error.column)),
    ];
    // Leave as the forms take it (decision 054): within two years of today.
    if (parsed.success && !all.some((error) => error.column === 'leave')) {
      const outside = leaveWindowIssues(parsed.data.leave, today);
      if (outside.length > 0) {
        all.push({
          column: 'leave',
          message: VALIDATION_MESSAGES.leaveWindow,
          key: MESSAGE_KEY.leaveWindow,
        });
      }
    }
    // '12345' passes the form's "10 digits or less" but is no phone anyone answers: a sheet's
    // typo, flagged before it becomes an account (decision 068).
    if (key !== '' && /^\d+$/.test(key) && key.length < PHONE_DIGITS) {
      if (!all.some((error) => error.column === 'phone'))
        all.push({
          column: 'phone',
          message: VALIDATION_MESSAGES.phoneTooShort,
          key: MESSAGE_KEY.phoneTooShort,
          value: phone,
        });
    }
    const others = (rowsOfPhone.get(key) ?? []).filter((other) => other !== row);
    if (others.length > 0) {
      all.push({
        column: 'phone',
        message: `This phone number is also in row ${others.join(', ')}`,
      });
    }
    const base = { row, name: typeof fields.name === 'string' ? fields.name.trim() : '', phone };
    if (all.length > 0 || !parsed.success) {
      plan.report.rows.push({ ...base, action: 'error', errors: all });
      plan.report.errors += 1;
      rejected.push({
        cells: sheet.rows.find((each) => each.row === row)?.cells ?? [],
        errors: all,
      });
      continue;
    }
    const written = adminColumns(parsed.data);
    if (!match) {
      const input = parsed.data as z.infer<typeof healerInputSchema>;
      plan.creates.push({
        row,
        columns: {
          ...written,
          titles: input.titles === undefined ? [DEFAULT_TITLE] : (written.titles ?? []),
          name: input.name.trim(),
          phone: input.phone,
          // As when the admin adds one (DESIGN §5): a mobile books unless the row says no.
          bookingWhatsApp: newHealerBookingWhatsApp(input),
          district: input.district,
          pincode: input.pincode.trim(),
          passwordHash: '',
        },
      });
      plan.report.rows.push({ ...base, action: 'create' });
      plan.report.created += 1;
      continue;
    }
    // Matched by phone: the number stays as the healer's account has it (it signs them in).
    delete written.phone;
    const changed = Object.entries(written).filter(
      ([column, value]) =>
        !sameColumnValue(column, value, match[column as keyof typeof match], today),
    );
    const action: ImportRow['action'] = changed.length === 0 ? 'unchanged' : 'update';
    if (action === 'update') {
      plan.updates.push({ row, id: match.id, columns: Object.fromEntries(changed) });
      plan.report.updated += 1;
      // The preview says what the update changes, so a surprise shows before it is written.
      plan.report.rows.push({ ...base, action, changes: changed.map(([column]) => column) });
    } else {
      plan.report.unchanged += 1;
      plan.report.rows.push({ ...base, action });
    }
  }
  if (rejected.length > 0) plan.report.rejectedSheet = rejectedSheet(sheet.header, rejected);
  return plan;
}

/** A phone in India has 10 digits without the country code. */
const PHONE_DIGITS = 10;

type CellError = { column: string; message: string };

/**
 * The rows with errors as a CSV sheet: the file's own header and cells (formula-safe, as the
 * export writes them, which the import reads back) and a last column with each row's errors.
 */
function rejectedSheet(
  header: readonly string[],
  rows: readonly { cells: readonly string[]; errors: readonly CellError[] }[],
): string {
  const width = header.length;
  const padded = (cells: readonly string[]) =>
    Array.from({ length: width }, (_, index) => neutraliseFormula(cells[index] ?? ''));
  return stringify(
    [
      [...padded(header), REJECTED_ERRORS_COLUMN],
      ...rows.map(({ cells, errors }) => [
        ...padded(cells),
        neutraliseFormula(errors.map((error) => `${error.column}: ${error.message}`).join('; ')),
      ]),
    ],
    CSV_OPTIONS,
  );
}

/** The rejected sheet's last column; the import ignores it (no healer column has that name). */
export const REJECTED_ERRORS_COLUMN = 'Errors';

const INSERT_CHUNK = 500;

/** The phone a unique violation names in its detail ('Key (phone)=(…) already exists.'). */
function takenPhone(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const detail = (current as { detail?: unknown }).detail;
    const phone = typeof detail === 'string' ? /\(phone\)=\((.*)\)/.exec(detail)?.[1] : undefined;
    if (phone !== undefined) return phone;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The refusal of a write that met a taken phone, naming the file's row where it can. */
function takenMessage(plan: ImportPlan, error: unknown): string {
  const phone = takenPhone(error);
  const row = plan.creates.find(({ columns }) => columns.phone === phone)?.row;
  return `${row === undefined ? '' : `Row ${row}: `}${HEALER_PHONE_TAKEN}; nothing was imported`;
}

/**
 * Writes a plan without errors, all of it or nothing, in one transaction. Each new healer gets a
 * one-time sign-in code (DESIGN §5); the codes are hashed before the transaction opens, so the
 * database is held only for the writes.
 */
export async function applyImport(
  db: Db,
  plan: ImportPlan,
  options: {
    mode: FirstPasswordMode;
    key: SignInCodeKey;
    countryCode: string;
    publicUrl: string;
    timeZone: string;
    /** Called inside the import's transaction with what it wrote (the audit entries). */
    onWritten?: (tx: Db, written: ImportWritten) => Promise<void>;
  },
): Promise<IssuedInvitation[]> {
  // One unusable password for every new account: a hash of random bytes nobody knows.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const firsts = await Promise.all(
    plan.creates.map(async ({ columns }) => {
      if (options.mode === 'phone') {
        return { issued: undefined, columns: { passwordHash: await hashPassword(columns.phone) } };
      }
      const code = await newSignInCode(options.key, new Date(), { passwordHash: unusable });
      return { issued: code.issued, columns: code.columns };
    }),
  );
  const created: { id: string; name: string; phone: string }[] = [];
  try {
    await db.transaction(async (tx) => {
      const rows = plan.creates.map(({ columns }, index) => ({
        ...columns,
        mustChangePassword: true,
        ...firsts[index]!.columns,
      }));
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        const chunk = rows.slice(start, start + INSERT_CHUNK);
        created.push(
          ...(await tx
            .insert(healers)
            .values(chunk)
            .returning({ id: healers.id, name: healers.name, phone: healers.phone })),
        );
      }
      const before = new Map<string, Record<string, unknown>>();
      for (let start = 0; options.onWritten && start < plan.updates.length; start += INSERT_CHUNK) {
        const ids = plan.updates.slice(start, start + INSERT_CHUNK).map((update) => update.id);
        const read = await tx.select().from(healers).where(inArray(healers.id, ids));
        for (const row of read) before.set(row.id, row);
      }
      for (const update of plan.updates) {
        await tx
          .update(healers)
          .set({ ...update.columns, updatedAt: new Date() })
          .where(eq(healers.id, update.id));
      }
      await options.onWritten?.(tx as unknown as Db, {
        created: created.map((healer) => ({
          ...healer,
          columns: rows.find((row) => row.phone === healer.phone) ?? healer,
        })),
        updated: plan.updates.map(({ id, columns }) => ({
          id,
          before: before.get(id) ?? {},
          columns,
        })),
      });
    });
  } catch (error) {
    // Another admin added one of these phones between the preview and this write.
    if (isUniqueViolation(error)) throw new HttpError(409, takenMessage(plan, error));
    throw error;
  }
  // By phone, not position: the phones of new healers are unique within the plan.
  const issuedByPhone = new Map(plan.creates.map(({ columns }, i) => [columns.phone, firsts[i]!]));
  return created.map((healer) =>
    invitationOf(healer, issuedByPhone.get(healer.phone)?.issued, options),
  );
}
