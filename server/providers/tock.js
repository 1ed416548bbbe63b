// A fake Tock widget: tock('init', name) renders into every container that
// carries data-tock-display-mode ('Button': one link; 'Inline': a short form).
window.tock = (command, name) => {
  if (command !== 'init') return;
  document.querySelectorAll('[data-tock-display-mode]').forEach((container) => {
    container.replaceChildren();
    const link = document.createElement('a');
    link.className = 'fake-tock';
    link.href = `https://www.exploretock.com/${encodeURIComponent(name)}`;
    link.textContent =
      container.dataset.tockDisplayMode === 'Button' ? 'Book now' : `Reserve at ${name} · choose a date`;
    container.append(link);
  });
};
