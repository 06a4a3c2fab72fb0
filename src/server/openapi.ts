import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORGANIZATION_NAME } from '../shared/constants/limits.js';
import {
  errorReplySchema,
  fieldErrorSchema,
  messageKeyEnumSchema,
} from '../shared/schemas/error.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './plugins/auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * For the document only: the multipart/form-data file a route reads itself (request.file()),
     * which no body schema can validate (decision 059).
     */
    upload?: { field: string; description: string };
  }
}

/** The security scheme's name in the document: the session cookie sign-in sets. */
const SESSION_SCHEME = 'sessionCookie';

const ERROR_REF = { $ref: '#/components/schemas/ErrorReply' };

/**
 * The schemas written once in `components.schemas` and referred to everywhere else: the error
 * reply with its ~120 message keys was written out in every response (decision 059).
 */
const COMPONENTS = [
  [messageKeyEnumSchema, 'MessageKey'],
  [fieldErrorSchema, 'FieldError'],
  [errorReplySchema, 'ErrorReply'],
] as const;
// zod's global registry, where `.meta()` and `.describe()` keep what the schemas say of themselves.
for (const [schema, id] of COMPONENTS) {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}

/**
 * Replies any operation can get from the server's own checks before its route runs (Fastify's
 * body parser, Node's HTTP parser, the cross-site check), each in the app's error shape with a
 * message key. Declared once here and referred to from each operation that can meet them.
 */
const SHARED_RESPONSES: Record<string, { status: string; description: string }> = {
  BadRequest: {
    status: '400',
    description:
      'The request cannot be read: a bad percent-encoding in the address (`badUrl`), a body sent as JSON that is empty (`bodyEmpty`) or not JSON (`bodyNotJson`), a wrong Content-Length (`invalidContentLength`).',
  },
  CrossSiteRefused: {
    status: '403',
    description:
      'A browser said the request comes from another site (`crossSiteRefused`): writes are taken from the site’s own pages only.',
  },
  BodyTooLarge: {
    status: '413',
    description: 'The body is over 256 KB (`bodyTooLarge`); uploads have their own limits.',
  },
  UnsupportedMediaType: {
    status: '415',
    description:
      'The body’s Content-Type is not one the operation reads (`unsupportedMediaType`): JSON bodies are `application/json`.',
  },
  HeadersTooLarge: {
    status: '431',
    description:
      'The address or headers are over 16 KB (`headersTooLarge`), refused before any route runs.',
  },
};

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

const zodTransform = createJsonSchemaTransform({});

function hooksOf(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);
}

interface ResponseObject {
  description?: string;
  content?: Record<string, unknown>;
  $ref?: string;
}

interface OperationObject {
  responses?: Record<string, ResponseObject>;
}

/**
 * Every operation's replies as the server really sends them: each 4xx is the JSON error reply
 * (the CSV exports' and photos' errors were declared as CSV and images), and the statuses of the
 * server's own checks are added where the operation does not declare them itself.
 */
function completeResponses(method: string, operation: OperationObject): void {
  const responses = operation.responses ?? {};
  for (const [status, response] of Object.entries(responses)) {
    if (!/^4\d\d$/.test(status) || !response.content) continue;
    const json = response.content['application/json'];
    response.content = { 'application/json': json ?? { schema: ERROR_REF } };
  }
  for (const [name, { status }] of Object.entries(SHARED_RESPONSES)) {
    const bodyOnly = status === '403' || status === '413' || status === '415';
    if (bodyOnly && !UNSAFE_METHODS.has(method)) continue;
    responses[status] ??= { $ref: `#/components/responses/${name}` };
  }
  operation.responses = Object.fromEntries(
    Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * The zod transform writes each registered schema twice (as read and as written); only the ones
 * some operation refers to, directly or through another, stay.
 */
function dropUnusedSchemas(document: { components?: Record<string, unknown> }): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const { schemas: _all, ...rest } = document.components ?? {};
  const outside = JSON.stringify({ ...document, components: rest });
  let used = new Set<string>();
  for (;;) {
    const text = outside + JSON.stringify([...used].map((name) => schemas[name]));
    const found = new Set(
      [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!),
    );
    if (found.size === used.size) break;
    used = found;
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
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
  const zodComponents = createJsonSchemaTransformObject({});
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${ORGANIZATION_NAME}: directory API`,
        description:
          'The public directory, healer self-service and admin API. Errors are JSON `{ message, key }` (plus `errors: [{ path, message, key }]` for invalid input): `message` is the English text, `key` its stable name, by which clients translate it.',
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
      const result = zodTransform(input);
      const guarded = hooksOf(input.route).some((hook) => guards.has(hook));
      const upload = input.route.config?.upload;
      return {
        ...result,
        schema: {
          ...htmlContent(result.schema),
          ...(upload
            ? {
                body: {
                  type: 'object',
                  required: [upload.field],
                  properties: {
                    [upload.field]: {
                      type: 'string',
                      format: 'binary',
                      description: upload.description,
                    },
                  },
                },
              }
            : {}),
          security: guarded ? [{ [SESSION_SCHEME]: [] }] : [],
        },
      };
    },
    transformObject: (input) => {
      // The document as written here: operations' responses are all this step touches.
      const document = zodComponents(input) as {
        components?: Record<string, unknown>;
        paths?: Record<string, Record<string, OperationObject>>;
      };
      const responses = Object.fromEntries(
        Object.entries(SHARED_RESPONSES).map(([name, { description }]) => [
          name,
          { description, content: { 'application/json': { schema: ERROR_REF } } },
        ]),
      );
      document.components = { ...document.components, responses };
      for (const methods of Object.values(document.paths ?? {})) {
        for (const [method, operation] of Object.entries(methods)) {
          completeResponses(method, operation);
        }
      }
      dropUnusedSchemas(document);
      return document as ReturnType<typeof zodComponents>;
    },
  };
}

type RouteDocument = ReturnType<typeof zodTransform>['schema'];

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
