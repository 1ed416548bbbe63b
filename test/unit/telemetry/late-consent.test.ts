import { createLateConsent } from '../../../src/features/telemetry/late-consent';
import type { ConsentState } from '../../../src/core/consent';
import { fakeConsent, pageContext as makePage } from './census-helpers';

describe('the error reporter’s consent before the page’s one has loaded', () => {
  it('is pending and allows no tracking until attached, then answers as the page’s consent', () => {
    const late = createLateConsent(makePage());
    expect(late.state()).toBe('pending');
    expect(late.allowsTracking()).toBe(false);
    late.attach(fakeConsent('granted'));
    expect(late.state()).toBe('granted');
    expect(late.allowsTracking()).toBe(true);
  });

  it('a listener subscribed before the attach hears the changes after it', () => {
    const late = createLateConsent(makePage());
    const seen: ConsentState[] = [];
    late.onChange((state) => seen.push(state));
    const real = fakeConsent('pending');
    late.attach(real);
    real.set('granted');
    expect(seen).toEqual(['granted']);
  });

  it('an unsubscribe taken before the attach still unsubscribes after it', () => {
    const late = createLateConsent(makePage());
    const seen: ConsentState[] = [];
    const stop = late.onChange((state) => seen.push(state));
    const real = fakeConsent('pending');
    late.attach(real);
    stop();
    real.set('granted');
    expect(seen).toEqual([]);
  });

  it('destroy drops its own subscriptions and leaves the page’s consent working for the others', () => {
    const late = createLateConsent(makePage());
    const real = fakeConsent('pending');
    const destroy = jest.spyOn(real, 'destroy');
    const mine: ConsentState[] = [];
    const theirs: ConsentState[] = [];
    late.attach(real);
    late.onChange((state) => mine.push(state));
    real.onChange((state) => theirs.push(state));
    late.destroy();
    real.set('granted');
    expect(mine).toEqual([]);
    expect(theirs).toEqual(['granted']);
    expect(destroy).not.toHaveBeenCalled();
  });
});
