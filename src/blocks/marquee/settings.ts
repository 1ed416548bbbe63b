/**
 * The marquee's props (spec §3 "Marquee props": waveFrequency 1,
 * waveIntensity 0, animationDirection left or right (left), animationSpeed
 * 1, pausedOnHover false), read from `data-block-json` with the one reader
 * of block settings: a missing or unreadable value keeps the spec's default.
 */
import { readBlockSettings } from '../../shared/block-settings';

export interface MarqueeSettings {
  /** Waves per segment of the path; 0 draws a straight line. */
  waveFrequency: number;
  /** Height of the wave, in line heights; 0 draws a straight line. */
  waveIntensity: number;
  animationDirection: 'left' | 'right';
  /** A multiple of the base speed. */
  animationSpeed: number;
  pausedOnHover: boolean;
}

/** The settings of a marquee block. */
export function readMarqueeSettings(config: unknown): MarqueeSettings {
  const read = readBlockSettings(config);
  return {
    waveFrequency: read.number('waveFrequency', 1, { min: 0 }),
    waveIntensity: read.number('waveIntensity', 0, { min: 0 }),
    animationDirection: read.oneOf('animationDirection', ['left', 'right'] as const, 'left'),
    animationSpeed: read.number('animationSpeed', 1, { min: 0 }),
    pausedOnHover: read.boolean('pausedOnHover', false),
  };
}
