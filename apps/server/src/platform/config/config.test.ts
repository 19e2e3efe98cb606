import { describe, expect, it } from 'vitest';
import { createShiftableClock } from '#platform/clock';
import { ConfigError, loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
  SMS_HTTP_API_KEY: 'key',
  SMS_HTTP_API_SECRET: 'secret',
};

describe('the dev clock', () => {
  it('is refused in production and off unless asked for', () => {
    expect(() => loadConfig({ ...production, DEV_CLOCK: 'true' })).toThrow(ConfigError);
    expect(loadConfig(production).DEV_CLOCK).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'y'.repeat(40), DEV_CLOCK: 'true' }).DEV_CLOCK).toBe(
      true,
    );
  });

  it('only moves forward', () => {
    const clock = createShiftableClock();
    const before = clock.now().getTime();
    clock.shift(8 * 24 * 60 * 60 * 1000);
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(8 * 24 * 60 * 60 * 1000);
    expect(() => clock.shift(-1)).toThrow();
  });
});

describe('the house games switch', () => {
  const test = { NODE_ENV: 'test', JWT_SECRET: 'y'.repeat(40) };
  it('serves Chokdee Originals for the demo operator unless turned off', () => {
    expect(loadConfig(test)).toMatchObject({ ORIGINALS: true, ORIGINALS_OPERATORS: ['demo'] });
    expect(loadConfig({ ...test, ORIGINALS: 'false' }).ORIGINALS).toBe(false);
    expect(loadConfig({ ...test, ORIGINALS_OPERATORS: ' demo, siam ,' }).ORIGINALS_OPERATORS).toEqual([
      'demo',
      'siam',
    ]);
    expect(() => loadConfig({ ...test, ORIGINALS: 'no' })).toThrow(ConfigError);
  });
});
