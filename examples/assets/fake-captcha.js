// A fake captcha provider for the examples and browser tests: the small part
// of Google reCAPTCHA's `grecaptcha` API the form block uses (render,
// getResponse, reset, ready). It draws a checkbox "I'm not a robot"; ticking
// it sets a response. Load it through the form's `captcha.scriptUrl`
// setting: `{"captcha":{"siteKey":"any","scriptUrl":"/assets/fake-captcha.js"}}`.
// No inline styles or handlers: the example pages run under a strict CSP.
(function () {
  'use strict';
  var widgets = [];

  function render(container, options) {
    var id = widgets.length;
    var opts = options || {};
    var label = document.createElement('label');
    label.className = 'fake-captcha fake-captcha-' + (opts.size === 'compact' ? 'compact' : 'normal');
    var box = document.createElement('input');
    box.type = 'checkbox';
    box.className = 'fake-captcha-box';
    label.appendChild(box);
    label.appendChild(document.createTextNode(" I'm not a robot"));
    container.appendChild(label);
    var widget = { box: box, response: '', size: opts.size || 'normal', sitekey: opts.sitekey };
    box.addEventListener('change', function () {
      widget.response = box.checked ? 'fake-captcha-response-' + id + '-' + Date.now() : '';
      var callback = box.checked ? opts.callback : opts['expired-callback'];
      if (typeof callback === 'function') callback(widget.response);
    });
    container.setAttribute('data-captcha-size', widget.size);
    widgets.push(widget);
    return id;
  }

  function getResponse(id) {
    var widget = widgets[id === undefined ? 0 : id];
    return widget ? widget.response : '';
  }

  function reset(id) {
    var widget = widgets[id === undefined ? 0 : id];
    if (!widget) return;
    widget.response = '';
    widget.box.checked = false;
  }

  window.grecaptcha = {
    render: render,
    getResponse: getResponse,
    reset: reset,
    ready: function (run) {
      run();
    },
  };
})();
