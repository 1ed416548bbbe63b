/** The scroll helper (spec §9 "Scroll"): one place for every scroll the runtime makes. */
export { easeOutSine, scrollDuration, scrollTarget, scrollToElement, type ScrollToOptions } from './scroll-to';
export { whenScrollEnds } from './scroll-end';
