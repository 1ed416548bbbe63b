/**
 * The providers' postMessage protocols, as much of them as the player needs:
 * say we listen, start, and hear play, pause and end. YouTube speaks JSON
 * strings ({event: 'command', func}); Vimeo objects or strings ({method}).
 */
import type { Embed } from './embed';

/** What a player frame told us. */
export type PlayerEvent = 'ready' | 'play' | 'pause' | null;

/** The messages that subscribe to a frame's events and start it. */
export function startMessages(provider: Embed['provider']): string[] {
  if (provider === 'youtube')
    return [
      JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
      JSON.stringify({ event: 'command', func: 'playVideo', args: [] }),
    ];
  if (provider === 'vimeo')
    return ['play', 'pause', 'ended']
      .map((value) => JSON.stringify({ method: 'addEventListener', value }))
      .concat(JSON.stringify({ method: 'play' }));
  return [];
}

/** A frame's message, read; null for anything else. */
export function readPlayerEvent(data: unknown): PlayerEvent {
  let message = data as Record<string, unknown> | null;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data) as Record<string, unknown> | null;
    } catch {
      return null;
    }
  }
  if (!message || typeof message !== 'object') return null;
  const { event, info } = message;
  // YouTube: onStateChange 1 playing, 2 paused, 0 ended; infoDelivery carries the same state.
  const state = event === 'onStateChange' ? info : (info as Record<string, unknown> | null)?.playerState;
  if (event === 'onReady' || event === 'ready') return 'ready';
  if (state === 1 || event === 'play' || event === 'playing') return 'play';
  if (state === 2 || state === 0 || event === 'pause' || event === 'ended') return 'pause';
  return null;
}
