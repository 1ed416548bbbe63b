/**
 * Site-user forms (spec §7 "POST /api/site-users/account/session" with
 * email, password, rememberMe; README "Site users"):
 * `form[data-site-user="sign-in"]` signs in, `form[data-site-user="create-account"]`
 * creates an account (`POST /api/site-users/account`, then the 'create
 * customer account' ad pixel), and `[data-site-user="sign-out"]` signs out
 * (`DELETE …/session?cloneCart=false`). The `xsrfToken` of the answer is kept
 * and sent as a header on every later call (src/shared/site-user/).
 * Afterwards the visitor goes to the form's `data-return-url`, else the page
 * reloads (the server now renders it for a member).
 */
import type { DataLayer } from '../../core/data-layer';
import { isValidEmail } from '../../core/validators';
import { createFormFlow, type FormFlow } from '../../shared/form-flow/form-flow';
import { xsrfTokenOf } from '../../shared/site-user/data-layer';
import type { XsrfTokenStore } from '../../shared/site-user/xsrf-token';
import { emitAdPixelEvent } from '../../telemetry/ad-pixel-events';
import { siteUserFailure, siteUserWord } from './messages';

/** The account call (the spec names none). */
export const ACCOUNT_PATH = '/api/site-users/account';

/** What the forms need. */
export interface SiteUserIo {
  layer: DataLayer;
  tokens: XsrfTokenStore;
  /** Where to go afterwards: a same-site path, or null to reload. */
  go(path: string | null): void;
}

const input = (form: HTMLFormElement, name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);

/** A same-site path from `data-return-url`, else null. */
export function returnPath(element: Element): string | null {
  const path = element.getAttribute('data-return-url');
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** Email and password, checked before anything is sent. */
function checkCredentials(form: HTMLFormElement) {
  const email = input(form, 'email');
  const password = input(form, 'password');
  if (!email || !isValidEmail(email.value.trim())) return { message: siteUserWord('email'), field: email ?? undefined };
  if (!password || password.value === '') return { message: siteUserWord('password'), field: password ?? undefined };
  return null;
}

/** Enhance a sign-in or create-account form. */
export function createSiteUserForm(form: HTMLFormElement, io: SiteUserIo): FormFlow {
  const creating = form.getAttribute('data-site-user') === 'create-account';
  const read = () => ({ email: input(form, 'email')!.value.trim(), password: input(form, 'password')!.value });
  return createFormFlow(form, {
    prefix: 'site-user',
    check: () => checkCredentials(form),
    async send() {
      if (!creating) {
        await io.layer.session.login({ ...read(), rememberMe: input(form, 'rememberMe')?.checked === true });
        return;
      }
      const answer = await io.layer.post(ACCOUNT_PATH, { overlay: false, json: read() });
      io.tokens.set(xsrfTokenOf(answer));
      const customerId = (answer as { id?: unknown } | null)?.id;
      emitAdPixelEvent(
        form.ownerDocument,
        'create-customer-account',
        typeof customerId === 'string' ? { customerId } : {},
      );
    },
    failure: siteUserFailure,
    success(say) {
      say(creating ? siteUserWord('accountCreated') : siteUserWord('signedIn'));
      io.go(returnPath(form));
    },
  });
}

/** On a sign-out control once it works: `ready`. */
export const SIGN_OUT_STATE = 'data-site-user-state';

/** Make `button` sign out; returns its removal. One request at a time (the session shares it). */
export function bindSignOut(button: HTMLElement, io: SiteUserIo, report: (error: unknown) => void): () => void {
  const onClick = (event: Event) => {
    event.preventDefault();
    // Async, so what the data layer throws at once is reported with the rest (never an uncaught error).
    (async () => io.layer.session.logout({ cloneCart: false }))().then(
      () => io.go(returnPath(button)),
      (error: unknown) => report(error),
    );
  };
  button.addEventListener('click', onClick);
  // Said on the button (as blocks say `data-block-state`): a theme or a test can tell a bound sign-out from a dead one.
  button.setAttribute(SIGN_OUT_STATE, 'ready');
  return () => {
    button.removeEventListener('click', onClick);
    button.removeAttribute(SIGN_OUT_STATE);
  };
}
