import type { Env } from './env.js';

/**
 * Paths pino removes before a line is written: credentials in headers and any password field,
 * wherever a log call puts it. Fastify's own request serializer logs no headers; this is the net
 * under anything a route or plugin logs later.
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'request.headers.authorization',
  'request.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'reply.headers["set-cookie"]',
  'headers["set-cookie"]',
  'password',
  '*.password',
  '*.*.password',
  'currentPassword',
  'newPassword',
  '*.currentPassword',
  '*.newPassword',
  'passwordHash',
  '*.passwordHash',
  'sessionSecret',
  '*.sessionSecret',
];

/** Fastify's logger (pino) options for the server and its tests. */
export function loggerOptions(level: Env['LOG_LEVEL']): {
  level: Env['LOG_LEVEL'];
  redact: { paths: string[]; censor: string };
} {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
}
