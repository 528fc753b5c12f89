/**
 * The big screen's type (decision 087): sizes in viewport widths, so a 4K screen shows the same layout as a 1080p
 * one, with a floor for a small window. At 1920 px wide: title 50 px, heading 42 px, body 36 px, small 25 px; the
 * score 134 px. Read from 5 m, 25 px on a 1.2 m-wide screen is about 16 mm high.
 */
export const TYPE = {
  score: 'text-[clamp(3rem,7vw,20rem)] leading-none',
  title: 'text-[clamp(1.5rem,2.6vw,7rem)] leading-tight',
  heading: 'text-[clamp(1.25rem,2.2vw,6rem)] leading-tight',
  body: 'text-[clamp(1rem,1.9vw,5rem)] leading-snug',
  small: 'text-[clamp(0.875rem,1.3vw,3.5rem)] leading-snug',
} as const
