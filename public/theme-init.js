/* global window, document, localStorage */
// Apply the saved (or system) theme before the first paint so nothing flashes light.
// A file of its own, not inline: the Content-Security-Policy allows scripts from the origin only.
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
