/**
 * The names and announcements of the media the runtime draws: the lightbox
 * (its controls, its step announcement), the gallery's controls, the audio
 * player, the video player's frame, the map. The spec names the controls
 * (§4 "Gallery", "Lightbox") without wording them; 'Gallery' is §3's
 * lightbox title. Part of the words catalogue (docs/services/words.md).
 *
 * @build-inline: constants only, copied into each chunk that imports it.
 */

export const LIGHTBOX_WORDS = {
  /** The dialog's name when the block gives none (spec §3), and a gallery block's. */
  gallery: 'Gallery',
  /** The toggle that shows the caption on a phone. */
  caption: 'Caption',
  previous: 'Previous',
  next: 'Next',
  /** Announced at each step. */
  position: '{index} of {count}',
} as const;

export const GALLERY_WORDS = {
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  /** A slide's role description (a group of the carousel pattern). */
  slide: 'slide',
  /** The gallery's role description (the carousel pattern). */
  carousel: 'carousel',
  playSlideshow: 'Play slideshow',
  pauseSlideshow: 'Pause slideshow',
} as const;

export const AUDIO_WORDS = {
  play: 'Play',
  pause: 'Pause',
  download: 'Download',
  /** A track without a title. */
  untitled: 'audio',
  player: 'Audio player: {name}',
  seek: 'Seek {name}',
  downloadTrack: 'Download {name}',
  /** The seek bar's value: '0:42 of 3:10'. */
  elapsed: '{now} of {total}',
} as const;

export const VIDEO_WORDS = {
  /** The frame's title when the embed gives none. */
  player: 'Video player',
} as const;

export const MAP_WORDS = {
  /** The map region's name: the address, or 'location' without one. */
  region: 'Map: {address}',
  location: 'location',
  directions: 'Get directions (opens in a new tab)',
} as const;
