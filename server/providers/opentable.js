// A fake OpenTable reservation loader: like the real one, it renders where it
// runs, as a frame after its own script element. The server fills in the frame's address.
(() => {
  const script = document.currentScript;
  const frame = document.createElement('iframe');
  frame.className = 'fake-opentable';
  frame.title = 'OpenTable reservations';
  frame.src = '{{FRAME}}';
  frame.style.width = '100%';
  frame.style.height = '160px';
  frame.style.border = '0';
  script.after(frame);
})();
