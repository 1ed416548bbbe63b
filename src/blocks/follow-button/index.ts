/**
 * The follow button (`.sqs-block.follow-button-block`; spec §2 "Other
 * surfaces", §5, §7, §8; docs/blocks/follow-button.md): the social platform's
 * button for the account in `[data-username]`, rendered only when that
 * attribute is not empty. The element stays hidden until the platform's
 * script (one per page, 10 s) has rendered it; on failure or time-out it stays
 * hidden and the block reports why.
 */
import { FOLLOW_TIMEOUT_MS, providerUrl, thirdPartyFor } from '../../core/third-party';
import { timeLimit } from '../../core/time-limit';
import type { BlockContext, Unmount } from '../../core/types';
import { createMarkupUndo } from '../../shared/markup-undo';

/** Reported when the platform's button does not arrive (spec §8). */
export const FOLLOW_FAILED_MESSAGE = 'Follow button could not load; it stays hidden';

type Win = Window & {
  twttr?: { widgets?: { createFollowButton(user: string, element: Element, options: object): Promise<unknown> } };
};

/** Mounts the button; returns the unmount. */
export function mount(root: HTMLElement, { page, report }: BlockContext): Unmount {
  const button = root.querySelector<HTMLElement>('[data-username]');
  const username = button?.getAttribute('data-username')?.trim().replace(/^@/, '');
  if (!button || !username) return; // spec §5: only with a non-empty username
  const doc = root.ownerDocument;
  const win = doc.defaultView as Win;
  const markup = createMarkupUndo();
  const saved = [...button.childNodes];
  markup.add(() => button.replaceChildren(...saved));
  markup.attr(button, 'hidden', '');
  let live = true;
  const load = async () => {
    await thirdPartyFor(doc).script(providerUrl(page, 'follow', 'https://platform.twitter.com/widgets.js'), {
      timeoutMs: FOLLOW_TIMEOUT_MS,
    });
    const widgets = win.twttr?.widgets;
    if (!widgets) throw new Error('Follow button: the platform script defined no widgets');
    await widgets.createFollowButton(username, button, { showCount: false });
  };
  const host = root.querySelector<HTMLElement>('.sqs-block-content') ?? root;
  markup.add(
    thirdPartyFor(doc).whenAllowed(
      page,
      // Spec §7: 10 s from the request to a rendered button, whichever part hangs.
      () =>
        void timeLimit(load(), FOLLOW_TIMEOUT_MS, win).then(
          () => live && markup.attr(button, 'hidden', null),
          (error) => live && report(error, FOLLOW_FAILED_MESSAGE),
        ),
      { host, provider: 'Twitter' },
    ),
  );
  return () => {
    live = false;
    markup.restore();
  };
}
