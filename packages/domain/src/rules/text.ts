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

const WIN_ANSI_FOLD: Record<string, string> = { ə: 'e', Ə: 'E', ı: 'i', İ: 'I', ğ: 'g', Ğ: 'G', ş: 's', Ş: 'S' }

/** PDF standard fonts (pdf-lib's Helvetica…) encode WinAnsi only: anything else is folded to its base letter, or `?`. */
export function winAnsi(text: string): string {
  let out = ''
  for (const c of text) {
    const code = c.codePointAt(0) ?? 63
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) out += c
    else if (c === '’' || c === '‘') out += "'"
    else if (c === '“' || c === '”') out += '"'
    else if (c === '–' || c === '—') out += '-'
    else if (WIN_ANSI_FOLD[c]) out += WIN_ANSI_FOLD[c]
    else {
      const base = c.normalize('NFD')[0] ?? '?'
      out += (base.codePointAt(0) ?? 0) < 0x7f ? base : '?'
    }
  }
  return out
}
