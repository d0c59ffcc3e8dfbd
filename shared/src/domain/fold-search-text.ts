/**
 * Letters that Unicode does not decompose into a base letter and an accent, spelled the way a
 * traveller types them on a keyboard without them ('Lodz' for 'Łódź', 'Malmo' for 'Malmö' is
 * handled by the decomposition already).
 */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const SPECIAL = /[ßæœøłđðþıħ]/g;
const PLAIN = /^[A-Za-z0-9 ]*$/;
const SPACES = / +/g;

/**
 * Text as search compares it: lower case, accents removed, words separated by one space and
 * punctuation dropped, so 'São Paulo', 'sao paulo' and 'SAO-PAULO' all read 'sao paulo'.
 */
export function foldForSearch(text: string): string {
  // Most names are plain letters and spaces: skip the decomposition (a third of building the index).
  if (PLAIN.test(text)) return text.toLowerCase().trim().replace(SPACES, ' ');
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(SPECIAL, (letter) => LETTERS[letter] ?? letter)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}
