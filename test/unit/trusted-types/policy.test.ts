/**
 * The runtime's one Trusted Types policy (src/core/trusted-types.ts): one
 * named policy per window, created on first use; script URLs http(s) only;
 * plain strings where the browser has no Trusted Types or refuses the name.
 */
import { TRUSTED_TYPES_POLICY, trustedHtml, trustedScript, trustedScriptUrl } from '../../../src/core/trusted-types';

/** A window-like object with a Trusted Types factory that wraps values, as the browser's does. */
function windowWithTrustedTypes(refuse = false) {
  const created: string[] = [];
  const win = {
    document,
    trustedTypes: {
      createPolicy(name: string, rules: Record<string, (input: string) => string>) {
        if (refuse) throw new TypeError(`Policy "${name}" disallowed.`);
        created.push(name);
        return {
          createHTML: (input: string) => ({ html: rules.createHTML(input) }),
          createScript: (input: string) => ({ script: rules.createScript(input) }),
          createScriptURL: (input: string) => ({ url: rules.createScriptURL(input) }),
        };
      },
    },
  } as unknown as Window;
  return { win, created };
}

describe('one policy named site-runtime per window', () => {
  it('is created on first use and reused after', () => {
    const { win, created } = windowWithTrustedTypes();
    expect(trustedHtml(win, '<p>Thanks</p>')).toEqual({ html: '<p>Thanks</p>' });
    expect(trustedScript(win, 'run()')).toEqual({ script: 'run()' });
    expect(trustedScriptUrl(win, '/x.js')).toEqual({ url: '/x.js' });
    expect(created).toEqual([TRUSTED_TYPES_POLICY]);
    expect(TRUSTED_TYPES_POLICY).toBe('site-runtime');
  });

  it('refuses a script URL that is not http(s)', () => {
    const { win } = windowWithTrustedTypes();
    expect(() => trustedScriptUrl(win, 'javascript:alert(1)')).toThrow(/http\(s\) only/);
    expect(() => trustedScriptUrl(win, 'data:text/javascript,1')).toThrow(/http\(s\) only/);
    expect(trustedScriptUrl(win, 'https://www.google.com/recaptcha/api.js')).toEqual({
      url: 'https://www.google.com/recaptcha/api.js',
    });
  });

  it('passes strings as they are without Trusted Types, or when the CSP refuses the name', () => {
    expect(trustedHtml(window, '<b>x</b>')).toBe('<b>x</b>');
    const { win } = windowWithTrustedTypes(true);
    expect(trustedHtml(win, '<b>x</b>')).toBe('<b>x</b>');
  });
});
