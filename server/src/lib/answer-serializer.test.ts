import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializer, compile } from './answer-serializer';

const item = z.object({
  uuid: z.string(),
  number: z.number().int(),
  status: z.enum(['pending', 'done']),
  city: z.string().nullable(),
  kind: z.enum(['a', 'b']).nullable(),
  tags: z.array(z.string()),
  note: z.string().optional(),
});
const page = z.object({ items: z.array(item), count: z.number().int(), more: z.literal(true) });
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as never;

describe('answer serializer', () => {
  it('writes what the contract says, field by field, and drops what it does not declare', () => {
    const write = compile(page);
    expect(write).not.toBeNull();
    const data = {
      items: [
        { uuid: 'u1', number: 7, status: 'done', city: null, kind: 'a', tags: ['x'], secret: 'no' },
        { uuid: 'u2', number: 8, status: 'pending', city: 'Berlin', kind: null, tags: [], note: 'hi' },
      ],
      count: 2,
      more: true,
      internal: 'dropped',
    };
    expect(JSON.parse(write?.(data) ?? '')).toEqual(page.parse(data));
  });

  it('keeps the contract serializer for what it cannot express exactly', () => {
    expect(compile(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]))).toBeNull();
    expect(compile(z.object({ at: z.date() }))).toBeNull();
    expect(compile(z.object({ n: z.string().transform((s) => s.length) }))).toBeNull();
  });

  it('coerces in production, and refuses in tests what the contract refuses', () => {
    const schema = z.object({ count: z.number() });
    expect(answerSerializer({ check: false })(route(schema))({ count: '3' })).toBe('{"count":3}');
    expect(() => answerSerializer({ check: true })(route(schema))({ count: '3' })).toThrow();
    expect(answerSerializer({ check: true })(route(schema))({ count: 3 })).toBe('{"count":3}');
  });
});
