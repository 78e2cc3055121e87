/**
 * Saves a file through a Blob URL and a temporary <a download>: works offline and in the
 * installed PWA, with no server round trip. The URL is revoked after the click has been handled,
 * so the blob does not stay in memory for the life of the tab.
 */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadText(fileName: string, text: string, type: string): void {
  downloadBlob(fileName, new Blob([text], { type }));
}
