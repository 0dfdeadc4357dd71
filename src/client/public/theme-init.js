/* global window, document */
// Applies the remembered theme before the first paint (no light flash for dark-mode users).
// A file, not an inline script, so the Content-Security-Policy can stay strict.
(function () {
  try {
    var theme = localStorage.getItem('willow-theme');
    var dark = theme === 'dark' || (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // storage unavailable: the app applies the theme once it loads
  }
})();
