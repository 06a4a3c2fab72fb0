import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { admins, healers } from '../../db/schema.js';
import {
  type AuditActor,
  type AuditRecord,
  type AuditWriter,
  appendAudit,
  prepareAuditChain,
} from '../audit/audit-chain.js';

/** Collects the entries of one write; `app.audited` appends them before its commit. */
export interface AuditRecorder {
  record(entry: AuditRecord): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs `work` in one transaction and appends the entries it records, as the request's actor,
     * in the same transaction (decision 050): a write that fails leaves no entry, and a write
     * that commits has its entry. `work` must use `tx` for every query (PGlite has one
     * connection, which the transaction holds). Wiring a route is wrapping its service call:
     * `app.audited(request, async (tx, audit) => { ...; audit.record({ action, target, changes }) })`.
     */
    audited<T>(
      request: FastifyRequest,
      work: (tx: Db, audit: AuditRecorder) => Promise<T>,
    ): Promise<T>;
    /**
     * For a service that opens its own transaction (the import, the demo removal): the function
     * it calls inside that transaction with its entries.
     */
    auditAppender(request: FastifyRequest): (tx: Db, records: AuditRecord[]) => Promise<void>;
    /**
     * Appends one entry in a transaction of its own, after a write that cannot be held inside
     * one (a photo upload re-encodes the image first; PGlite would wait meanwhile).
     */
    auditAfter(request: FastifyRequest, record: AuditRecord): Promise<void>;
  }
}

/** The server itself (start-up, background jobs) and anonymous callers: no address is kept. */
export const SYSTEM_ACTOR: AuditActor = { kind: 'system', id: null, label: 'system' };

/**
 * Who the request writes as: the signed-in admin (labelled by e-mail, else phone, else 'admin')
 * or healer (by name), with the client's address; anyone else is the system, without one.
 */
export async function writerOf(tx: Db, request: FastifyRequest): Promise<AuditWriter> {
  const session = request.session;
  if (session?.kind === 'admin') {
    const [admin] = await tx
      .select({ email: admins.email, phone: admins.phone })
      .from(admins)
      .where(eq(admins.id, session.subjectId));
    const label = admin?.email || admin?.phone || 'admin';
    return { actor: { kind: 'admin', id: session.subjectId, label }, ip: request.ip };
  }
  if (session?.kind === 'healer') {
    const [healer] = await tx
      .select({ name: healers.name })
      .from(healers)
      .where(eq(healers.id, session.subjectId));
    const actor: AuditActor = {
      kind: 'healer',
      id: session.subjectId,
      label: healer?.name ?? session.subjectId,
    };
    return { actor, ip: request.ip };
  }
  return { actor: SYSTEM_ACTOR, ip: null };
}

/** A Drizzle transaction is used as the database it belongs to (the services take `Db`). */
const asDb = (tx: unknown) => tx as Db;

async function auditPlugin(app: FastifyInstance): Promise<void> {
  const appender = (request: FastifyRequest) => async (tx: Db, records: AuditRecord[]) => {
    if (records.length === 0) return;
    await appendAudit(tx, app.auditKeys, await writerOf(tx, request), records);
  };

  // A chain from before keyed hashes gets its keyed head; a server that cannot key refuses a
  // keyed chain (decision 056).
  app.addHook('onReady', async () => {
    await prepareAuditChain(app.db, app.auditKeys, {
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
    });
  });

  app.decorate('auditAppender', appender);

  app.decorate(
    'audited',
    async <T>(request: FastifyRequest, work: (tx: Db, audit: AuditRecorder) => Promise<T>) =>
      app.db.transaction(async (transaction) => {
        const tx = asDb(transaction);
        const records: AuditRecord[] = [];
        const result = await work(tx, { record: (entry) => records.push(entry) });
        await appender(request)(tx, records);
        return result;
      }),
  );

  app.decorate('auditAfter', async (request: FastifyRequest, record: AuditRecord) => {
    await app.db.transaction(async (transaction) => appender(request)(asDb(transaction), [record]));
  });
}

/** The audit trail's entry points for routes (decision 050). */
export default fp(auditPlugin, { name: 'audit', dependencies: ['auth'] });
