// Hand a downloaded blob to the browser under its original name (object URL + a temporary link).
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the browser start reading the blob before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
