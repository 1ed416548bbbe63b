/**
 * Reading the builder's embed markup (spec §3 "Video embed", §5): it must
 * hold an iframe or an object, else 'Invalid video embed.' (Vimeo Basic
 * shares resolve without one, and say so). Parsed in an inert template:
 * nothing in it loads or runs, and only the player element is ever used.
 * The markup is the site owner's block JSON, written through the runtime's
 * Trusted Types policy (src/core/trusted-types.ts).
 */
import { trustedHtml } from '../../core/trusted-types';
import { INVALID_VIDEO_EMBED_MESSAGE, VIMEO_BASIC_MESSAGE } from '../../core/words/validation';

// Spec §5, word for word, from the words catalogue (its constants are copied
// into the chunk, so the player does not import the forms' messages).
export { INVALID_VIDEO_EMBED_MESSAGE, VIMEO_BASIC_MESSAGE };

/** A usable embed: the player element's source and size. */
export interface Embed {
  provider: 'youtube' | 'vimeo' | 'other';
  /** The iframe's `src`, or '' for an object embed. */
  src: string;
  /** The player element itself (an object embed is inserted as it is). */
  element: Element;
  width: number;
  height: number;
  title: string;
}

/** The provider of a `providerName` ('YouTube', 'Vimeo', …). */
export function providerOf(name: unknown): Embed['provider'] {
  const lower = typeof name === 'string' ? name.trim().toLowerCase() : '';
  return lower === 'youtube' || lower === 'vimeo' ? lower : 'other';
}

/** The embed in `html`, or the message to show instead (spec §5). */
export function readEmbed(html: string, providerName: unknown, doc: Document): Embed | { error: string } {
  const provider = providerOf(providerName);
  const template = doc.createElement('template');
  template.innerHTML = trustedHtml(doc.defaultView as Window, html);
  const element = template.content.querySelector('iframe,object');
  if (!element) return { error: provider === 'vimeo' ? VIMEO_BASIC_MESSAGE : INVALID_VIDEO_EMBED_MESSAGE };
  const size = (name: string) => parseFloat(element.getAttribute(name) || '') || 0;
  return {
    provider,
    src: element.tagName === 'IFRAME' ? element.getAttribute('src') || '' : '',
    element,
    width: size('width'),
    height: size('height'),
    title: element.getAttribute('title') || '',
  };
}
