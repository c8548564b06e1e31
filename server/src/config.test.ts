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

  it('takes both Web Push keys or neither, and hides the private one from whoever serialises it', () => {
    const vapid = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    const config = loadConfig(vapid);
    expect(config.vapid).toMatchObject({
      publicKey: vapid.VAPID_PUBLIC_KEY,
      privateKey: vapid.VAPID_PRIVATE_KEY,
    });
    expect(JSON.stringify(config)).not.toContain(vapid.VAPID_PRIVATE_KEY);
    expect(loadConfig({}).vapid).toBeUndefined();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...vapid, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY/);
  });

  it('sends texts only with the SMS account, token and number together, and hides token and number', () => {
    const sms = { SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: 'secret-token-1', SMS_FROM: '+15005550006' };
    const config = loadConfig(sms);
    expect(config.sms).toMatchObject({
      apiUrl: 'https://api.twilio.com/2010-04-01',
      accountSid: 'AC123',
      authToken: 'secret-token-1',
      from: '+15005550006',
    });
    expect(JSON.stringify(config)).not.toContain('secret-token-1');
    expect(JSON.stringify(config)).not.toContain('+15005550006');
    expect(loadConfig({}).sms).toBeUndefined();
    expect(() => loadConfig({ SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: 'secret' })).toThrow(
      /SMS_ACCOUNT_SID/,
    );
    expect(loadConfig({ ...sms, SMS_API_URL: 'http://127.0.0.1:3321/' }).sms?.apiUrl).toBe(
      'http://127.0.0.1:3321',
    );
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

  describe('photos in an S3 bucket', () => {
    const s3 = {
      S3_BUCKET: 'petal-photos',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'a-secret-that-must-never-be-shown',
    };

    it('keeps photos in DATA_DIR when S3_BUCKET is not set', () => {
      expect(loadConfig({}).s3).toBeUndefined();
    });

    it('reads the bucket, and hides the secret from whoever serialises the configuration', () => {
      const config = loadConfig({ ...s3, S3_PREFIX: 'shops/live' });
      expect(config.s3).toMatchObject({
        bucket: 'petal-photos',
        region: 'eu-central-1',
        endpoint: undefined,
        forcePathStyle: false,
        prefix: 'shops/live/',
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: s3.S3_SECRET_ACCESS_KEY },
      });
      expect(JSON.stringify(config)).not.toContain(s3.S3_SECRET_ACCESS_KEY);
    });

    it('reaches an S3-compatible service by path, in any region, and leaves the keys to the SDK when none are given', () => {
      const config = loadConfig({ S3_BUCKET: 'petal', S3_ENDPOINT: 'http://minio.local:9000/' });
      expect(config.s3).toMatchObject({
        endpoint: 'http://minio.local:9000',
        region: 'us-east-1',
        forcePathStyle: true,
        prefix: '',
        credentials: undefined,
      });
      expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: '1' }).s3?.forcePathStyle).toBe(true);
    });

    it.each([
      ['S3_BUCKET', { S3_ENDPOINT: 'http://minio.local:9000' }],
      ['S3_BUCKET', { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }],
      ['S3_SECRET_ACCESS_KEY', { ...s3, S3_SECRET_ACCESS_KEY: '' }],
      ['S3_ACCESS_KEY_ID', { ...s3, S3_ACCESS_KEY_ID: undefined }],
      ['S3_REGION', { ...s3, S3_REGION: undefined }],
      ['S3_BUCKET', { ...s3, S3_BUCKET: 'Petal_Photos' }],
      ['S3_ENDPOINT', { ...s3, S3_ENDPOINT: 'ftp://minio.local' }],
      ['S3_ENDPOINT', { ...s3, S3_ENDPOINT: 'https://key:secret@minio.local' }],
      ['S3_PREFIX', { ...s3, S3_PREFIX: '../elsewhere' }],
      ['S3_PREFIX', { ...s3, S3_PREFIX: '/rooted' }],
      ['S3_FORCE_PATH_STYLE', { ...s3, S3_FORCE_PATH_STYLE: 'sometimes' }],
    ])('stops with a message naming %s when half or badly configured (%o)', (name, env) => {
      const attempt = () => loadConfig(env);
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(new RegExp(`${name}:`));
      expect(attempt).not.toThrow(/a-secret-that-must-never-be-shown|key:secret/);
    });
  });
});
