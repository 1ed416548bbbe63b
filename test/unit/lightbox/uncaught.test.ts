/**
 * What the lightbox's listeners and timers throw (src/core/guard.ts): it
 * reaches the runtime with the real error, named for the gallery that opened
 * the lightbox (the opener is one of its slides; the lightbox itself sits at
 * the end of the body), and is not thrown on to the window.
 */
import { $, flush, openWith, item, useDesktopPage } from './helpers';
import { recordUncaught } from '../uncaught';

useDesktopPage();

/** A gallery root with one slide, the lightbox's opener. */
function gallery() {
  const root = document.body.appendChild(document.createElement('div'));
  root.setAttribute('data-block-state', 'ready');
  const slide = root.appendChild(document.createElement('button'));
  slide.focus();
  return { root, slide };
}

describe("what the lightbox's callbacks throw reaches the runtime, named for the gallery that opened it", () => {
  it('a control (next): the gallery following the step throws', () => {
    const { slide } = gallery();
    const boom = new Error('the gallery could not follow');
    openWith({
      items: [item(1), item(2)],
      index: 0,
      theme: 'dark',
      opener: slide,
      onChange: () => {
        throw boom;
      },
    });
    const uncaught = recordUncaught();
    try {
      $<HTMLButtonElement>('.sqs-lightbox-next')!.click();
    } finally {
      uncaught.stop();
    }
    expect(uncaught.taken).toEqual([{ error: boom, element: slide }]);
    expect(uncaught.thrown).toEqual([]);
    // The lightbox stepped before the gallery was told, and is still open.
    expect($('.sqs-lightbox-counter')!.textContent).toBe('2 / 2');
  });

  it('the close fallback timer (after Back): the gallery hearing the close throws', async () => {
    const { slide } = gallery();
    const boom = new Error('the gallery could not hear the close');
    openWith({
      items: [item(1), item(2)],
      index: 0,
      theme: 'dark',
      opener: slide,
      onClose: () => {
        throw boom;
      },
    });
    const uncaught = recordUncaught();
    try {
      // Back: the lightbox's history marker is no longer the current entry.
      window.history.replaceState(null, '');
      window.dispatchEvent(new PopStateEvent('popstate'));
      // No fade ends in jsdom: the fallback timer removes it and calls onClose.
      jest.advanceTimersByTime(1000);
      await flush();
    } finally {
      uncaught.stop();
    }
    expect(uncaught.taken).toEqual([{ error: boom, element: slide }]);
    expect(uncaught.thrown).toEqual([]);
  });
});
