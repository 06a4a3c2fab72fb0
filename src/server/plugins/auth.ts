import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionKind } from '../../db/schema.js';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { HttpError } from '../errors.js';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  SECURE_DEVICE_COOKIE,
} from '../services/device-cookie.js';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  findSession,
  SESSION_LIFETIMES,
  type Session,
} from '../services/session.js';
import { logDatabaseError } from './database-outage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Route guard, as the route's `onRequest` (the only place it may be: the plugin refuses a
     * route that runs it later): 401 without an admin session, 403 for a healer's session,
     * before the body is read or validated, so a signed-out caller always gets 401 first. The
     * session itself is loaded by this plugin's onRequest hook.
     */
    requireAdmin: preHandlerHookHandler;
    /**
     * Route guard (onRequest, as above): 401 without a healer session, 403 for an admin's
     * session, and 403 'Password change required' while the healer still has the first-sign-in
     * password.
     */
    requireHealer: preHandlerHookHandler;
    /** Like requireHealer but lets a first-sign-in session through (change-password, status, logout). */
    requireHealerSession: preHandlerHookHandler;
    /** Starts a new session (new id on every sign-in) and sets its cookie on the reply. */
    signIn(
      request: FastifyRequest,
      reply: FastifyReply,
      kind: SessionKind,
      subjectId: string,
    ): Promise<Session>;
    /** The request's device cookie (decision 055), by the same HTTPS rule as the session's. */
    deviceCookieOf(request: FastifyRequest): string | undefined;
    /** Sets (or renews) the device cookie on the reply. */
    setDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string): void;
    /** Ends the request's session server-side (if any) and clears the cookie. */
    signOut(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * The live session behind a raw Cookie header (the socket uses it). `touch: false` reads it
     * without counting as use, so that a periodic check does not keep an idle session alive.
     */
    sessionFromCookieHeader(
      header: string | undefined,
      options?: { touch?: boolean },
    ): Promise<Session | null>;
  }
  interface FastifyRequest {
    /**
     * The caller's session on /api/admin/* and /api/healer/* routes (null when signed out);
     * always null on other routes, which never need it.
     */
    session: Session | null;
  }
}

export interface AuthPluginOptions {
  /** PUBLIC_URL; an https origin makes every cookie Secure with the `__Host-` prefix. */
  publicUrl?: string | undefined;
}

/** Name of the session cookie over plain HTTP (local use) and over HTTPS. */
export const SESSION_COOKIE = 'sid';
export const SECURE_SESSION_COOKIE = '__Host-sid';

const HOUSEKEEPING_MS = 60 * 60 * 1000;

/** The private API: sessions are read here, and every reply says `Cache-Control: no-store`. */
export const PRIVATE_API_PATH = /^\/api\/(admin|healer)(\/|$|\?)/;

/** Whether this request reached us over HTTPS (directly or, with trustProxy, via a proxy). */
function isHttps(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith('https:') === true || request.protocol === 'https';
}

/**
 * The token of the request's cookie. Under an https PUBLIC_URL only `__Host-sid` counts: a
 * browser accepts it only from HTTPS with Path=/ and no Domain, so it cannot have been planted by
 * a sibling subdomain or a plain-HTTP page, which a plain `sid` could. Otherwise `__Host-sid` is
 * read first, then `sid`.
 */
function tokenFromCookies(
  cookies: Record<string, string | undefined>,
  httpsOnly: boolean,
): string | undefined {
  if (httpsOnly) return cookies[SECURE_SESSION_COOKIE];
  return cookies[SECURE_SESSION_COOKIE] ?? cookies[SESSION_COOKIE];
}

async function authPlugin(app: FastifyInstance, options: AuthPluginOptions): Promise<void> {
  if (!app.hasReplyDecorator('setCookie')) await app.register(cookie);
  const db = () => app.db;

  app.decorateRequest('session', null);
  const httpsOnly = options.publicUrl?.startsWith('https:') === true;

  // Expired rows are also deleted when their cookie comes back; this clears the ones that never do.
  let housekeeping: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> = Promise.resolve();
  const sweep = () => {
    sweeping = deleteExpiredSessions(db()).catch((err) =>
      logDatabaseError(app, err, 'session cleanup failed'),
    );
  };
  app.addHook('onReady', async () => {
    sweep();
    housekeeping = setInterval(sweep, HOUSEKEEPING_MS);
    housekeeping.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(housekeeping);
    await sweeping;
  });

  app.addHook('onRequest', async (request) => {
    if (!PRIVATE_API_PATH.test(request.url)) return;
    const token = tokenFromCookies(request.cookies, httpsOnly);
    if (token) request.session = await findSession(db(), token);
  });

  const cookieOptions = (request: FastifyRequest) => {
    const secure = isHttps(request, options.publicUrl);
    return {
      name: secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
      options: { httpOnly: true, sameSite: 'lax', path: '/', secure } as const,
    };
  };

  const deny = (status: 401 | 403, message: string) => {
    throw new HttpError(status, message);
  };

  app.decorate('requireAdmin', async function requireAdmin(request) {
    const session = request.session;
    if (!session) return deny(401, VALIDATION_MESSAGES.adminAuthRequired);
    if (session.kind !== 'admin') return deny(403, VALIDATION_MESSAGES.adminAccessRequired);
  } as preHandlerHookHandler);

  app.decorate('requireHealerSession', async function requireHealerSession(request) {
    const session = request.session;
    if (!session) return deny(401, VALIDATION_MESSAGES.notAuthenticated);
    if (session.kind !== 'healer') return deny(403, VALIDATION_MESSAGES.healerAccessRequired);
  } as preHandlerHookHandler);

  app.decorate('requireHealer', async function requireHealer(request) {
    const session = request.session;
    if (!session) return deny(401, VALIDATION_MESSAGES.notAuthenticated);
    if (session.kind !== 'healer') return deny(403, VALIDATION_MESSAGES.healerAccessRequired);
    if (session.mustChangePassword) return deny(403, VALIDATION_MESSAGES.passwordChangeRequired);
  } as preHandlerHookHandler);

  // One point where a session is checked (decision 059): before the body is parsed and validated,
  // so every guarded route answers a signed-out caller 401, whatever the body, content type or id.
  const guards = new Set<unknown>([app.requireAdmin, app.requireHealer, app.requireHealerSession]);
  app.addHook('onRoute', (route) => {
    const later = [route.preParsing, route.preValidation, route.preHandler].flat();
    if (later.some((hook) => guards.has(hook))) {
      throw new Error(`${route.method} ${route.url}: run the sign-in guard as onRequest`);
    }
  });

  app.decorate(
    'signIn',
    async (request: FastifyRequest, reply: FastifyReply, kind: SessionKind, subjectId: string) => {
      // A fresh id on every sign-in: a token planted before sign-in never becomes a session.
      if (request.session) await deleteSession(db(), request.session.id);
      const created = await createSession(db(), {
        kind,
        subjectId,
        userAgent: request.headers['user-agent'],
        // Kept for the admin's device list only; healers' addresses are not kept (DESIGN §10.3).
        ip: kind === 'admin' ? request.ip : undefined,
      });
      const { name, options: base } = cookieOptions(request);
      reply.setCookie(name, created.token, {
        ...base,
        maxAge: Math.floor(SESSION_LIFETIMES[kind].absoluteMs / 1000),
      });
      const session = await findSession(db(), created.token);
      if (!session) throw new Error('A new session could not be read back');
      request.session = session;
      return session;
    },
  );

  app.decorate('deviceCookieOf', (request: FastifyRequest) =>
    httpsOnly
      ? request.cookies[SECURE_DEVICE_COOKIE]
      : (request.cookies[SECURE_DEVICE_COOKIE] ?? request.cookies[DEVICE_COOKIE]),
  );

  app.decorate('setDeviceCookie', (request: FastifyRequest, reply: FastifyReply, value: string) => {
    const secure = isHttps(request, options.publicUrl);
    // Strict: only the sign-in page (same site) ever needs it sent.
    reply.setCookie(secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
  });

  app.decorate('signOut', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.session) await deleteSession(db(), request.session.id);
    request.session = null;
    const { name, options: base } = cookieOptions(request);
    reply.clearCookie(name, base);
  });

  app.decorate(
    'sessionFromCookieHeader',
    async (header: string | undefined, { touch = true }: { touch?: boolean } = {}) => {
      if (!header) return null;
      const token = tokenFromCookies(app.parseCookie(header), httpsOnly);
      return token ? findSession(db(), token, new Date(), { touch }) : null;
    },
  );
}

/** Database sessions behind an HttpOnly cookie, and the guards routes use. */
export default fp(authPlugin, { name: 'auth' });
