/**
 * The lock screen (spec §2 page type 103, §6 "A lock screen marks a locked
 * page"): loaded on that page type only (src/loader/catalogue/features.ts).
 * Its password form (`form.lock-screen-form`, a password field named
 * `password`) is sent to `POST /api/auth/lock-screen` (README "Lock screen";
 * the spec names no call); the server's refusal is shown above the form, the
 * password stays typed, and a success opens the page (the form's
 * `data-return-url`, else this address again). See docs/features/lock-screen.md.
 */
import type { FeatureContext, Unmount } from '../../core/types';
import { createFormFlow } from '../../shared/form-flow/form-flow';
import { createSiteDataLayer } from '../../core/site-data-layer';
import { lockScreenFailure, lockScreenWord } from './messages';

/** The password call. */
export const LOCK_SCREEN_PATH = '/api/auth/lock-screen';

export function start({ page, report }: FeatureContext, win: Window = window): Unmount {
  const form = win.document.querySelector<HTMLFormElement>('form.lock-screen-form');
  const password = form?.querySelector<HTMLInputElement>('input[name="password"]');
  if (!form || !password) return undefined;
  const layer = createSiteDataLayer(win.document, { report });
  const flow = createFormFlow(form, {
    prefix: 'lock-screen',
    check: () => (password.value === '' ? { message: lockScreenWord('empty'), field: password } : null),
    async send() {
      await layer.post(LOCK_SCREEN_PATH, {
        overlay: false,
        json: { password: password.value, collectionId: page.collectionId ?? '' },
      });
    },
    failure: lockScreenFailure,
    success() {
      const back = form.getAttribute('data-return-url');
      if (back && back.startsWith('/') && !back.startsWith('//')) win.location.assign(back);
      else win.location.reload();
    },
  });
  return () => {
    flow.destroy();
    layer.destroy();
  };
}
