/**
 * The base design (spec §4 "Layouts": the stacked block design and the
 * builder's other layouts): slides stay as the server laid them out, one
 * under another. It only marks the container and loads each image as it
 * comes within 200 px of the viewport.
 */
import { whenNear } from '../../../shared/image/load';
import type { Design, DesignContext } from '../types';

/** Creates the base design on `context.container`. */
export function create(context: DesignContext): Design {
  const { container, slides, win } = context;
  container.classList.add('sqs-gallery-design-base');
  const cancels = slides.map((slide) => whenNear(slide.element, () => context.loadSlide(slide), win));
  return {
    show() {},
    destroy() {
      cancels.forEach((cancel) => cancel());
      container.classList.remove('sqs-gallery-design-base');
    },
  };
}
