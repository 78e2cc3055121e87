// Runs before React and before the first paint (an external file: our CSP forbids inline scripts).
(function () {
  var html = document.documentElement;
  // The stored colour scheme (dark by default), so the page never flashes.
  try {
    var v = localStorage.getItem('herptrack-color-scheme');
    html.setAttribute('data-mantine-color-scheme', v === 'light' || v === 'dark' ? v : 'dark');
  } catch (e) {
    html.setAttribute('data-mantine-color-scheme', 'dark');
  }

  // `/` rendered at build time in one language (scripts/vite-prerender.ts). It is taken over only
  // when the app would render exactly it: a visitor (no keeper remembered, whom the app sends to
  // the dashboard), no auth link to forward (shared/rules/auth-forwarding.ts) and the language the
  // app will choose (app/lib/i18n: ?lng=, cookie, localStorage, browser, then the page's own).
  // Otherwise it is hidden now, never seen, and app/main.tsx renders the app from scratch.
  var page = html.getAttribute('data-prerendered');
  if (!page) return;
  function supported(code) {
    var lng = String(code || '').toLowerCase().split('-')[0];
    return lng === 'en' || lng === 'bg' ? lng : null;
  }
  function cookie(name) {
    var m = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return m ? decodeURIComponent(m[1]) : null;
  }
  function language() {
    var asked = [new URLSearchParams(location.search).get('lng'), cookie('i18next'), localStorage.getItem('i18nextLng')]
      .concat(navigator.languages || [navigator.language]);
    for (var i = 0; i < asked.length; i++) {
      var lng = supported(asked[i]);
      if (lng) return lng;
    }
    return page;
  }
  function authLink() {
    var q = new URLSearchParams(location.search);
    var h = new URLSearchParams(location.hash.replace(/^#/, ''));
    var token = q.get('token') || q.get('token_hash');
    var type = q.get('type');
    return Boolean(q.get('code') || (token && (type === 'signup' || type === 'email'))
      || (h.get('type') === 'recovery' && h.get('access_token')));
  }
  try {
    var keeper = localStorage.getItem('herptrack-session-user') !== null || localStorage.getItem('herptrack-signout-pending') !== null;
    if (location.pathname !== '/' || keeper || authLink() || language() !== page) html.setAttribute('data-prerender', 'skip');
  } catch (e) {
    html.setAttribute('data-prerender', 'skip');
  }

  // The app's scripts wait in a template (scripts/vite-prerender.ts) so that the page they take
  // over is on screen before they are even requested: once it is parsed and its first contentful
  // paint has been presented (or, where the browser does not report paints, after its first frame).
  // A page that is hidden, or will not be taken over, has nothing to paint first.
  var later = html.getAttribute('data-prerender') !== 'skip';
  var started = false;
  function start() {
    var scripts = document.getElementById('app-scripts');
    if (started || !scripts) return;
    started = true;
    scripts.parentNode.removeChild(scripts);
    document.head.appendChild(document.importNode(scripts.content, true));
  }
  function afterFirstPaint() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0) {
      requestAnimationFrame(function () { setTimeout(start, 0); });
      return;
    }
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  }
  document.addEventListener('DOMContentLoaded', function () {
    if (!later || document.visibilityState === 'hidden') start();
    else afterFirstPaint();
  });
})();
