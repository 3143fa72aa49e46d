import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, parseConfig } from './config';

describe('parseConfig', () => {
  it('selects the embedded setup when nothing is configured', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ PORT: 3000, EVENT_STORE: 'postgres', LOG_LEVEL: 'info', NODE_ENV: 'development', DATA_DIR: '.data' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.MAIL_FROM).toBe('Chairside <no-reply@chairside.test>');
    expect(config.SMS_PROVIDER).toBe('local');
  });

  it('treats empty values as unset, as a copied .env.example leaves them', () => {
    expect(parseConfig({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(parseConfig({ MAIL_FROM: '', SMS_PROVIDER: '' })).toMatchObject({
      MAIL_FROM: 'Chairside <no-reply@chairside.test>',
      SMS_PROVIDER: 'local',
    });
  });

  it('reads every documented variable', () => {
    const config = parseConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app:secret@db:5432/chairside',
      REDIS_URL: 'redis://redis:6379',
      EVENT_STORE: 'eventstoredb',
      EVENTSTORE_URL: 'kurrentdb://kurrentdb:2113?tls=false',
      SMTP_URL: 'smtp://mail:1025',
      MAIL_FROM: 'Salon <hello@salon.example.com>',
      SMS_PROVIDER: 'local',
      PUBLIC_URL: 'https://salon.example.com',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      EVENT_STORE: 'eventstoredb',
      PUBLIC_URL: 'https://salon.example.com',
      LOG_LEVEL: 'debug',
      MAIL_FROM: 'Salon <hello@salon.example.com>',
    });
    expect(parseConfig({ MAIL_FROM: 'no-reply@salon.example.com' }).MAIL_FROM).toBe('no-reply@salon.example.com');
    expect(configVariables).toEqual(
      expect.arrayContaining([
        'PORT',
        'DATABASE_URL',
        'REDIS_URL',
        'EVENT_STORE',
        'EVENTSTORE_URL',
        'SMTP_URL',
        'MAIL_FROM',
        'SMS_PROVIDER',
        'PUBLIC_URL',
        'LOG_LEVEL',
      ]),
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "70000")'],
    [{ EVENT_STORE: 'mongo' }, 'Invalid configuration: EVENT_STORE must be postgres or eventstoredb (got "mongo")'],
    [{ EVENT_STORE: 'eventstoredb' }, 'Invalid configuration: EVENTSTORE_URL is required when EVENT_STORE=eventstoredb'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [
      { SMTP_URL: 'http://mail:1025' },
      'Invalid configuration: SMTP_URL must be a URL starting with smtp:// or smtps://, e.g. smtp://user:pass@smtp.example.com:587 (got "http://mail:1025")',
    ],
    [
      { MAIL_FROM: 'Chairside' },
      'Invalid configuration: MAIL_FROM must be an address like no-reply@example.com or Name <no-reply@example.com> (got "Chairside")',
    ],
    [{ SMS_PROVIDER: 'twilio' }, 'Invalid configuration: SMS_PROVIDER must be local (got "twilio")'],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => parseConfig(env)).toThrow(new ConfigError(message));
  });

  it('chooses the card simulator, whose terminal waits two minutes for a card unless told otherwise', () => {
    expect(parseConfig({})).toMatchObject({ CARD_PROVIDER: 'simulator', CARD_TERMINAL_TIMEOUT_MS: 120_000 });
    expect(parseConfig({ CARD_PROVIDER: '', CARD_TERMINAL_TIMEOUT_MS: '30000' })).toMatchObject({
      CARD_PROVIDER: 'simulator',
      CARD_TERMINAL_TIMEOUT_MS: 30_000,
    });
    expect(() => parseConfig({ CARD_PROVIDER: 'stripe' })).toThrow(
      new ConfigError('Invalid configuration: CARD_PROVIDER must be simulator (got "stripe")'),
    );
    expect(() => parseConfig({ CARD_TERMINAL_TIMEOUT_MS: '500' })).toThrow(
      new ConfigError(
        'Invalid configuration: CARD_TERMINAL_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 600000 (got "500")',
      ),
    );
  });

  it('trusts no proxy unless TRUST_PROXY names one, as hops or addresses', () => {
    expect(parseConfig({}).TRUST_PROXY).toBeUndefined();
    expect(parseConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBeUndefined();
    expect(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8,fd00::1');
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a number of proxy hops/);
    expect(() => parseConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
  });

  it('never echoes a password from a bad URL', () => {
    let message = '';
    try {
      parseConfig({ DATABASE_URL: 'mysql://app:hunter2@db/chairside' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration: DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//);
    expect(message).not.toContain('hunter2');
    expect(message.split('\n')).toHaveLength(1);
  });
});
