// Starts what the screen being opened needs while the app's scripts download, instead of after
// they have run: the screen's own code (modulepreload) and, on '/', the data the explorer draws
// its cards from. The app's own requests (same URLs, same credentials) then take these responses
// instead of asking again. A classic script loaded async because the CSP allows no inline script.
// The build fills in CONFIG from web/src/app/screen-preloads.ts; in development it stays empty.
(function () {
  // files: the chunks' URLs; screens[].files: indexes into it.
  /** @type {{ lastUserKey: string, files: string[], screens: { path: string, signedIn: boolean, files: number[] }[] }} */
  var CONFIG = /* screens */ { lastUserKey: '', files: [], screens: [] };

  function add(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) {
      link.as = as;
      link.crossOrigin = 'use-credentials';
    }
    document.head.append(link);
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
  if (path === '/') add('preload', '/api/destinations', 'fetch');

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
        add('modulepreload', CONFIG.files[screen.files[f]]);
      }
    }
    break;
  }
})();
