/**
 * Saves text the device made as a file: a Blob behind an `<a download>`, so it works offline and
 * never goes through the server.
 */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the Blob only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A file name from a trip title: letters and digits (accents dropped), words joined by '-',
 * at most 60 characters; 'trip' when nothing is left. 'Café à Paris!' -> 'cafe-a-paris'.
 */
export function fileNameFrom(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.join('-').slice(0, 60).replace(/-+$/, '') || 'trip';
}
