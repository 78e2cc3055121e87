// Runs before React: sets the stored colour scheme (dark by default) so the page never flashes.
(function () {
  try {
    var v = localStorage.getItem('herptrack-color-scheme');
    var scheme = v === 'light' || v === 'dark' ? v : 'dark';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch (e) {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');
  }
})();
