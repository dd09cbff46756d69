/** A file the server sent as an attachment: its body and the name from its `Content-Disposition`. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a `Content-Disposition` header: `filename*` (RFC 6266, UTF-8) before `filename`. */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  return (plain?.[1] ?? plain?.[2]?.trim()) || null;
}

/** Hands a downloaded file to the browser's download, under its server name (or `fallbackName`). */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the browser holds the file; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
