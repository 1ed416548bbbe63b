import fc from 'fast-check';
import { createKeyThrottle } from '../../../src/shared/lightbox/key-throttle';

describe('spec §9 key throttle: at most one move per 200 ms, the first at once', () => {
  it('lets the first press through and drops the next ones within 200 ms', () => {
    const allowed = createKeyThrottle(200);
    expect(allowed(1000)).toBe(true);
    expect(allowed(1199)).toBe(false);
    expect(allowed(1200)).toBe(true);
  });

  it('counts from the last move, not the last press (a held key moves every 200 ms)', () => {
    const allowed = createKeyThrottle(200);
    const moves: number[] = [];
    for (let time = 0; time <= 1000; time += 30) if (allowed(time)) moves.push(time);
    expect(moves).toEqual([0, 210, 420, 630, 840]);
  });

  it('never lets two moves closer than the interval, whatever the press times', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 400 }), { maxLength: 60 }), (gaps) => {
        let time = 0;
        const allowed = createKeyThrottle(200);
        const moves: number[] = [];
        for (const gap of gaps) {
          time += gap;
          if (allowed(time)) moves.push(time);
        }
        return moves.every((t, i) => i === 0 || t - moves[i - 1] >= 200);
      }),
    );
  });
});
