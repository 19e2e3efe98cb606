import { describe, expect, it } from 'vitest';
import { intakeOutage, type OutageSample } from './yeekee-outage';

const freezeAt = new Date('2026-11-23T03:17:00.000Z');
const bucket = (secondsBeforeFreeze: number, counts: Partial<OutageSample> = {}): OutageSample => ({
  bucketAt: new Date(freezeAt.getTime() - secondsBeforeFreeze * 1000),
  watchers: 0,
  attempts: 0,
  errors: 0,
  accepted: 0,
  ...counts,
});
/** A heartbeat row for every bucket from `from` seconds before the freeze to it, except the skipped ones. */
const heartbeats = (
  from: number,
  counts: Partial<OutageSample> = {},
  skip: (s: number) => boolean = () => false,
) =>
  Array.from({ length: from / 5 }, (_, index) => from - index * 5)
    .filter((s) => !skip(s))
    .map((s) => bucket(s, counts));
const firstShotAt = new Date(freezeAt.getTime() - 600_000);

describe('the intake outage rule (docs/domain/yeekee.md §3.5)', () => {
  it('is quiet for a healthy round, a quiet round and a round nobody sampled or watched', () => {
    expect(
      intakeOutage({
        freezeAt,
        samples: heartbeats(130, { watchers: 5, attempts: 3, accepted: 3 }),
        firstShotAt,
      }),
    ).toBeNull();
    expect(intakeOutage({ freezeAt, samples: heartbeats(130), firstShotAt: null })).toBeNull();
    expect(intakeOutage({ freezeAt, samples: [], firstShotAt: null })).toBeNull();
  });

  it('voids on errors above 5% of attempts in the last 120 s, not at 5%', () => {
    const at5 = [...heartbeats(130), bucket(60, { attempts: 100, errors: 5, accepted: 95 })];
    expect(intakeOutage({ freezeAt, samples: at5, firstShotAt })).toBeNull();
    const above = [...heartbeats(130), bucket(60, { attempts: 100, errors: 6, accepted: 94 })];
    expect(intakeOutage({ freezeAt, samples: above, firstShotAt })).toBe('ERRORS');
    // Errors before the window do not count.
    const early = [...heartbeats(130), bucket(125, { attempts: 100, errors: 50, accepted: 50 })];
    expect(intakeOutage({ freezeAt, samples: early, firstShotAt })).toBeNull();
  });

  it('voids on 30 s of attempts with nothing accepted, not on 25 s', () => {
    const starving = (seconds: number) => [
      ...heartbeats(130, { watchers: 3 }),
      ...Array.from({ length: seconds / 5 }, (_, i) => bucket(50 - i * 5, { attempts: 2 })),
    ];
    expect(intakeOutage({ freezeAt, samples: starving(25), firstShotAt })).toBeNull();
    expect(intakeOutage({ freezeAt, samples: starving(30), firstShotAt })).toBe('NOTHING_ACCEPTED');
  });

  it('voids on 30 s without any sample after watchers or shots, not on 25 s or before any life', () => {
    const gap = (seconds: number) => (s: number) => s <= 60 && s > 60 - seconds;
    expect(intakeOutage({ freezeAt, samples: heartbeats(130, {}, gap(25)), firstShotAt })).toBeNull();
    expect(intakeOutage({ freezeAt, samples: heartbeats(130, {}, gap(30)), firstShotAt })).toBe('NO_SAMPLES');
    expect(
      intakeOutage({ freezeAt, samples: heartbeats(130, { watchers: 2 }, gap(30)), firstShotAt: null }),
    ).toBe('NO_SAMPLES');
    // No watchers and no shot before the gap: nothing was lost.
    expect(intakeOutage({ freezeAt, samples: heartbeats(130, {}, gap(30)), firstShotAt: null })).toBeNull();
    // Every node down through the close of a round that had shots.
    expect(intakeOutage({ freezeAt, samples: [], firstShotAt })).toBe('NO_SAMPLES');
  });
});
