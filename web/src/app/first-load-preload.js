// Starts what the screen being opened needs while the app's scripts download, instead of after
// they have run: the screen's own code (modulepreload) and, on '/', the data the explorer draws
// its cards from and the pictures of its first row. The app's own requests then take these
// responses instead of asking again. A classic script loaded async because the CSP allows no
// inline script. The build fills in CONFIG from web/src/app/screen-preloads.ts; in development
// it stays empty.
(function () {
  // files: the chunks' URLs; screens[].files: indexes into it.
  /** @type {{ lastUserKey: string, explorerFirstRow: number, files: string[], screens: { path: string, signedIn: boolean, files: number[] }[] }} */
  var CONFIG = /* screens */ { lastUserKey: '', explorerFirstRow: 0, files: [], screens: [] };

  function modulePreload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }

  // A picture on the first screen, the page's largest paint: it should not wait behind chunks.
  function picturePreload(href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.fetchPriority = 'high';
    link.href = href;
    document.head.append(link);
  }

  // The explorer's list is asked with fetch, not a link preload, so that this script can read
  // the first row's pictures from it: the browser would otherwise learn of them only once the
  // app has run and drawn the cards. The app's readers of the list (the explorer and, for a
  // signed-in traveller, the sync engine's copy of it) take copies of this response
  // (web/src/lib/first-load-responses.ts). The app may have run first and asked already: then
  // its request is the one, and this script only reads the pictures from it.
  function preloadExplorer() {
    var started = (window.wayfarerFirstLoad = window.wayfarerFirstLoad || {});
    var destinations = started['/api/destinations'];
    if (!destinations) {
      destinations = fetch('/api/destinations', { credentials: 'include' });
      started['/api/destinations'] = destinations;
    }
    destinations
      .then(function (res) {
        // A copy: the app reads the body of the response itself.
        return res.ok ? res.clone().json() : [];
      })
      .then(function (list) {
        for (var i = 0; i < list.length && i < CONFIG.explorerFirstRow; i++) {
          var url = list[i] && list[i].imageUrl;
          if (typeof url === 'string' && url) picturePreload(url);
        }
      })
      .catch(function () {
        // Offline or refused: the explorer gets the same answer and says so itself.
      });
  }

  function matches(pattern, path) {
    var want = pattern.split('/');
    var have = path.split('/');
    if (want.length !== have.length) return false;
    for (var i = 0; i < want.length; i++) {
      if (want[i].charAt(0) !== ':' && want[i] !== have[i]) return false;
    }
    return true;
  }

  var path = location.pathname.replace(/\/+$/, '') || '/';
  if (path === '/') preloadExplorer();

  var remembered = false;
  try {
    remembered = Boolean(CONFIG.lastUserKey && localStorage.getItem(CONFIG.lastUserKey));
  } catch {
    // Storage can be blocked; the screen's code then simply loads when the app asks for it.
  }
  for (var s = 0; s < CONFIG.screens.length; s++) {
    var screen = CONFIG.screens[s];
    if (!matches(screen.path, path)) continue;
    if (!screen.signedIn || remembered) {
      for (var f = 0; f < screen.files.length; f++) {
        modulePreload(CONFIG.files[screen.files[f]]);
      }
    }
    break;
  }
})();
