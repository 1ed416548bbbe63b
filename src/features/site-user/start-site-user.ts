/**
 * Site-user sessions (spec §7) and the member-area access-denied page (spec
 * §2 page type 106): loaded on that page type and on pages with a
 * `[data-site-user]` element (src/loader/catalogue/features.ts). See
 * docs/features/site-user.md.
 */
import { PAGE_TYPES } from '../../core/enums/page-types';
import type { FeatureContext, Unmount } from '../../core/types';
import { createSiteUserDataLayer } from '../../shared/site-user/data-layer';
import { createXsrfTokenStore } from '../../shared/site-user/xsrf-token';
import { showDeniedLabel } from './denied-label';
import { bindSignOut, createSiteUserForm, type SiteUserIo } from './forms';

export { ACCOUNT_PATH } from './forms';

export function start({ page, report }: FeatureContext, win: Window = window): Unmount {
  const doc = win.document;
  const stops: (() => void)[] = [];
  if (page.pageType === PAGE_TYPES.MEMBER_AREA_ACCESS_DENIED) stops.push(showDeniedLabel(doc));
  const forms = Array.from(
    doc.querySelectorAll<HTMLFormElement>('form[data-site-user="sign-in"], form[data-site-user="create-account"]'),
  );
  const buttons = Array.from(doc.querySelectorAll<HTMLElement>('[data-site-user="sign-out"]'));
  if (forms.length || buttons.length) {
    const tokens = createXsrfTokenStore();
    const io: SiteUserIo = {
      layer: createSiteUserDataLayer(doc, report, tokens),
      tokens,
      go: (path) => (path ? win.location.assign(path) : win.location.reload()),
    };
    forms.forEach((form) => {
      const flow = createSiteUserForm(form, io);
      stops.push(() => flow.destroy());
    });
    buttons.forEach((button) => stops.push(bindSignOut(button, io, (error) => report(error, 'sign out failed'))));
    stops.push(() => io.layer.destroy());
  }
  return () =>
    stops
      .splice(0)
      .reverse()
      .forEach((stop) => stop());
}
