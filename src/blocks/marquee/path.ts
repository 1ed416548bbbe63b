/**
 * The line the marquee's text runs along (spec §9 "Marquee: min width 50,
 * path segment length 250 to 1000"): a wave across the block, one segment
 * per wave.
 *
 * Reading: a segment is one wave, `width / waveFrequency` long, kept
 * between 250 and 1000 px, so a narrow block is not a zigzag and a wide one
 * is not flat; its height is `waveIntensity` line heights. Each half wave is
 * a quadratic curve (`Q`, then `T`, which mirrors the previous control point:
 * the crests alternate by themselves).
 */
import { MARQUEE } from '../../core/enums/timings';

/** The length of one segment (a whole wave) for a block `width` px wide. */
export function segmentLength(width: number, waveFrequency: number): number {
  const raw = waveFrequency > 0 ? width / waveFrequency : MARQUEE.segmentLength.max;
  return Math.min(MARQUEE.segmentLength.max, Math.max(MARQUEE.segmentLength.min, raw));
}

/** The wave's geometry for a block `width` px wide with text of `lineHeight` px. */
export interface WaveShape {
  /** The SVG path data. */
  d: string;
  /** The SVG's height: a line, plus the wave above and below. */
  height: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The path from x = 0 to x = width, its baseline in the middle of the SVG. */
export function wavePath(width: number, lineHeight: number, waveFrequency: number, waveIntensity: number): WaveShape {
  const amplitude = waveFrequency > 0 ? waveIntensity * lineHeight : 0;
  const height = round(lineHeight + 2 * amplitude);
  const base = round(amplitude + lineHeight * 0.8); // the text's baseline sits low in its line
  if (!amplitude) return { d: `M0,${base} H${round(width)}`, height };
  const half = segmentLength(width, waveFrequency) / 2;
  let d = `M0,${base} Q${round(half / 2)},${round(base - 2 * amplitude)} ${round(half)},${base}`;
  for (let x = 2 * half; x < width + half; x += half) d += ` T${round(x)},${base}`;
  return { d, height };
}
