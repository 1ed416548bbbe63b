/**
 * The reference site's checkout pages: they only show where the runtime sent
 * the visitor (path and query), so an example or a test can see it arrived.
 */
(() => {
  'use strict';
  const out = document.getElementById('checkout-address');
  if (out) out.textContent = window.location.pathname + window.location.search;
})();
