/**
 * One medium plays at a time, page-wide (issue "Media and embeds", spec §4
 * "Video": a video returns to its poster when another starts). Players of the
 * runtime (video embeds, the audio block) say when they start; any `<audio>`
 * or `<video>` of the page (a gallery's video slide, a theme's own) is heard
 * through its `play` event. Whatever starts stops all the others.
 */

/** A player the coordinator can stop. */
export interface Medium {
  /** The player's element: a native medium inside it counts as this player. */
  readonly element: Element;
  /** Back to its poster, or paused. */
  stop(): void;
}

/** The page's coordinator (see {@link mediaFor}). */
export interface MediaCoordinator {
  /** `medium` started playing: every other one stops. */
  started(medium: Medium): void;
  /** Forget `medium` (its player is gone). */
  remove(medium: Medium): void;
  destroy(): void;
}

/** Creates a coordinator for `doc`; pages use {@link mediaFor}. */
export function createMediaCoordinator(doc: Document): MediaCoordinator {
  const players = new Set<Medium>();
  const stopOthers = (source: Element) => {
    for (const medium of [...players])
      if (!medium.element.contains(source))
        try {
          medium.stop();
        } catch {
          // One player that cannot stop must not keep the others playing.
        }
    doc.querySelectorAll('audio,video').forEach((native) => {
      if (native !== source && !(native as HTMLMediaElement).paused) (native as HTMLMediaElement).pause();
    });
  };
  // Media events do not bubble: the capture phase hears every one on the page.
  const onPlay = (event: Event) => stopOthers(event.target as Element);
  doc.addEventListener('play', onPlay, true);
  return {
    started(medium) {
      players.add(medium);
      stopOthers(medium.element);
    },
    remove: (medium) => void players.delete(medium),
    destroy() {
      doc.removeEventListener('play', onPlay, true);
      players.clear();
    },
  };
}

const coordinators = new WeakMap<Document, MediaCoordinator>();

/** The page's coordinator, created on first use (one per document, like the escape manager). */
export function mediaFor(doc: Document = document): MediaCoordinator {
  let coordinator = coordinators.get(doc);
  if (!coordinator) {
    const created = createMediaCoordinator(doc);
    coordinator = { ...created, destroy: () => (coordinators.delete(doc), created.destroy()) };
    coordinators.set(doc, coordinator);
  }
  return coordinator;
}
