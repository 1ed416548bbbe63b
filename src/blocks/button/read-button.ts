/**
 * What the button block's census needs from the server markup (spec §7
 * `/api/census/button-click` and `/button-render`): the builder's button is
 * `.sqs-block-button-container[data-alignment][data-button-size]` holding
 * `a.sqs-block-button-element`.
 */
import type { CensusButton } from '../../telemetry/census-calls';
import { readBoolean } from '../../core/read-boolean';

/** The census `context` of a button block (reading: the spec names the field, not its values). */
export const BUTTON_CONTEXT = 'button-block';

/** The link of a button block: `a.sqs-block-button-element`, else the first link; `null` without one. */
export function findButtonLink(root: HTMLElement): HTMLAnchorElement | null {
  return root.querySelector<HTMLAnchorElement>('a.sqs-block-button-element') ?? root.querySelector('a[href]');
}

/**
 * The census fields of the button: `id` is the root's id (the builder's
 * `block-…`), `buttonText` the link's text, `clickthroughUrl` its `href` as
 * written, `alignment` and `size` the container's `data-alignment` and
 * `data-button-size`, `newWindow` the block JSON's `newWindow` (else
 * whether the link already opens a new window).
 */
export function readButton(root: HTMLElement, link: HTMLAnchorElement, config: unknown): CensusButton {
  const container = root.querySelector('.sqs-block-button-container');
  return {
    id: root.id || root.getAttribute('data-block-id') || '',
    buttonText: (link.textContent ?? '').trim(),
    clickthroughUrl: link.getAttribute('href') ?? '',
    alignment: container?.getAttribute('data-alignment') ?? undefined,
    size: container?.getAttribute('data-button-size') ?? undefined,
    newWindow: readBoolean((config as Record<string, unknown> | null)?.newWindow) ?? link.target === '_blank',
    context: BUTTON_CONTEXT,
  };
}
