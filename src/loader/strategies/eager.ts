import type { Strategy } from './strategy';

/** Load at once: for blocks a visitor may use before scrolling. */
export const eager: Strategy = (_element, run) => {
  run();
  return () => {};
};
