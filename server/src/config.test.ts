import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      authRateLimit: 20,
      demo: true,
      databaseUrl: undefined,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses the PostgreSQL server and skips the demo when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/petal' });
    expect(config).toMatchObject({ databaseUrl: 'postgres://u@db:5432/petal', demo: false });
  });

  it('skips the demo with DEMO=0 and treats empty values as unset', () => {
    expect(loadConfig({ DEMO: '0', PORT: '' })).toMatchObject({ demo: false, port: 3000 });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/petal'],
    ['PUBLIC_URL', 'not a url'],
    ['AUTH_RATE_LIMIT', '0'],
    ['JWT_SECRET', 'short'],
    ['DEMO', 'maybe'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
