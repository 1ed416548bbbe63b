/**
 * Failures shown only when the visitor asks for them (issue "Fast start": a
 * page that logs an error at load fails Lighthouse's best practices). A
 * `button[data-add-block]` names a `<template>`: a click puts the template's
 * block on the page in the template's place, once; the runtime finds it like
 * any block added later, and the failure it reports happens then. The block's
 * markup is listed at load (the server lists a `template[data-example]` by
 * its content: server/markup-listings.mjs).
 * External file: the pages' CSP forbids inline scripts.
 */
(() => {
  'use strict';

  /** @param {HTMLButtonElement} button */
  function addBlock(button) {
    const template = document.getElementById(button.dataset.addBlock || '');
    if (!(template instanceof HTMLTemplateElement)) return;
    const block = /** @type {HTMLElement} */ (template.content.firstElementChild.cloneNode(true));
    template.replaceWith(block);
    // aria-disabled, not disabled: the button keeps the keyboard focus.
    button.setAttribute('aria-disabled', 'true');
    button.textContent = `${button.textContent} (added below)`;
    block.scrollIntoView({ block: 'nearest' });
  }

  document.addEventListener('click', (event) => {
    const button = /** @type {Element} */ (event.target).closest('button[data-add-block]');
    if (button instanceof HTMLButtonElement && button.getAttribute('aria-disabled') !== 'true') addBlock(button);
  });
})();
