/**
 * The `words-ids` chunk: every message id in the catalogue's order, and the
 * one use the runtime has for them, keying a site's overrides (written by
 * id) as dist/'s numbered words are (../message-format/message-keys.ts).
 * A page fetches it only when its context carries overrides.
 */
import ids from './ids';
import { keyMessages } from '../message-format/message-keys';

export default ids;

/** The site's overrides keyed as the page's words are. */
export const keyOverrides = (messages: Readonly<Record<string, string>>): Record<string, string> =>
  keyMessages(messages, ids);
