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

describe('the payout dispatch delay of the restart tests', () => {
  it('is refused in production and 0 unless asked for', () => {
    expect(() => loadConfig({ ...production, TEST_PAYOUT_DISPATCH_DELAY_MS: '3000' })).toThrow(ConfigError);
    expect(loadConfig(production).TEST_PAYOUT_DISPATCH_DELAY_MS).toBe(0);
    expect(
      loadConfig({
        NODE_ENV: 'development',
        JWT_SECRET: 'y'.repeat(40),
        TEST_PAYOUT_DISPATCH_DELAY_MS: '3000',
      }).TEST_PAYOUT_DISPATCH_DELAY_MS,
    ).toBe(3000);
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

describe('the simulated bank', () => {
  const test = { NODE_ENV: 'test', JWT_SECRET: 'y'.repeat(40) };

  it('is mounted by default outside production, never in production', () => {
    expect(loadConfig(test).SIMULATED_BANK).toBe(true);
    expect(loadConfig({ ...test, SIMULATED_BANK: 'false' }).SIMULATED_BANK).toBe(false);
    expect(loadConfig(production).SIMULATED_BANK).toBe(false);
    expect(() => loadConfig({ ...production, SIMULATED_BANK: 'true' })).toThrow(/SIMULATED_BANK/);
  });

  it('is not mounted when one runs elsewhere, and takes its delay and failure rate', () => {
    const config = loadConfig({
      ...test,
      SIMULATED_BANK_URL: 'http://127.0.0.1:4010',
      SIMULATED_BANK_DELAY_MS: '250',
      SIMULATED_BANK_FAILURE_RATE: '0.5',
    });
    expect(config).toMatchObject({
      SIMULATED_BANK: false,
      SIMULATED_BANK_URL: 'http://127.0.0.1:4010',
      SIMULATED_BANK_DELAY_MS: 250,
      SIMULATED_BANK_FAILURE_RATE: 0.5,
    });
    expect(loadConfig(test)).toMatchObject({ SIMULATED_BANK_DELAY_MS: 1000, SIMULATED_BANK_FAILURE_RATE: 0 });
    expect(() => loadConfig({ ...test, SIMULATED_BANK_FAILURE_RATE: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...test, SIMULATED_BANK_URL: 'ftp://bank' })).toThrow(ConfigError);
  });
});

describe('the trusted proxies (TRUST_PROXY)', () => {
  const test = { NODE_ENV: 'test', JWT_SECRET: 'y'.repeat(40) };
  const trustProxy = (value?: string) =>
    loadConfig(value === undefined ? test : { ...test, TRUST_PROXY: value }).TRUST_PROXY;

  it('trusts nobody unless told', () => {
    expect(trustProxy()).toEqual([]);
    expect(trustProxy('false')).toEqual([]);
    expect(trustProxy('')).toEqual([]);
  });

  it('takes addresses and CIDRs, comma-separated, and proxy-addr range names', () => {
    expect(trustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(trustProxy('::1,fd00::/8,192.168.0.0/255.255.0.0')).toEqual([
      '::1',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
    ]);
    expect(trustProxy('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
  });

  it('refuses true, saying what to write instead', () => {
    expect(() => trustProxy('true')).toThrow(ConfigError);
    expect(() => trustProxy('true')).toThrow(
      /TRUST_PROXY: true is refused.*TRUST_PROXY=10\.0\.0\.0\/8,127\.0\.0\.1/,
    );
  });

  it('refuses a hop count (it cannot tell a proxy from a direct client)', () => {
    expect(() => trustProxy('1')).toThrow(/TRUST_PROXY: a hop count is refused.*TRUST_PROXY=/);
  });

  it('refuses anything that is not an address, and ranges that take in everyone', () => {
    for (const value of [
      '10.0.0.0/33',
      'proxy.internal',
      '10.0.0.1/8/1',
      '0.0.0.0/0',
      '::/0',
      ',',
      '1.2.3',
    ]) {
      expect(() => trustProxy(value), value).toThrow(/TRUST_PROXY: /);
    }
  });
});
