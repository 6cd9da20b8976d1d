/**
 * Saves a byte stream as a file download named `fileName`, of media type `type`. The stream goes into a Blob, which the
 * browser keeps outside the JavaScript heap (Chromium pages large blobs to disk), then an object URL
 * and a `download` link hand it to the browser's download manager. A bearer-token API cannot use a plain
 * link, and the File System Access picker is not available everywhere, so this is the portable path.
 */
export async function saveStreamAsFile(
  stream: ReadableStream<Uint8Array>,
  fileName: string,
  type = 'text/csv',
): Promise<void> {
  const blob = await new Response(stream).blob();
  const file = blob.type === type ? blob : new Blob([blob], { type });
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
