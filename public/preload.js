// Starts, at the first byte of the page, the downloads the first screen would otherwise ask for
// only once the app's JavaScript has arrived and run: the catalog of the language the app will
// start in and, on the sign-in pages, the sign-in form's code. The list of files is written into
// index.html at build time (vite.config.ts firstScreenPreloads); this script only picks from it.
// A classic script (the page's Content-Security-Policy allows no inline script), async, so it
// runs as soon as it arrives and never delays the page.
/* global document, location -- a browser script */
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
  map.routes.forEach(function (route) {
    if (!new RegExp(route.path).test(location.pathname)) return;
    files = files.concat(route.files);
    route.catalogs.forEach(function (name) {
      if (catalogs[name]) files.push(catalogs[name]);
    });
  });
  files.forEach(function (href) {
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
})();
