/**
 * The reference API's member calls: site-user sessions (spec §7) with their
 * `xsrfToken`, accounts, product reviews (every §8 review message on demand)
 * and the lock screen's password check. The paths the spec does not name
 * are documented in the README ("Site users", "Reviews", "Lock screen").
 */
import { randomToken } from './http-helpers.mjs';

/** @typedef {import('./fail-rules.mjs').Answer} Answer */
/** @typedef {import('./api-forms.mjs').Call & { headers: Record<string, string | string[] | undefined> }} Call */

/** The lock screen's password in the reference site. */
export const LOCK_SCREEN_PASSWORD = 'open sesame';

/** Tokens kept at most (sessions, used review requests); the oldest are forgotten first. */
const MAX_KEPT = 1000;

/** @param {number} status @param {Record<string, unknown>} json @returns {Answer} */
const answer = (status, json) => ({ status, json });

/** @param {Set<string> | Map<string, unknown>} kept */
const trim = (kept) => {
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value);
};

/** Creates the member handlers with their own sessions, accounts and used review tokens. */
export function createMemberHandlers() {
  /** @type {Map<string, string>} xsrfToken → email */
  const sessions = new Map();
  /** @type {Set<string>} */
  const accounts = new Set();
  /** Review requests already answered; `reviewed` is, from the start, so the §8 message can be seen at once. */
  const reviewed = new Set(['reviewed']);

  const signIn = (email) => {
    const xsrfToken = randomToken();
    sessions.set(xsrfToken, email);
    trim(sessions);
    return xsrfToken;
  };

  return {
    /** POST /api/site-users/account/session: `wrong` as the password is refused. @param {Call} call */
    login({ body }) {
      if (body?.password === 'wrong') return answer(401, { error: 'Invalid email or password' });
      return answer(200, { xsrfToken: signIn(String(body?.email ?? '')) });
    },
    /**
     * DELETE /api/site-users/account/session?cloneCart=: a session's token must come back
     * in X-XSRF-Token (spec §7); without a session there is nothing to end.
     * @param {Call} call
     */
    logout({ headers }) {
      const token = headers['x-xsrf-token'];
      if (typeof token === 'string' && sessions.delete(token)) return { status: 204 };
      return token ? answer(403, { error: 'Unauthorized request' }) : { status: 204 };
    },
    /** POST /api/site-users/account: a new account is signed in at once. @param {Call} call */
    createAccount({ body }) {
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      if (!email || typeof body?.password !== 'string' || body.password === '') {
        return answer(400, { error: 'Enter an email and a password.' });
      }
      if (accounts.has(email)) return answer(409, { error: 'An account with this email already exists.' });
      accounts.add(email);
      trim(accounts);
      return answer(200, { id: randomToken(), xsrfToken: signIn(email) });
    },
    /**
     * POST /api/commerce/product-reviews `{ token, rating, title, body }`: a token starting
     * with `expired` is 410 (spec §8 'Your review request has expired'); a token already
     * answered is 409 ('You have already reviewed this purchase').
     * @param {Call} call
     */
    review({ body }) {
      const token = typeof body?.token === 'string' ? body.token : '';
      if (!token) return answer(400, { error: 'Missing review request token' });
      if (token.startsWith('expired'))
        return answer(410, { code: 'EXPIRED', error: 'Your review request has expired' });
      if (reviewed.has(token)) {
        return answer(409, { code: 'ALREADY_REVIEWED', error: 'You have already reviewed this purchase' });
      }
      const rating = body?.rating;
      if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
        return answer(400, { error: 'Please select a star rating' });
      }
      reviewed.add(token);
      trim(reviewed);
      return answer(200, { success: true });
    },
    /** POST /api/auth/lock-screen `{ password }`. @param {Call} call */
    lockScreen({ body }) {
      if (body?.password !== LOCK_SCREEN_PASSWORD) return answer(401, { error: 'Incorrect password.' });
      return answer(200, { success: true });
    },
  };
}
