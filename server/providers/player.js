// A fake YouTube or Vimeo player: enough of their postMessage protocols for
// the runtime's video player (issue "Media and embeds"). YouTube: the parent
// says {event: 'listening'}, then sends {event: 'command', func: 'playVideo' |
// 'pauseVideo'}; the player answers {event: 'onReady'} and {event:
// 'onStateChange', info: 1 | 2 | 0}. Vimeo: the player says {event: 'ready'};
// the parent sends {method: 'addEventListener', value} and {method: 'play' |
// 'pause'}; the player answers {event: 'play' | 'pause' | 'ended'}.
(() => {
  const provider = document.body.dataset.provider;
  const state = document.querySelector('.fake-player-state');
  const toggle = document.querySelector('.fake-player-toggle');
  let playing = false;
  let listening = false;
  const vimeoEvents = new Set();
  const tell = (message) => window.parent.postMessage(JSON.stringify(message), '*');
  const set = (on) => {
    if (on === playing) return;
    playing = on;
    state.textContent = on ? 'playing' : 'paused';
    toggle.textContent = on ? 'Pause' : 'Play';
    document.body.classList.toggle('playing', on);
    if (provider === 'youtube' && listening) tell({ event: 'onStateChange', info: on ? 1 : 2 });
    const name = on ? 'play' : 'pause';
    if (provider === 'vimeo' && vimeoEvents.has(name)) tell({ event: name });
  };
  toggle.addEventListener('click', () => set(!playing));
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    let message = event.data;
    try {
      if (typeof message === 'string') message = JSON.parse(message);
    } catch {
      return;
    }
    if (provider === 'youtube') {
      if (message.event === 'listening') {
        listening = true;
        tell({ event: 'onReady', info: null });
      } else if (message.event === 'command') {
        if (message.func === 'playVideo') set(true);
        if (message.func === 'pauseVideo') set(false);
      }
    } else if (message.method === 'addEventListener') vimeoEvents.add(message.value);
    else if (message.method === 'play') set(true);
    else if (message.method === 'pause') set(false);
  });
  if (provider === 'vimeo') tell({ event: 'ready' });
})();
