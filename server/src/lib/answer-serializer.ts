import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { isErrorAnswer } from './error-answers';

type JsonSchema = { [key: string]: unknown };
type Serialize = (data: unknown) => string;

/**
 * Writes each route's answers with a serializer compiled from its response schema
 * (docs/decisions/033): the lists' items are written field by field by generated code instead of
 * being validated by Zod and then stringified. The compiled writer drops undeclared fields as Zod
 * does, but it coerces where Zod would refuse, so with `check` (the tests) every answer is
 * written both ways and must come out the same: a drift between a route's data and its contract
 * still fails the tests. Schemas the compiled writer cannot express exactly (unions, transforms,
 * references) keep Zod's serializer.
 */
export function answerSerializer({ check }: { check: boolean }): FastifySerializerCompiler<ZodType> {
  return (route) => {
    if (isErrorAnswer(route.schema)) return (data) => JSON.stringify(data);
    const viaZod = zodSerializerCompiler(route) as Serialize;
    const compiled = compile(route.schema);
    if (!compiled) return viaZod;
    if (!check) return compiled;
    return (data) => {
      const expected = viaZod(data);
      const written = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`The compiled answer of ${route.method} ${route.url} differs from its contract's`);
      }
      return written;
    };
  };
}

/** The compiled writer of a Zod schema, or null when it could not match Zod's output exactly. */
export function compile(schema: unknown): Serialize | null {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema as ZodType, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    }) as JsonSchema;
  } catch {
    return null;
  }
  const plain = simplify(json);
  if (plain === NO) return null;
  return fastJson(plain as Parameters<typeof fastJson>[0]) as Serialize;
}

/** Keywords whose meaning the compiled writer would not honour the way Zod does. */
const UNSUPPORTED = ['anyOf', 'oneOf', 'allOf', 'not', '$ref', 'if', 'patternProperties'];

/** Marks a schema the compiled writer cannot express. */
const NO = Symbol('unsupported');

/**
 * The schema with `x | null` unions folded into `type: [x, 'null']`, which the compiled writer
 * handles without validating at run time; NO when anything else it cannot express remains.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) {
    const items = node.map(simplify);
    return items.includes(NO) ? NO : items;
  }
  if (typeof node !== 'object' || node === null) return node;
  const { $schema: _schema, ...schema } = node as JsonSchema;
  const nullable = foldNullable(schema);
  if (nullable) return simplify(nullable);
  if (UNSUPPORTED.some((key) => key in schema)) return NO;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    const simple = key === 'properties' || key === 'definitions' ? simplifyEach(value) : simplify(value);
    if (simple === NO) return NO;
    out[key] = simple;
  }
  return out;
}

function simplifyEach(schemas: unknown): unknown {
  const out: JsonSchema = {};
  for (const [name, child] of Object.entries(schemas as JsonSchema)) {
    const simple = simplify(child);
    if (simple === NO) return NO;
    out[name] = simple;
  }
  return out;
}

/** `anyOf: [{ type: t, … }, { type: 'null' }]` as `{ type: [t, 'null'], … }`; null otherwise. */
function foldNullable(schema: JsonSchema): JsonSchema | null {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length !== 2 || Object.keys(schema).length !== 1) return null;
  const other = options.find((o) => (o as JsonSchema).type !== 'null') as JsonSchema | undefined;
  const isNull = options.some((o) => (o as JsonSchema).type === 'null' && Object.keys(o).length === 1);
  if (!other || !isNull || typeof other.type !== 'string' || 'const' in other) return null;
  // An enum only narrows what Zod accepts; the writer writes the string either way.
  const { enum: _values, ...rest } = other;
  return { ...rest, type: [other.type, 'null'] };
}
