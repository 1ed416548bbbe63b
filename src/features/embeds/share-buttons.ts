/**
 * Share buttons (spec §2 "Other surfaces"; `website.shareButtonOptions`;
 * docs/features/embeds.md): in every `.sqs-share-buttons` element,
 * a list of plain links to each enabled service's share page. No
 * third-party script: a link shares as well, loads nothing and sets no cookie.
 */
import type { FeatureContext, Unmount } from '../../core/types';
import { say } from '../../core/message-format/page-words';
import { CHROME_WORDS } from '../../core/words/site-chrome';

/** Service name → [label, share URL with `{url}` and `{title}`]. */
export const SHARE_SERVICES: Record<string, [string, string]> = {
  facebook: ['Facebook', 'https://www.facebook.com/sharer/sharer.php?u={url}'],
  twitter: ['X', 'https://twitter.com/intent/tweet?url={url}&text={title}'],
  linkedin: ['LinkedIn', 'https://www.linkedin.com/sharing/share-offsite/?url={url}'],
  pinterest: ['Pinterest', 'https://pinterest.com/pin/create/button/?url={url}&description={title}'],
  reddit: ['Reddit', 'https://www.reddit.com/submit?url={url}&title={title}'],
  tumblr: ['Tumblr', 'https://www.tumblr.com/widgets/share/tool?canonicalUrl={url}&title={title}'],
  email: ['Email', 'mailto:?subject={title}&body={url}'],
};

/** The enabled services, in the table's order: `{name: true}` or a list of names. */
export function enabledServices(options: unknown): string[] {
  const on = (name: string) =>
    Array.isArray(options) ? options.includes(name) : !!(options as Record<string, unknown> | null)?.[name];
  return Object.keys(SHARE_SERVICES).filter(on);
}

/** The list of links for `url` and `title`. */
export function shareList(doc: Document, services: string[], url: string, title: string): HTMLUListElement {
  const list = doc.createElement('ul');
  list.className = 'sqs-share-buttons-list';
  list.setAttribute('aria-label', say('chrome.share', CHROME_WORDS.share));
  for (const name of services) {
    const [label, template] = SHARE_SERVICES[name];
    const link = doc.createElement('a');
    link.className = `sqs-share-button sqs-share-button-${name}`;
    link.href = template.replace('{url}', encodeURIComponent(url)).replace('{title}', encodeURIComponent(title));
    link.textContent =
      name === 'email'
        ? say('chrome.shareByEmail', CHROME_WORDS.shareByEmail)
        : say('chrome.shareOn', CHROME_WORDS.shareOn, { service: label });
    if (name !== 'email') {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      const hint = Object.assign(doc.createElement('span'), {
        textContent: ` ${say('chrome.newTab', CHROME_WORDS.newTab)}`,
      });
      // Read by screen readers, not shown.
      Object.assign(hint.style, {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
      });
      link.append(hint);
    }
    const item = doc.createElement('li');
    item.append(link);
    list.append(item);
  }
  return list;
}

/** Fills every `.sqs-share-buttons`; the returned function takes the lists out. */
export function start({ page }: FeatureContext): Unmount {
  const doc = document;
  const services = enabledServices(page.website.shareButtonOptions);
  if (!services.length) return;
  const lists = [...doc.querySelectorAll<HTMLElement>('.sqs-share-buttons')].map((host) => {
    const canonical = doc.querySelector<HTMLLinkElement>('link[rel=canonical]')?.href;
    const url = host.getAttribute('data-url') || canonical || doc.location.href.split('#')[0];
    const list = shareList(doc, services, new URL(url, doc.baseURI).href, host.getAttribute('data-title') || doc.title);
    host.append(list);
    return list;
  });
  return () => lists.forEach((list) => list.remove());
}
