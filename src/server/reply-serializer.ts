import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * How every reply body is written (decision 027). Each route's reply schema is zod; its JSON
 * Schema (the one the OpenAPI document shows) is compiled once by fast-json-stringify, Fastify's
 * own serializer, which writes exactly the schema's fields in the schema's order: a field the
 * schema does not name never leaves the server, as with zod's encode. It does not re-check each
 * value the way zod's encode does, and is four times faster for it (a search page of 24 healers:
 * 0.55 → 0.13 ms, the largest part of a search the public cache has not seen). Replies are
 * built from the database's typed rows, and the API tests check them against the schemas.
 * A schema JSON Schema cannot state (a transform, a custom type) keeps zod's serializer.
 */
export const replySerializerCompiler: FastifySerializerCompiler<ZodType> = (routeSchema) => {
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(routeSchema.schema as ZodType, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
  } catch {
    return zodSerializerCompiler(routeSchema);
  }
  return fastJson(jsonSchema as fastJson.AnySchema) as (data: unknown) => string;
};
