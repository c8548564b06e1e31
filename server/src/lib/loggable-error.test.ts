import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';

describe('the log of an unexpected error', () => {
  it('keeps the failed statement and the database’s words, not the values it was sent', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream } });
    registerErrorHandler(app);
    app.get('/fails', async () => {
      const cause = Object.assign(new Error('invalid input syntax for type uuid: "ada@example.com"'), {
        code: '22P02',
      });
      throw new DrizzleQueryError(
        'select id from users where email = $1 and phone = $2',
        ['ada@example.com', '+49 30 5550101'],
        cause,
      );
    });
    const answer = await app.inject({ method: 'GET', url: '/fails' });
    expect(answer.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('Failed query: select id from users where email = $1');
    expect(log).toContain('22P02 invalid input syntax for type uuid');
    expect(log).not.toContain('ada@example.com');
    expect(log).not.toContain('5550101');
    await app.close();
  });
});
