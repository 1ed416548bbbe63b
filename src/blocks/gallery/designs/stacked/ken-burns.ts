/**
 * The ken-burns transition (spec §4 "Gallery": slow zoom, alternating
 * direction; §9: zoom 1.075): a cross-fade, and the incoming slide's image
 * zooms from 1 to 1.075 (then the next one from 1.075 to 1, and so on) over
 * the slide's display time. Our reading of "display time": the autoplay
 * timeout plus the fade, so the zoom is still moving while the slide fades
 * out; without autoplay the zoom simply ends and holds.
 */
import { crossFade } from './fade';
import type { Stage, Transition } from './stage';
import { STACKED } from '../../../../core/enums/gallery-constants';

/** §9 "Stacked": ken-burns zoom. */
export const KEN_BURNS_ZOOM = STACKED.kenBurnsZoom;

/** The zoom keyframes of the `n`th slide shown: even ones zoom in, odd ones out. */
export function kenBurnsScales(n: number): [number, number] {
  return n % 2 ? [KEN_BURNS_ZOOM, 1] : [1, KEN_BURNS_ZOOM];
}

/** `ken-burns`: a cross-fade with the zoom; under reduced motion an instant switch, no zoom. */
export function createKenBurns(stage: Stage): Transition {
  const { context, options, undo, anim } = stage;
  let shown = 0;
  let zoom: Animation | null = null;
  return {
    async show(to, from, _direction, instant) {
      const previous = zoom;
      const {
        image,
        focalPoint: [x, y],
      } = context.slides[to];
      // Reduced motion: no zoom at all, not just no fade.
      zoom = null;
      if (!instant && image) {
        // Zoom towards the focal point (spec §3 "Images": data-image-focal-point).
        undo.style(image, { 'transform-origin': `${x * 100}% ${y * 100}%` });
        const scales = kenBurnsScales(shown++).map((s) => `scale(${s})`);
        zoom = anim.start(
          image,
          { transform: scales },
          { duration: context.settings.autoplay.timeout + options.speed, easing: 'linear', fill: 'forwards' },
        );
      }
      await crossFade(stage, to, from, instant ? 0 : options.speed);
      if (to !== from) previous?.cancel();
    },
  };
}
