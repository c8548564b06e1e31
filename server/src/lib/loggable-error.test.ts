import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { loggableError } from './loggable-error';

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

describe('the log of a mail server’s refusal', () => {
  it('keeps its name, code and words, not the recipient it names', () => {
    const refusal = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <ada@example.com>"),
      {
        code: 'EENVELOPE',
        responseCode: 550,
        rejected: ['ada@example.com'],
        response: '550 5.1.1 <ada@example.com>: Recipient address rejected',
      },
    );
    const logged = loggableError(refusal) as Error & { code?: string; responseCode?: number };
    expect(logged.message).toBe("Can't send mail - all recipients were rejected: 550 <…>");
    expect(logged).toMatchObject({ code: 'EENVELOPE', responseCode: 550 });
    expect(JSON.stringify({ ...logged, stack: logged.stack })).not.toContain('ada@example.com');
  });

  it('leaves an error that names nobody as it was', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' });
    expect(loggableError(refused)).toBe(refused);
  });
});
