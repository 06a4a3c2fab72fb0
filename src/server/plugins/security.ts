import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { VALIDATION_MESSAGES } from '../../shared/constants/validation-messages.js';
import { HttpError } from '../errors.js';
import { PRIVATE_API_PATH } from './auth.js';

export interface SecurityOptions {
  /** The public origin (PUBLIC_URL), accepted as a same-site Origin even behind a proxy. */
  publicUrl?: string | undefined;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameHost(originHost: string, protocol: string, hostHeader: string): boolean {
  const host = hostHeader.toLowerCase();
  const defaultPort = protocol === 'https:' ? 443 : 80;
  return host === originHost || host === `${originHost}:${defaultPort}`;
}

/**
 * True when a browser says the request comes from another site: `Sec-Fetch-Site: cross-site`,
 * an opaque `Origin: null`, or an Origin whose host is neither the Host header nor PUBLIC_URL's.
 * Requests without either header (curl, server-to-server) are not browser CSRF and pass.
 * Used by the HTTP hook below and by the socket's handshake check.
 */
export function isCrossSiteRequest(headers: IncomingHttpHeaders, publicUrl?: string): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  if (publicUrl && origin === publicUrl) return false;
  if (!URL.canParse(origin)) return true;
  const url = new URL(origin);
  const host = headers.host;
  return !host || !sameHost(url.host.toLowerCase(), url.protocol, host);
}

function contentSecurityPolicy(
  publicUrl: string | undefined,
): HelmetOptions['contentSecurityPolicy'] {
  const https = publicUrl?.startsWith('https:') ?? false;
  // 'self' matches same-origin ws:/wss: in current browsers; the explicit origin helps older ones.
  const socketOrigin = publicUrl ? [publicUrl.replace(/^http/, 'ws')] : [];
  return {
    useDefaults: true,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'none'"],
      connectSrc: ["'self'", ...socketOrigin],
      fontSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      // Radix primitives (react-remove-scroll) inject <style> elements at run time and Vite's
      // CSS can arrive as inline <style>; style injection cannot run script, so this keeps the
      // script policy strict while letting the UI library work.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // On plain HTTP (a LAN address, localhost) upgrading would break every asset.
      upgradeInsecureRequests: https ? [] : null,
    },
  };
}

/**
 * The headers helmet sets, computed once. @fastify/helmet would rebuild helmet (and re-parse the
 * CSP) on every request, which cost about a tenth of a public read; nothing here depends on the
 * request, so the same headers are simply copied onto every reply.
 */
export function securityHeaders(publicUrl: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet({
    contentSecurityPolicy: contentSecurityPolicy(publicUrl),
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Security headers (helmet, with a CSP allowing only the app's own scripts) and the refusal of
 * cross-site unsafe requests (ASVS 3.5): a browser on another site cannot post to our forms or
 * uploads with the visitor's cookies, preflight or not. Private reads (/api/admin, /api/healer)
 * that a browser says another site started are refused too (decision 054).
 */
export const securityPlugin = fp(
  async (app, options: SecurityOptions) => {
    const headers = securityHeaders(options.publicUrl);

    app.addHook('onRequest', async (request, reply) => {
      reply.headers(headers);
      // Private replies (some carry sign-in codes), errors included, are kept by no cache.
      const isPrivate = PRIVATE_API_PATH.test(request.url);
      if (isPrivate) reply.header('cache-control', 'no-store');
      if (!UNSAFE_METHODS.has(request.method)) {
        // A private read started by another site (a link, a form, a script's navigation) is
        // refused before it costs anything; the panel's own pages and fetches are same-origin,
        // and a typed or bookmarked address says 'none' (decision 054).
        if (isPrivate && request.headers['sec-fetch-site'] === 'cross-site') {
          request.log.warn({ url: request.url }, 'cross-site private read refused');
          throw new HttpError(403, VALIDATION_MESSAGES.crossSiteRefused);
        }
        return;
      }
      if (isCrossSiteRequest(request.headers, options.publicUrl)) {
        request.log.warn({ origin: request.headers.origin }, 'cross-site request refused');
        throw new HttpError(403, VALIDATION_MESSAGES.crossSiteRefused);
      }
    });
  },
  { name: 'security' },
);
