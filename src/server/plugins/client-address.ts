import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * With TRUST_PROXY set, `request.ip` is what X-Forwarded-For says (decision 007), and proxy-addr
 * passes on any text there: a formula, a NUL, ten kilobytes. Before anything reads it (the limits,
 * the logs, the audit trail's `ip`), a header whose address is not an IP address is dropped, so
 * the address is the socket's: the proxy's own (decision 056).
 */
export function installClientAddressCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const headers = request.raw.headers;
    if (headers['x-forwarded-for'] === undefined) return;
    if (isIP(request.ip) === 0) delete headers['x-forwarded-for'];
  });
}
