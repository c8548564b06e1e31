import type { Config } from '../../config';

/**
 * Whom a push service may contact about this server's pushes (RFC 8292 `sub`): its public https
 * address, else the sender address of its mail. Some push services refuse any other form.
 */
export function vapidSubject(config: Pick<Config, 'publicUrl' | 'mail'>): string {
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.mail.from)?.[1] ?? config.mail.from;
  return `mailto:${address.trim()}`;
}
