import { expect, it } from 'vitest'
import { levelForPoints } from './xp.ts'

it.each([
  [0, { level: 1, pointsIntoLevel: 0, pointsForNextLevel: 10_000, progress: 0 }],
  [1, { level: 1, pointsIntoLevel: 1, pointsForNextLevel: 9_999, progress: 0.0001 }],
  [9_999, { level: 1, pointsIntoLevel: 9_999, pointsForNextLevel: 1, progress: 0.9999 }],
  [10_000, { level: 2, pointsIntoLevel: 0, pointsForNextLevel: 10_000, progress: 0 }],
  [25_000, { level: 3, pointsIntoLevel: 5_000, pointsForNextLevel: 5_000, progress: 0.5 }],
  [99_999.9, { level: 10, pointsIntoLevel: 9_999, pointsForNextLevel: 1, progress: 0.9999 }],
])('%d points', (points, expected) => {
  expect(levelForPoints(points)).toEqual(expected)
})

it.each([-1, -25_000, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('%d counts as 0', (points) => {
  expect(levelForPoints(points)).toEqual({ level: 1, pointsIntoLevel: 0, pointsForNextLevel: 10_000, progress: 0 })
})
