// Saving a file the app fetched (a PDF, a ZIP) under a name of its choosing.

/** A name as a file name: no path separators or characters file systems refuse. */
export function fileName(name: string, fallback: string, extension: string): string {
  const clean = name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim();
  return `${clean || fallback}.${extension}`;
}

/** Hands the file to the browser's downloads. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
