/**
 * Relative time (spec §4 "Dialog, tooltip, time": 'just now', then seconds
 * ago, then a formatted date after 60 seconds): the words, the seconds as a
 * message-format plural (spec §5). Part of the words catalogue
 * (docs/services/words.md).
 *
 * @build-inline: constants only, copied into each chunk that imports it.
 */
export const TIME_WORDS = {
  justNow: 'just now',
  secondsAgo: '{seconds, plural, one {# second ago} other {# seconds ago}}',
} as const;
