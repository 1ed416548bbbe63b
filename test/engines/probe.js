// Loaded first by every page of the cross-engine suite (the test server injects
// it: see startServers' `probe`): records what the page does wrong in any
// engine, since classic WebDriver (WebKit) has no page-error or console events.
// window.__probe: uncaught errors and rejections (with whatever message and
// stack the engine hands a window listener), console.error lines, and CSP
// violations.
(function () {
  var probe = { errors: [], consoleErrors: [], violations: [] };
  window.__probe = probe;
  var describe = function (value) {
    if (value && typeof value === 'object' && 'message' in value) return String(value.message);
    try {
      return typeof value === 'string' ? value : JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  window.addEventListener(
    'error',
    function (event) {
      // A resource that failed to load fires a non-ErrorEvent here in capture: not a script error.
      if (!(event instanceof ErrorEvent)) return;
      probe.errors.push({
        message: event.message,
        stack: (event.error && event.error.stack) || '',
        source: event.filename || '',
      });
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    probe.errors.push({
      message: 'unhandled rejection: ' + describe(reason),
      stack: (reason && reason.stack) || '',
      source: '',
    });
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    probe.violations.push(event.violatedDirective + ' ' + event.blockedURI);
  });
  var error = console.error;
  console.error = function () {
    var parts = [];
    for (var i = 0; i < arguments.length; i++) parts.push(describe(arguments[i]));
    probe.consoleErrors.push(parts.join(' '));
    return error.apply(console, arguments);
  };
})();
