/**
 * The captcha (spec §4, §5): only with a site key; the provider's script
 * (`captcha.scriptUrl` of the settings, default Google reCAPTCHA's explicit
 * render) loaded once per page, with a time-out; compact under 320 px
 * (spec §9 newsletterSmallWidth); its response sent as `captchaKey`.
 */
import { IMAGE_LOADING } from '../../core/enums/media';
import { timeLimit } from '../../core/time-limit';
import { trustedScriptUrl } from '../../core/trusted-types';
import type { MarkupUndo } from '../../shared/markup-undo';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../core/enums/timings';

/** The default provider script. */
export const DEFAULT_CAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';
/** Spec §9: script load time-out 120 s. */
export const CAPTCHA_TIMEOUT_MS = CHUNK_LOAD_TIMEOUT_MS;
/**
 * spec §8 "System errors": the server drew a captcha container but the block
 * has no site key. The form is sent without a captcha (the server judges it).
 */
export const CAPTCHA_NOT_SET_UP = 'ReCaptcha has not been set up!';

/** The container the server may render; the block adds one when it is absent. */
export const CAPTCHA_CONTAINER = '.captcha-container';

/** The part of the `grecaptcha` API the block uses. */
export interface CaptchaProvider {
  render(
    container: Element,
    options: {
      sitekey: string;
      size: 'compact' | 'normal';
      callback?(response: string): void;
      'expired-callback'?(): void;
    },
  ): number;
  getResponse(id: number): string;
  reset(id: number): void;
  ready?(run: () => void): void;
}

/** Loads the provider from a script URL. */
export type LoadCaptcha = (url: string, doc: Document) => Promise<CaptchaProvider>;

/** A bound captcha. */
export interface CaptchaBinding {
  /** The response, or `''` while incomplete (or not loaded yet). */
  response(): string;
  reset(): void;
}

type Win = Window & { grecaptcha?: CaptchaProvider; __siteRuntimeCaptcha?: Record<string, Promise<CaptchaProvider>> };

/** `captcha.scriptUrl` from the raw block settings, else the default. */
export function captchaScriptUrl(config: Record<string, unknown>): string {
  const captcha = config.captcha as { scriptUrl?: unknown } | undefined;
  const url = captcha && typeof captcha === 'object' ? captcha.scriptUrl : undefined;
  return typeof url === 'string' && url.trim() !== '' ? url.trim() : DEFAULT_CAPTCHA_SCRIPT;
}

/**
 * The default loader: one script per URL per page (the promise is kept on
 * the window, so every form of the page shares it), failing after
 * {@link CAPTCHA_TIMEOUT_MS} or on a script error.
 */
export const loadCaptchaScript: LoadCaptcha = (url, doc) => {
  const win = doc.defaultView as Win;
  const cache = (win.__siteRuntimeCaptcha ??= {});
  const load = () =>
    new Promise<CaptchaProvider>((resolve, reject) => {
      const done = () => {
        const provider = win.grecaptcha;
        if (!provider) return reject(new Error(`Captcha script defined no grecaptcha: ${url}`));
        if (provider.ready) provider.ready(() => resolve(provider));
        else resolve(provider);
      };
      const script = doc.createElement('script');
      // Trusted Types: a URL the policy refuses (not http(s)) rejects here.
      script.src = trustedScriptUrl(win, url);
      script.async = true;
      script.addEventListener('load', done);
      script.addEventListener('error', () => reject(new Error(`Captcha script failed to load: ${url}`)));
      doc.head.append(script);
    });
  cache[url] ??= timeLimit(load(), CAPTCHA_TIMEOUT_MS, win);
  cache[url].catch(() => delete cache[url]);
  return cache[url];
};

/** The container in `form` (added before the submit button when the server rendered none). */
function containerFor(form: HTMLFormElement, undo: MarkupUndo): HTMLElement {
  const existing = form.querySelector<HTMLElement>(CAPTCHA_CONTAINER);
  if (existing) return existing;
  const container = undo.added(form.ownerDocument.createElement('div'));
  container.className = 'captcha-container';
  const button = form.querySelector('.form-button-wrapper');
  if (button) button.before(container);
  else form.append(container);
  return container;
}

/** Bind a captcha to `form`; the binding reads `''` until the provider has rendered. */
export function bindCaptcha(
  form: HTMLFormElement,
  siteKey: string,
  url: string,
  load: LoadCaptcha,
  report: (error: unknown) => void,
  undo: MarkupUndo,
): CaptchaBinding {
  const container = containerFor(form, undo);
  const state: { provider: CaptchaProvider | null; id: number; live: boolean } = { provider: null, id: -1, live: true };
  undo.add(() => {
    state.live = false;
    container.replaceChildren();
  });
  load(url, form.ownerDocument)
    .then((provider) => {
      if (!state.live) return;
      const width = container.getBoundingClientRect().width;
      const size = width > 0 && width < IMAGE_LOADING.newsletterSmallWidth ? 'compact' : 'normal';
      state.id = provider.render(container, { sitekey: siteKey, size });
      state.provider = provider;
    })
    .catch(report);
  const guard = <T>(run: (provider: CaptchaProvider) => T, fallback: T): T => {
    try {
      return state.provider ? run(state.provider) : fallback;
    } catch (error) {
      report(error);
      return fallback;
    }
  };
  return {
    response: () => guard((provider) => provider.getResponse(state.id) ?? '', ''),
    reset: () => guard((provider) => provider.reset(state.id), undefined),
  };
}
