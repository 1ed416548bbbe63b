/** The stack design: one slide under another at their own ratios (./flow.ts). */
import type { Design, DesignContext } from '../types';
import { createFlow } from './flow';

export const create = (context: DesignContext): Design => createFlow('stack', context);
