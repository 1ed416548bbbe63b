/**
 * The strip's track: one element created inside the container, holding the
 * slides in a row; the whole row moves by one transform (compositor only,
 * whatever the number of slides). undo puts each slide back where the
 * server had it, whitespace and all, and removes the track.
 */
import type { MarkupUndo } from '../../../../shared/markup-undo';
import type { Slide } from '../../types';

/** Moves `slides` into a new track in `container`; returns the track. */
export function createTrack(undo: MarkupUndo, container: HTMLElement, slides: readonly Slide[]): HTMLElement {
  const track = container.ownerDocument.createElement('div');
  const places = slides.map(({ element }) => [element, element.parentNode, element.nextSibling] as const);
  container.insertBefore(track, slides[0]?.element ?? null);
  // One move for all: the track fills while detached from nothing else.
  track.append(...slides.map(({ element }) => element));
  undo.add(() => {
    // Last first: a slide's old next sibling is then already back in place.
    for (let i = places.length; i--;) {
      const [element, parent, next] = places[i];
      parent?.insertBefore(element, next);
    }
    track.remove();
  });
  return track;
}
