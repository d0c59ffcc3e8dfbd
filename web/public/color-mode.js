// Applies the colour mode before the first paint, so a dark device never flashes a white page
// (decision 017). A blocking classic script of a few lines, ahead of the stylesheets' use: the
// rule is lib/color-mode-preference.ts's (a unit test runs this file against it). While the
// choice is 'system', it also follows the device's setting as it changes.
(function () {
  var KEY = 'wayfarer.colorMode';
  var query = window.matchMedia('(prefers-color-scheme: dark)');
  function stored() {
    try {
      var value = window.localStorage.getItem(KEY);
      return value === 'light' || value === 'dark' ? value : 'system';
    } catch {
      return 'system';
    }
  }
  function apply() {
    var pref = stored();
    var dark = pref === 'system' ? query.matches : pref === 'dark';
    document.documentElement.classList.toggle('dark', dark);
  }
  apply();
  query.addEventListener('change', apply);
})();
