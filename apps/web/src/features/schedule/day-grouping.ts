import type { DayGrouping } from '@podium/domain'
import { rememberedChoice } from '../../lib/remembered-choice.ts'

/** The day view's grouping, remembered on this device like the time-zone choice (time-zone.ts). */
const grouping = rememberedChoice<DayGrouping>('scheduleDayGrouping', (stored) =>
  stored === 'hour' ? 'hour' : 'discipline',
)

export const readDayGrouping = grouping.read
export const setDayGrouping = grouping.set
export const useDayGrouping = grouping.use
