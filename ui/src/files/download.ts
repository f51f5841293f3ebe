/** Clicks a hidden download link, so the page stays where it is. */
function clickDownloadLink(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Hands a file fetched with the session's bearer token to the browser's download (a plain link could not
 * send the header).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  clickDownloadLink(url, fileName);
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Starts the download of a file the server offers at `url` as an attachment (a link that carries its own token). */
export function downloadFrom(url: string, fileName: string): void {
  clickDownloadLink(url, fileName);
}
