/** Experience points per level (docs/product-rules.md §9). */
export const XP_PER_LEVEL = 10_000

export interface XpLevel {
  /** 1 at 0 XP, 2 from 10,000 XP, and so on. */
  level: number
  /** Points earned since the current level began. */
  pointsIntoLevel: number
  /** Points still needed to reach the next level (10,000 right after a level-up). */
  pointsForNextLevel: number
  /** Share of the current level done, from 0 up to (not including) 1. */
  progress: number
}

/** The level of a points total. Negative, NaN or infinite totals count as 0; fractions are rounded down. */
export function levelForPoints(points: number): XpLevel {
  const total = Number.isFinite(points) && points > 0 ? Math.floor(points) : 0
  const pointsIntoLevel = total % XP_PER_LEVEL
  return {
    level: Math.floor(total / XP_PER_LEVEL) + 1,
    pointsIntoLevel,
    pointsForNextLevel: XP_PER_LEVEL - pointsIntoLevel,
    progress: pointsIntoLevel / XP_PER_LEVEL,
  }
}
