/** The wall design: masonry columns of slides at their own ratios (./flow.ts). */
import type { Design, DesignContext } from '../types';
import { createFlow } from './flow';

export const create = (context: DesignContext): Design => createFlow('wall', context);
