/** Lowercase without accents, so 'Zürich', 'zurich' and 'ZURICH' compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The folded words of a name, for prefix matching inside names ('heath' finds 'London Heathrow'). */
export function foldedWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
