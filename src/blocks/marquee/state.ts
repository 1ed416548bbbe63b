/**
 * What the marquee is doing (spec §4 "Marquee animates only while visible
 * and motion is not reduced. It pauses on hover if enabled."; WCAG 2.2.2: a
 * visitor can pause it), as `data-marquee-state` on the block:
 * - `static`: reduced motion, or too narrow (under 50 px): it never moves;
 * - `paused`: the visitor paused it with its button, or the pointer is over
 *   it and `pausedOnHover` is on;
 * - `idle`: out of view;
 * - `running`.
 */

export type MarqueeState = 'static' | 'paused' | 'idle' | 'running';

export interface MarqueeFacts {
  reducedMotion: boolean;
  /** The block is at least 50 px wide (spec §9). */
  wideEnough: boolean;
  visible: boolean;
  hovered: boolean;
  pausedOnHover: boolean;
  pausedByVisitor: boolean;
}

/** The state for `facts`. */
export function marqueeState(facts: MarqueeFacts): MarqueeState {
  if (facts.reducedMotion || !facts.wideEnough) return 'static';
  if (facts.pausedByVisitor || (facts.hovered && facts.pausedOnHover)) return 'paused';
  return facts.visible ? 'running' : 'idle';
}
