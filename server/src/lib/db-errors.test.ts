import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './db-errors';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert into …'), { cause });

describe('a database that is gone, told from a statement that is wrong', () => {
  it('knows a refused or cut connection, however the query builder wrapped it', () => {
    expect(
      isDatabaseUnreachable(wrapped(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))),
    ).toBe(true);
    expect(isDatabaseUnreachable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('knows PostgreSQL shutting down, crashing and starting up, and its connection exceptions', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001'])
      expect(isDatabaseUnreachable(wrapped(Object.assign(new Error('server'), { code })))).toBe(true);
  });

  it('leaves every other failure to be a 500', () => {
    for (const code of ['23505', '22003', '42P01', '57014', 'P0001'])
      expect(isDatabaseUnreachable(wrapped(Object.assign(new Error('statement'), { code })))).toBe(false);
    expect(isDatabaseUnreachable(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
  });
});
