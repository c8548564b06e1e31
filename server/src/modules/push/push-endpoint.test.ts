import { describe, expect, it } from 'vitest';
import { checkPushEndpoint } from './push-endpoint';

describe('push service addresses', () => {
  it('are https to a named host in production', () => {
    expect(() => checkPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', 'production')).not.toThrow();
    for (const refused of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://10.0.0.5/x',
      'https://[fd00::1]/x',
      'https://user:secret@push.example/x',
      'http://127.0.0.1:4706/x',
    ]) {
      expect(() => checkPushEndpoint(refused, 'production'), refused).toThrow('Not a push service address');
    }
  });

  it('may be plain http to this machine in tests and development, nowhere else', () => {
    expect(() => checkPushEndpoint('http://127.0.0.1:4706/x', 'test')).not.toThrow();
    expect(() => checkPushEndpoint('http://localhost:4706/x', 'development')).not.toThrow();
    expect(() => checkPushEndpoint('http://192.168.1.2/x', 'development')).toThrow();
  });
});
