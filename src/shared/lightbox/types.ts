/**
 * The lightbox's contract (spec §2 "Lightbox and gallery", §4 "Lightbox",
 * §9 "Lightbox"). The chunk `src/shared/lightbox/index.ts` exports
 * {@link OpenLightbox} as `openLightbox`; the gallery imports it on first
 * open (or on hover intent, to have it ready).
 */
import type { SizeFormat } from '../image/url';

/** One item the lightbox shows. */
export interface LightboxItem {
  /** The slide's id (`data-slide-id`) or null. */
  id: string | null;
  /** The image source (`data-src`), sized by the lightbox with the host's widths. */
  src: string;
  sizeFormat: SizeFormat;
  /** Intrinsic size from `data-image-dimensions`; 0 when unknown. */
  width: number;
  height: number;
  /** Rendered as text, never HTML. */
  alt: string;
  title: string;
  description: string;
  type: 'image' | 'video';
}

export interface LightboxOptions {
  items: readonly LightboxItem[];
  /** The item shown first (normalised modulo the count). */
  index: number;
  theme: 'light' | 'dark';
  /** The dialog's accessible name; default 'Gallery'. */
  title?: string;
  /** Where focus returns on close (the slide that opened it). */
  opener?: HTMLElement | null;
  /** The visible item changed (the gallery follows it). */
  onChange?(index: number): void;
  /** The lightbox finished closing and removed itself (also after a crash, maybe before `openLightbox` returns). */
  onClose?(): void;
  /** Where a crash of the view goes: the gallery block's funnel, so it carries the block's name. Default `reportError`. */
  report?(error: unknown, message: string): void;
}

export interface LightboxHandle {
  readonly index: number;
  goTo(index: number): void;
  /** Fade out, remove, hand focus back, then onClose. */
  close(): void;
  /** Remove at once, without animation or focus return (block unmount). */
  destroy(): void;
}

export type OpenLightbox = (doc: Document, options: LightboxOptions) => LightboxHandle;
