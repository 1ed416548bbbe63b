/**
 * The player's address once the visitor asked for it (spec §7 "Video players
 * are controlled by posting messages to the embedded frame"): autoplay and the
 * provider's message API on; under a restrictive cookie policy YouTube's
 * privacy-enhanced host and Vimeo's do-not-track.
 */
import type { Embed } from './embed';

const YOUTUBE_HOST = /^(www\.|m\.)?youtube\.com$/;

/** `embed.src` ready to play (relative sources resolve against the page). */
export function playerUrl(embed: Embed, restrictive: boolean, base: string, origin: string): string {
  const url = new URL(embed.src, base);
  const set = (name: string, value: string) => url.searchParams.set(name, value);
  set('autoplay', '1');
  if (embed.provider === 'youtube') {
    set('enablejsapi', '1');
    set('origin', origin);
    set('playsinline', '1');
    if (restrictive && YOUTUBE_HOST.test(url.hostname)) url.hostname = 'www.youtube-nocookie.com';
  } else if (embed.provider === 'vimeo') {
    set('api', '1');
    if (restrictive) set('dnt', '1');
  }
  return url.href;
}
