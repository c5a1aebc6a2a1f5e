/* global window, document, localStorage */
// Apply the saved (or system) theme before the first paint so nothing flashes light.
// The build inlines it in index.html (allowed by its hash in the Content-Security-Policy); the
// public entry (auth.html) and the dev server load it as a file.
(function () {
  var dark;
  try {
    var saved = localStorage.getItem('theme');
    dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    dark = false; // storage blocked: the app's theme store decides after it loads
  }
  if (dark) document.documentElement.classList.add('dark');
})();
