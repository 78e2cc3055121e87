/**
 * Saves text as a file through a Blob URL and a temporary <a download>: works offline and in the
 * installed PWA, with no server round trip. The URL is revoked after the click has been handled,
 * so the blob does not stay in memory for the life of the tab.
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
