// Starts, at the first byte of the page, the downloads the first screen would otherwise ask for
// only once the app's JavaScript has arrived and run: the catalog of the language the app will
// start in and, on the sign-in pages, the sign-in form's code. The list of files is written into
// index.html at build time (vite.config.ts firstScreenPreloads); this script only picks from it.
// On the sign-in page it also shows the page's static shell until the app has rendered.
// A classic script, async in index.html, so it runs as soon as it arrives and never delays the
// page. The sign-in page and the job link hold it inline instead, allowed by its hash in the
// page's Content-Security-Policy (D250).
/* global document, location, requestAnimationFrame -- a browser script */
(function () {
  'use strict';
  var data = document.getElementById('assay-preload');
  if (!data) return;
  var map;
  try {
    map = JSON.parse(data.textContent || '');
  } catch (error) {
    return;
  }
  // The language the app starts in (src/lib/language.ts initialLanguage).
  var language;
  try {
    language = localStorage.getItem('assay.language');
  } catch (error) {
    language = null;
  }
  if (!map.catalogs[language]) {
    var first = String((navigator.languages && navigator.languages[0]) || navigator.language || 'en').toLowerCase();
    language = first.indexOf('es') === 0 ? 'es' : first.indexOf('fr') === 0 ? 'fr' : 'en';
  }
  var catalogs = map.catalogs[language] || {};
  var files = catalogs.messages ? [catalogs.messages] : [];
  // A screen with a shell (vite.config.ts FIRST_SCREENS): its markup as React renders it, shown
  // until the app replaces it, so the page paints before the app's JavaScript has arrived. Not for
  // someone remembered as signed in (src/lib/session.ts): they are sent on elsewhere.
  var shell = null;
  var shellStyle = null;
  map.routes.forEach(function (route, index) {
    if (!new RegExp(route.path).test(location.pathname)) return;
    files = files.concat(route.files);
    route.catalogs.forEach(function (name) {
      if (catalogs[name]) files.push(catalogs[name]);
    });
    if (route.shell && route.shell.indexOf(language) !== -1 && new RegExp(route.shellPath).test(location.pathname)) {
      shell = document.getElementById('assay-shell-' + index + '-' + language);
      shellStyle = document.getElementById('assay-shell-' + index + '-style');
    }
  });
  var remembered;
  try {
    remembered = Boolean(localStorage.getItem('assay.offline-user'));
  } catch (error) {
    remembered = true;
  }
  if (remembered) shell = null;
  // Each link costs the main thread a request through the service worker: a few per task, the
  // catalog and the screen's own code first, keep this script's tasks short on a phone.
  var LINKS_PER_TASK = 4;
  var addLinks = function (start) {
    files.slice(start, start + LINKS_PER_TASK).forEach(function (href) {
      var link = document.createElement('link');
      if (/\.css$/.test(href)) {
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
      }
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (start + LINKS_PER_TASK < files.length) {
      setTimeout(function () {
        addLinks(start + LINKS_PER_TASK);
      }, 0);
    }
  };
  // The sign-in page and the job link hold this script inline at the end of the body, with the
  // app's own module script and module preloads in `deferred` (vite.config.ts paintFirst, D250):
  // they start once the page has painted what it was sent, so the first paint never waits on
  // them and they do not share the first moments of a slow connection with the page.
  var startApp = function () {
    if (map.deferred) {
      map.deferred.modules.forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = map.deferred.entry;
      document.head.appendChild(script);
    }
    addLinks(0);
  };
  // Right after the frame that paints the page (a task queued from its animation frame runs once
  // the frame is done); at once in a tab not shown, which paints nothing until shown; after half
  // a second at the latest. Waiting for the paint's timing entry instead cost a person on slow
  // 4G another 200 ms before the form was live (docs/benchmarks.md).
  var afterFirstPaint = function (start) {
    var started = false;
    var go = function () {
      if (started) return;
      started = true;
      start();
    };
    if (document.visibilityState !== 'visible' || typeof requestAnimationFrame === 'undefined') return go();
    requestAnimationFrame(function () {
      setTimeout(go, 0);
    });
    setTimeout(go, 500);
  };
  var showShell = function () {
    var root = document.getElementById('root');
    if (!root) {
      document.addEventListener('DOMContentLoaded', showShell, { once: true });
      return;
    }
    // An async script may run while the parser is still inside #root: it would go on adding the
    // rest of the sent shell after the one put in its place (two sign-in forms on the page, seen
    // under load). The parser has closed #root once it has put anything after it (the page's
    // whitespace before </body> at least) or once the page is parsed.
    if (document.readyState === 'loading' && !root.nextSibling) {
      setTimeout(showShell, 10);
      return;
    }
    // src/main.tsx marks the root before React renders into it: too late for a shell then.
    if (root.hasAttribute('data-app')) return;
    // The server sends /login with the English shell already in place (login.html): keep it, or
    // put the language's in its place, or none for someone remembered as signed in.
    var sentShell = root.getAttribute('data-shell');
    // Anything already typed into the sent shell's fields goes into the one that replaces it.
    var typed = {};
    if (sentShell) {
      root.removeAttribute('data-shell');
      if (sentShell === language && shell) return;
      // The job link comes with the job's summary in the page, written by the server in the
      // browser's language (server/modules/job-link/job-link-html.ts): kept in the language the
      // app starts in; in another (a choice saved on this device), removed: the app shows the job.
      if (sentShell === language && !remembered && root.getAttribute('data-page') === 'job-link') return;
      Array.prototype.forEach.call(root.querySelectorAll('input[id]'), function (input) {
        typed[input.id] = input.value;
      });
      root.textContent = '';
    }
    if (!shell || root.firstChild) return;
    var content = shell.content.cloneNode(true);
    Array.prototype.forEach.call(content.querySelectorAll('input[id]'), function (input) {
      if (typed[input.id]) input.value = typed[input.id];
    });
    // Looks like the page; its text fields take typing, which the app's form takes over when it
    // replaces the shell (src/lib/shell-input.ts). Nothing else can be focused or clicked, and the
    // Sign in button is disabled: the form cannot be sent before the app has arrived. A person
    // or a test presses Sign in on the real form, which looks the same (vite.config.ts does the
    // same to the shell it writes into login.html).
    Array.prototype.forEach.call(content.querySelectorAll('header, ul, section, .form-layout__actions'), function (element) {
      element.setAttribute('inert', '');
    });
    Array.prototype.forEach.call(content.querySelectorAll('select, button'), function (control) {
      control.disabled = true;
    });
    var select = content.querySelector('select');
    if (select) select.value = language;
    // Its styles go with it: React's first render replaces both, by when the screen's own style
    // sheets (the same rules) have loaded with its code.
    if (shellStyle) root.appendChild(shellStyle.content.cloneNode(true));
    root.appendChild(content);
  };
  showShell();
  // Only a page with something to paint waits for its paint (someone remembered as signed in
  // gets an empty page and the app at once).
  var root = document.getElementById('root');
  if (map.deferred && root && root.firstChild) afterFirstPaint(startApp);
  else startApp();
})();
