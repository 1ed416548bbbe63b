/**
 * The runtime's one Trusted Types policy (README "Content-Security-Policy").
 * Under `require-trusted-types-for 'script'` a page refuses plain strings at
 * the DOM's HTML and script sinks. The runtime writes three kinds, each the
 * site owner's own content, never the visitor's nor the address's:
 * - HTML: a form's submission text and post-submit HTML (its block JSON), and
 *   the cookie banner's text, which is only parsed inertly and then rebuilt
 *   node by node from an allowlist (shared/owner-html.ts);
 * - script text: the post-submit HTML's inline scripts, recreated so they run;
 * - script URLs: the captcha provider's script and the post-submit HTML's
 *   external scripts, http(s) only.
 *
 * A site whose CSP lists the policies it allows adds ours:
 * `trusted-types site-runtime`. Where the browser has no Trusted Types, or
 * the CSP refuses the name, strings pass as they are (a sink that then
 * refuses one throws, and its caller falls back).
 *
 * One policy per window, as the escape manager is one per document: this
 * shared module is one instance for every chunk, and a second policy of the
 * same name would itself be a violation.
 */

/** The policy's name, for the site's `trusted-types` directive. */
export const TRUSTED_TYPES_POLICY = 'site-runtime';

interface Policy {
  createHTML(input: string): unknown;
  createScript(input: string): unknown;
  createScriptURL(input: string): unknown;
}

type PolicyRules = { [K in keyof Policy]: (input: string) => string };

interface TrustedTypesWindow extends Window {
  trustedTypes?: { createPolicy(name: string, rules: PolicyRules): Policy };
}

const policies = new WeakMap<Window, Policy | null>();

/** The policy of `win`, created on first use; null without Trusted Types or when the CSP refuses it. */
function policyFor(win: Window): Policy | null {
  if (!policies.has(win)) {
    let policy: Policy | null = null;
    try {
      policy =
        (win as TrustedTypesWindow).trustedTypes?.createPolicy(TRUSTED_TYPES_POLICY, {
          createHTML: (html) => html,
          createScript: (text) => text,
          createScriptURL(url) {
            if (!/^https?:$/.test(new URL(url, win.document.baseURI).protocol))
              throw new TypeError(`${TRUSTED_TYPES_POLICY}: script URLs are http(s) only`);
            return url;
          },
        }) ?? null;
    } catch {
      // The site's CSP does not allow the name: see the file comment.
    }
    policies.set(win, policy);
  }
  return policies.get(win) ?? null;
}

// The DOM typings have no Trusted Types: the values are typed as the strings
// they stand for (at run time a TrustedHTML, TrustedScript or TrustedScriptURL).

/** `html` as the HTML sinks (innerHTML, DOMParser) accept it on `win`. */
export const trustedHtml = (win: Window, html: string): string => (policyFor(win)?.createHTML(html) ?? html) as string;

/** `text` as a script element's text sink accepts it. */
export const trustedScript = (win: Window, text: string): string =>
  (policyFor(win)?.createScript(text) ?? text) as string;

/** `url` as a script element's `src` accepts it; throws for anything but http(s). */
export const trustedScriptUrl = (win: Window, url: string): string =>
  (policyFor(win)?.createScriptURL(url) ?? url) as string;
