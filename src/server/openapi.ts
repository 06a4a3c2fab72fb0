import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ORGANIZATION_NAME } from '../shared/constants/limits.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './plugins/auth.js';

/** The security scheme's name in the document: the session cookie sign-in sets. */
const SESSION_SCHEME = 'sessionCookie';

function hooksOf(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);
}

/**
 * The options of @fastify/swagger for /api/openapi.json: route schemas through the zod transform,
 * then each operation's security read from the guard the route really runs (requireAdmin,
 * requireHealer, requireHealerSession), so the document cannot claim a public route needs a
 * session or the reverse. Each route names its own `operationId` beside its summary; an API test
 * checks that every operation has one and that none repeats (client generators name their
 * functions from it). Register after the auth plugin, which declares the guards.
 */
export function openApiOptions(app: FastifyInstance): SwaggerOptions {
  const guards = new Set<unknown>([app.requireAdmin, app.requireHealer, app.requireHealerSession]);
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${ORGANIZATION_NAME}: directory API`,
        description:
          'The public directory, healer self-service and admin API. Errors are JSON `{ message, key }` (plus `errors: [{ path, message, key }]` for invalid input): `message` is the English text, `key` its stable name (absent for messages meant for developers), by which clients translate it.',
        version: '1.0.0',
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: `The session cookie set by the admin or healer sign-in (HttpOnly). Named \`${SECURE_SESSION_COOKIE}\` when the server's PUBLIC_URL is https.`,
          },
        },
      },
    },
    transform: (input) => {
      const result = jsonSchemaTransform(input);
      const guarded = hooksOf(input.route).some((hook) => guards.has(hook));
      return {
        ...result,
        schema: {
          ...htmlContent(result.schema),
          security: guarded ? [{ [SESSION_SCHEME]: [] }] : [],
        },
      };
    },
  };
}

type RouteDocument = ReturnType<typeof jsonSchemaTransform>['schema'];

/**
 * A page route (`produces: ['text/html']`, the posters of decision 060) answers its pages as
 * HTML and its guard's and validation's errors as the usual JSON: each status is declared with
 * its own content type, the HTML ones being those whose schema is a string.
 */
function htmlContent(schema: RouteDocument): RouteDocument {
  const { produces, response, ...rest } = schema as RouteDocument & {
    produces?: string[];
    response?: Record<string, { type?: string; description?: string }>;
  };
  if (!produces?.includes('text/html') || !response) return schema;
  const statuses = Object.entries(response).map(([status, reply]) => {
    const { description, ...body } = reply;
    const type = body.type === 'string' ? 'text/html' : 'application/json';
    return [
      status,
      { description: description ?? 'Reply', content: { [type]: { schema: body } } },
    ] as const;
  });
  return { ...rest, response: Object.fromEntries(statuses) } as RouteDocument;
}
