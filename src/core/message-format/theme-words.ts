/**
 * The page's words as a theme script calls them through
 * `SiteRuntime.services()`: by message id, as the README documents it, in
 * any build. (dist/ asks for its own messages by number, ./message-keys.ts;
 * the ids list comes with the services to key what a theme writes by id.)
 */
import type { MessageId } from '../words/catalogue';
import ids from '../words/ids';
import { keyMessages, messageKey } from './message-keys';
import * as pageWords from './page-words';
import * as pluralWords from './plural-words';

const keyOf = (id: string) => messageKey(id, ids) as MessageId;

/** Message `id` in the page's words (the site's override, the locale's table, else `english`), placeholders filled. */
export const say: typeof pageWords.say = (id, english, values, doc) => pageWords.say(keyOf(id), english, values, doc);

/** Plural message `id` in the page's words, formatted with `values`. */
export const sayPlural: typeof pluralWords.sayPlural = (id, english, values, doc) =>
  pluralWords.sayPlural(keyOf(id), english, values, doc);

/** The site's own words for some messages, by id, over the locale's table (see page-words.ts). */
export const overrideMessages = (messages: Readonly<Record<string, string>>, doc?: Document): void =>
  pageWords.overrideMessages(keyMessages(messages, ids), doc);
