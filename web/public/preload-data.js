// Starts the data request of the screen being opened, so that it travels while the app's scripts
// download instead of after them. Only the explorer on '/' needs data before it can draw its
// cards. The screen's own request (same URL, credentials included) then takes this response
// instead of asking again. A classic script because the CSP allows no inline script.
if (location.pathname === '/') {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'use-credentials';
  link.href = '/api/destinations';
  document.head.append(link);
}
