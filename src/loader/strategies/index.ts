import type { LoadStrategy } from '../../core/types';
import { eager } from './eager';
import type { Strategy } from './strategy';
import { visible } from './visible';

export type { Strategy } from './strategy';

/** The table of loading strategies, picked by a descriptor's `strategy`. */
export const strategies: Record<LoadStrategy, Strategy> = { eager, visible };
