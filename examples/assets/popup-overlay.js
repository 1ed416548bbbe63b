// The popup example's one button: forget the visitor's popup record, then reload.
(() => {
  'use strict';
  document.getElementById('forget-popup')?.addEventListener('click', () => {
    try {
      localStorage.removeItem('site-runtime:popup-overlay');
    } catch {
      // storage refused: nothing to forget
    }
    location.reload();
  });
})();
