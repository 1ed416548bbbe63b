// The peers' typical page for the bench: the stack a theme author would
// assemble for what our runtime does on a typical page. The same gallery as
// bench/peers-entry.js (Swiper + PhotoSwipe), plus vanilla-cookieconsent (a
// cookie banner, shown until the visitor chooses), @sentry/browser (error
// reporting: its default integrations, reporting to loopback), and
// web-vitals (LCP, CLS, INP, FCP, TTFB, sent by beacon when the page hides),
// each as their documentation recommends.
import './peers-entry.js';
import * as Sentry from '@sentry/browser';
import * as CookieConsent from 'vanilla-cookieconsent';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

// A DSN on the page's own origin: the bench never leaves loopback.
Sentry.init({ dsn: `${location.protocol}//public@${location.host}/1` });

CookieConsent.run({
  categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'Cookies',
          description:
            'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
          acceptAllBtn: 'Accept',
          acceptNecessaryBtn: 'Decline',
        },
      },
    },
  },
});

const queue = new Set();
const add = (metric) => queue.add(metric);
const flush = () => {
  if (!queue.size) return;
  navigator.sendBeacon('/vitals', JSON.stringify([...queue].map(({ name, value, id }) => ({ name, value, id }))));
  queue.clear();
};
[onCLS, onFCP, onINP, onLCP, onTTFB].forEach((on) => on(add));
addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
