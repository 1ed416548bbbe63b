/**
 * The stacked design (spec §4 "Gallery": a slideshow shows one slide at a
 * time; §9 "Stacked": autoHeight, clickBehavior next, speed 1 s, preload 1).
 *
 * The slides lie on top of each other in `.sqs-gallery`, the current one
 * visible, the others `visibility: hidden` (out of view and away from
 * assistive technology), in a box whose aspect ratio comes from the block or
 * the current slide's data-image-dimensions, so it is reserved before any
 * image loads. The current slide's image and `preload` neighbours on each
 * side load through `context.loadSlide`. `designOptions.transition` picks
 * how one slide replaces another (stacked/transitions.ts); under
 * prefers-reduced-motion, read at each change, every change is instant.
 */
import type { Design, DesignContext } from '../types';
import { createLoadQueue } from './shared/load-queue';
import { preloadWindow } from './shared/preload';
import { createNone } from './stacked/fade';
import { wireInput } from './stacked/input';
import { boxRatio, limitMeta, stackContainer, stackedByTheme, stackSlide } from './stacked/layout';
import { stackedOptions } from './stacked/options';
import { createStage, type Stage, type Transition, type TransitionFactory } from './stacked/stage';
import { dragsItself, findTransition } from './stacked/transitions';

/**
 * Creates the design; throws (changing nothing) for an unknown transition
 * (spec §5). Invalid new-swipe options are found when the swipe chunk
 * arrives: reported, and changes are instant (see {@link fetched}).
 */
export function create(context: DesignContext): Design {
  const { container, slides, settings, engine } = context;
  const { designOptions } = settings;
  const { transition } = designOptions;
  const options = stackedOptions(designOptions);
  // A name is a string; anything else is named in the unknown-transition error as its JSON.
  const name = transition == null ? 'fade' : typeof transition === 'string' ? transition : JSON.stringify(transition);
  const found = findTransition(name);
  const stage = createStage(context, options, (undo, i) => {
    stackSlide(undo, slides[i], slides, settings, options.autoHeight);
    undo.style(slides[i].element, { visibility: 'hidden' });
  });
  const { undo, anim, el } = stage;
  const meta = (i: number) => limitMeta(undo, el(i), container.clientHeight);
  try {
    stackContainer(undo, container);
    // The theme's stylesheet shows the first slide and hides the rest: the current one is shown, the first hidden.
    if (stackedByTheme(context.win, slides)) [0, engine.index].forEach((i) => stage.reveal(i, i === engine.index));
    else slides.forEach((_, i) => stage.reveal(i, i === engine.index));
    wireInput(stage, !dragsItself(name));
    const sync = typeof found === 'function';
    let transition: Transition | undefined;
    const ready = sync ? null : fetched(stage, found).then((t) => (transition = t));
    if (sync) transition = found(stage);
    const load = createLoadQueue(context, undo);
    /**
     * Design.show: loads the window around the new slide (the new one at once),
     * sizes the box for it, runs the transition (instant under reduced motion),
     * then limits its meta. Errors go to the block's error funnel; the promise
     * always settles, so the engine never stays in motion.
     */
    const show = async (to: number, from: number, direction: 1 | -1) => {
      try {
        load(preloadWindow(to, slides.length, options.preload, settings.loop));
        undo.style(container, { 'aspect-ratio': String(boxRatio(slides, settings, options.autoHeight, to)) });
        // Once a fetched transition has arrived, a change starts in the same task.
        await (transition || (await ready!)).show(to, from, direction, context.reducedMotion());
        if (anim.alive) meta(to);
      } catch (error) {
        context.report(error);
      }
    };
    void show(engine.index, engine.index, 1);
    return {
      ownsClicks: true,
      show,
      layout() {
        transition?.layout?.();
        meta(engine.index);
      },
      destroy: undo.restore,
    };
  } catch (error) {
    undo.restore();
    throw error;
  }
}

/**
 * The transition once its chunk has arrived; if it cannot be fetched, or
 * refuses its options (new-swipe's §5 checks), the error goes to the block's
 * funnel and changes are instant ('none'), so the slideshow still works.
 * Nothing happens if the design was destroyed meanwhile.
 */
function fetched(stage: Stage, factory: Promise<TransitionFactory>): Promise<Transition> {
  const make = (f: TransitionFactory) => (stage.anim.alive ? f(stage) : { show() {} });
  return factory.then(make).catch((error) => (stage.context.report(error), make(createNone)));
}
