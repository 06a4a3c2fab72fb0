import type { FastifyInstance } from 'fastify';

/**
 * What a write changed, and so who must hear of it:
 * - `public`: what the public pages show (settings, services, team): the public cache is
 *   dropped, on every instance (public-cache/sync.ts).
 * - `healers`: a healer or their sign-in; also the admins' live list (realtime.ts), which shows
 *   them.
 */
export type DataKind = 'public' | 'healers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for a write in a declaring group that changes nothing anyone else sees. */
    changesData?: boolean;
  }
}

/** Tells everyone who shows data of `kind` that it changed. Never throws for the realtime part. */
export async function dataChanged(app: FastifyInstance, kind: DataKind): Promise<void> {
  app.publicCache.invalidate();
  if (kind === 'healers' && app.hasDecorator('realtime')) await app.realtime.healersUpdated();
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Declares, once for a route group (call it inside the group's plugin), that each of its writes
 * changes data of `kind`: after every successful write, and before its reply leaves, the group
 * runs `dataChanged`, so the writer's next read (and everyone else's) is fresh. A route opts out
 * with `config: { changesData: false }`. Failed writes (4xx, 5xx) change nothing and run nothing.
 */
export function writesChange(app: FastifyInstance, kind: DataKind): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!WRITES.has(request.method) || reply.statusCode >= 300) return payload;
    if (request.routeOptions.config.changesData === false) return payload;
    await dataChanged(app, kind);
    return payload;
  });
}
