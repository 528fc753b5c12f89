/**
 * The disciplines' pictograms, drawn for Podium on a 24×24 grid: a figure in motion with the sport's object. Each is
 * a head (a tiny circle whose thick stroke fills it), a body of thick strokes and an object of thin strokes, all in
 * `currentColor`, so they follow the text colour in light and dark mode. One small module (≈2.2 KB gzipped, its own chunk).
 */

/** [head x, head y, body (thick strokes), object (thin strokes)]. */
type Drawing = readonly [number, number, string, string?]

const RUNNER =
  'M13.6 7.6 11.2 13M13.2 8.6l3 1.8 1.8-2.6M13.2 8.6l-3.6 1.2-1.4 2.8M11.2 13l3.4 2.8-.8 4.7M11.2 13l-2 3.6H5'
const SWIMMER = 'M8.4 13h9.6l4-.8M9.4 12.6l.8-4.4-4.8-.6'

const DRAWINGS: Record<string, Drawing> = {
  archery: [
    12.5,
    4,
    'M12.5 7.6v6.4l-2 7m2-7 2.5 7M12.5 9H5.5m7 0 4 .2-3.2-1.6',
    'M6 2.5q-3.5 6.5 0 13M6 2.5 13.3 9 6 15.5M3 9h11',
  ],
  athletics: [14.6, 4, RUNNER, 'M2 22h20'],
  badminton: [
    9.6,
    6.4,
    'M10.2 9.8 11 15m-.8-5 3.4-1.6 1.2-2.4M10.2 10 7 12.4M11 15l-2.4 3.2.8 3.6m1.6-6.8 3.4 2.4-.4 4.2',
    'M14.8 6 16 4.6M17.4 3.4m-1.6 0a1.6 1.6 0 1 0 3.2 0 1.6 1.6 0 1 0-3.2 0M3.5 3.5l2.5 1.6-1.8 1.6z',
  ],
  basketball: [
    10,
    4,
    'M10.4 7.6 11 13.6m-.6-5.6 3.4 2.6 2.2 3.6M10.4 8 7.2 10.8M11 13.6l-2.4 3.6.8 4.4M11 13.6l3 3.4-.4 4.6',
    'M17.6 19m-2.2 0a2.2 2.2 0 1 0 4.4 0 2.2 2.2 0 1 0-4.4 0M15.4 19h4.4M17.6 16.8v4.4',
  ],
  'beach-volleyball': [
    8,
    8,
    'M9.6 10.8 14 15.4m-4.4-4.6 4.8-1.2 3.6-1m-8.4 1.9 5.2.8 3.2-.2M14 15.4l-3.8 2.4-3.2 3.4m7-5.8 1.4 3.6 1 2',
    'M19.6 5.4m-1.8 0a1.8 1.8 0 1 0 3.6 0 1.8 1.8 0 1 0-3.6 0M2 22.2c3-1 5-1 8 0s5 1 8 0 3-.8 4-.6',
  ],
  cycling: [
    14.6,
    3.6,
    'M13.4 7 9.6 11l2.6 2.8-.6 3.8M13.4 7l2.4 3.2 1.6.2',
    'M5.5 17.5m-3.5 0a3.5 3.5 0 1 0 7 0 3.5 3.5 0 1 0-7 0M18.5 17.5m-3.5 0a3.5 3.5 0 1 0 7 0 3.5 3.5 0 1 0-7 0M5.5 17.5l3.8-5.5h7.4l1.8 5.5M11.6 17.5l-2.3-5.5m7.4 0-5.1 5.5',
  ],
  fencing: [
    8.4,
    4.6,
    'M8.6 8.2 9.6 13m-1-4.2 4.8.8M8.6 8.8 5.8 8 5 5.2M9.6 13l4.2 2-.2 5.4M9.6 13l-3.4 3.6-3.6 3.8',
    'M13.4 9.6l8.6-2.2M13.8 8.2l.6 2.6',
  ],
  football: [
    10,
    3.8,
    'M10 7.4V13m0-4.4-3 2.8M10 8.6l3.4 1.6M10 13l-1.6 4 .6 4.6M10 13l3 3.6 3.6 1.4',
    'M19.4 19.2m-2 0a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  ],
  'artistic-gymnastics': [
    12,
    5,
    'M5 8.4h14M12 8.4v6.8m0 0-.6 6.6m.6-6.6.6 6.6',
    'M4 1v5.2M20 1v5.2M4 7.6m-1.4 0a1.4 1.4 0 1 0 2.8 0 1.4 1.4 0 1 0-2.8 0M20 7.6m-1.4 0a1.4 1.4 0 1 0 2.8 0 1.4 1.4 0 1 0-2.8 0',
  ],
  'rhythmic-gymnastics': [
    8.6,
    4,
    'M9.2 7.6 11 12.4M9.2 8 12.6 6.2 15.4 4M9.2 8.2 6 10.6M11 12.4 3.8 14.6m7.2-2.2 4.6 3.2 3.4-.6',
    'M15.4 4c3-2.4 6.4-.2 4.4 2.2s-4.4 3.6-1.6 5.2 3.8 3.8 2.2 6.6',
  ],
  handball: [
    12,
    5,
    'M11.6 8.4 12.6 14m-1-5.4L8 7.2 6.8 5.4m4.8 3.6 3.6.8 2-1.6M12.6 14l3.6 2-1 4.4M12.6 14l-2.4 3.2-2.8 1.4',
    'M5.6 3.4m-1.8 0a1.8 1.8 0 1 0 3.6 0 1.8 1.8 0 1 0-3.6 0',
  ],
  judo: [
    7.4,
    5.4,
    'M8 8.8 8.6 15m-.6-5.6 4-.4 2.4 2m-5.8-1.4-2.6 3.4M8.6 15l-2.4 6.4M8.6 15l3 6.4M15.4 15.4m-1 0a1 1 0 1 0 2 0 1 1 0 1 0-2 0M16.4 12.2l2.8-5.2m0 0-1.8-4.4M19.2 7l2.8-2.8M16.2 12.6l-4.2-3.2',
    'M2 22h20',
  ],
  'open-water-swimming': [
    5.4,
    12.4,
    SWIMMER,
    'M2 16.4c1.5-1.2 3-1.2 4.5 0s3 1.2 4.5 0 3-1.2 4.5 0 3 1.2 4.5 0M2 20c1.5-1.2 3-1.2 4.5 0s3 1.2 4.5 0 3-1.2 4.5 0 3 1.2 4.5 0M19.5 4.5l1.6 3.4h-3.2z',
  ],
  swimming: [5.4, 12.4, SWIMMER, 'M2 17.4c1.5-1.2 3-1.2 4.5 0s3 1.2 4.5 0 3-1.2 4.5 0 3 1.2 4.5 0'],
  taekwondo: [
    6.4,
    4.4,
    'M7 8 8.6 13m-1.6-4.6-2.4 1.6-.4-2.2M7 8.6l2.8 1.6M8.6 13l-.6 4 .4 4.4M8.6 13l6.2-3.2 6.6-2.6',
    'M2 22h20',
  ],
  triathlon: [
    15.6,
    3,
    'M14.8 6.4 12.8 11m2-3.8 2.6 1.6 1.4-2.2M14.4 7.2l-3 1-1.2 2.4m2.6.4 2.8 2.4-.6 3.6m-2.2-6-1.8 3.2H7',
    'M2 19.4c1.5-1.2 3-1.2 4.5 0s3 1.2 4.5 0 3-1.2 4.5 0 3 1.2 4.5 0M5 5.4m-2.6 0a2.6 2.6 0 1 0 5.2 0 2.6 2.6 0 1 0-5.2 0',
  ],
  'table-tennis': [
    9,
    4.4,
    'M9.6 8 11 13.2m-1.4-5 3.6 1.8 2.4-1.4M9.6 8.4 6.8 11M11 13.2l-2.6 3.6.8 4.4m1.8-8 3 3.4v4.6',
    'M17.4 7.2m-1.6 0a1.6 1.6 0 1 0 3.2 0 1.6 1.6 0 1 0-3.2 0M13 18h9m-7.5 0v4M20.5 18v4M22 16.6v1.4M19.2 3.6h.1',
  ],
  volleyball: [
    9,
    7.4,
    'M9.6 10.8 10 16m-.4-5.2L11.8 7.6l1.4-3M9.6 11 6.4 10M10 16l-2.4 2.8 1.2 3.2M10 16l3 2.2-.2 3.8',
    'M14.6 2.6m-1.8 0a1.8 1.8 0 1 0 3.6 0 1.8 1.8 0 1 0-3.6 0M18 8.4h4M18 11h4M18 8.4V22M22 8.4V11',
  ],
  wrestling: [
    9.4,
    6.8,
    'M14.6 6.8m-1 0a1 1 0 1 0 2 0 1 1 0 1 0-2 0M9.4 9.4 5.4 12m0 0-1.6 4.4.4 4.6M5.4 12l1.8 4.4-.6 4.6M9.6 9.8l4.6 1.6M14.6 9.4l4 2.6m0 0 1.6 4.4-.4 4.6M18.6 12l-1.8 4.4.6 4.6M14.4 9.8 9.8 11.4',
    'M2 22h20',
  ],
  karate: [
    11,
    4,
    'M11 7.6V13.4m0-4.6h9.6M11 8.8l-3 2.4 2.4 1.6M11 13.4l-3.8 3.4-2.4 4.6M11 13.4l3.8 3.4 2.2 4.6',
    'M8.6 13.4h4.8l.8 2.2M12.2 13.4l-.4 2.4',
  ],
}

/** The ODF codes the API sends (medallists, an athlete's events) and the pictograms' keys. */
const KEY_OF_CODE: Record<string, string> = {
  ARC: 'archery',
  ATH: 'athletics',
  BDM: 'badminton',
  BKB: 'basketball',
  CYC: 'cycling',
  FBL: 'football',
  FEN: 'fencing',
  GAR: 'artistic-gymnastics',
  GRY: 'rhythmic-gymnastics',
  HBL: 'handball',
  JUD: 'judo',
  KTE: 'karate',
  OWS: 'open-water-swimming',
  SWM: 'swimming',
  TKW: 'taekwondo',
  TRI: 'triathlon',
  TTE: 'table-tennis',
  VBV: 'beach-volleyball',
  VVO: 'volleyball',
  WRE: 'wrestling',
}

/** A discipline's pictogram key from its ODF code (an unknown code gives the fallback). */
export const pictogramKeyOfCode = (code: string): string => KEY_OF_CODE[code] ?? code

/** A figure with both arms up, for a discipline without its own drawing. */
const FALLBACK: Drawing = [12, 4, 'M12 7.6v6.8m0-5.6L8 4.6m4 4.2 4-4.2M12 14.4l-2.4 7m2.4-7 2.4 7', 'M2 22h20']

/** The keys with a drawing (the tests check that every discipline of the games has one). */
export const PICTOGRAM_KEYS = Object.keys(DRAWINGS)

interface Props {
  disciplineKey: string
  className?: string
  /** Names the pictogram for screen readers; without it the pictogram is decorative (the name is printed beside). */
  title?: string
}

export function DisciplinePictogram({ disciplineKey, className = 'size-6', title }: Props) {
  const [x, y, body, object] = DRAWINGS[disciplineKey] ?? FALLBACK
  const drawing = (
    <>
      <path d={`M${x - 1} ${y}a1 1 0 1 0 2 0 1 1 0 1 0-2 0`} strokeWidth={2.6} />
      <path d={body} strokeWidth={2.4} />
      {object && <path d={object} strokeWidth={1.3} />}
    </>
  )
  const attributes = {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    className: `shrink-0 ${className}`,
    'data-pictogram': disciplineKey in DRAWINGS ? disciplineKey : 'fallback',
  } as const
  return title ? (
    <svg role="img" aria-label={title} {...attributes}>
      <title>{title}</title>
      {drawing}
    </svg>
  ) : (
    <svg aria-hidden="true" {...attributes}>
      {drawing}
    </svg>
  )
}
