import fc from 'fast-check';
import { createKeyThrottle } from '../../../src/shared/lightbox/key-throttle';

describe('spec §9 key throttle: at most one move per 200 ms, the first at once', () => {
  it('lets the first press through and drops the next ones within 200 ms', () => {
    let now = 1000;
    const allowed = createKeyThrottle(200, () => now);
    expect(allowed()).toBe(true);
    now += 199;
    expect(allowed()).toBe(false);
    now += 1;
    expect(allowed()).toBe(true);
  });

  it('counts from the last move, not the last press (a held key moves every 200 ms)', () => {
    let now = 0;
    const allowed = createKeyThrottle(200, () => now);
    const moves: number[] = [];
    for (now = 0; now <= 1000; now += 30) if (allowed()) moves.push(now);
    expect(moves).toEqual([0, 210, 420, 630, 840]);
  });

  it('never lets two moves closer than the interval, whatever the press times', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 400 }), { maxLength: 60 }), (gaps) => {
        let now = 0;
        const allowed = createKeyThrottle(200, () => now);
        const moves: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (allowed()) moves.push(now);
        }
        return moves.every((t, i) => i === 0 || t - moves[i - 1] >= 200);
      }),
    );
  });
});
