/** Letters that NFD does not decompose into a base letter plus a mark. */
const FOLD: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  ß: 'ss',
  ə: 'e',
  ı: 'i',
  đ: 'd',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
}

/**
 * The one search normalisation: lower case, accents removed, runs of white space one space, trimmed
 * ("  Şahin   Əliyev " → "sahin eliyev"). `athletes.search_name` is stored this way by every writer (bundle import,
 * ODF feed, demo seed) and searches are folded the same way before they are compared with it.
 */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøßəıđæœþ]/g, (c) => FOLD[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim()
}
