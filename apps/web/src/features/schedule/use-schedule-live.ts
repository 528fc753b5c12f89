import {
  type DaySchedule,
  type DisciplinePage,
  displayStatus,
  RESULT_STATUSES,
  type ResultStatus,
  SCHEDULE_STATUSES,
  type ScheduleItem,
  type ScheduleStatus,
  type UnitDetail,
} from '@podium/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useLiveEvents } from '../live/live-client.ts'
import { scheduleQueries } from './api.ts'

function patchItem(item: ScheduleItem, code: string, payload: Record<string, unknown>): ScheduleItem {
  if (item.code !== code) return item
  const scheduleStatus = SCHEDULE_STATUSES.includes(payload.scheduleStatus as ScheduleStatus)
    ? (payload.scheduleStatus as ScheduleStatus)
    : item.scheduleStatus
  const resultStatus =
    payload.resultStatus === null || RESULT_STATUSES.includes(payload.resultStatus as ResultStatus)
      ? (payload.resultStatus as ResultStatus | null)
      : item.resultStatus
  return { ...item, scheduleStatus, resultStatus, status: displayStatus(scheduleStatus, resultStatus) }
}

/**
 * Keeps every open schedule screen current: a unit's new statuses are patched into the cached day, unit and
 * discipline at once (no wait for the network), then the affected queries are refetched for everything else a
 * change brings (results, scores, medallists). A `reset` (too much missed while offline) refetches them all.
 */
export function useScheduleLive(): void {
  const queryClient = useQueryClient()
  useLiveEvents((message) => {
    const root = scheduleQueries.all()
    if (message.kind === 'reset') {
      void queryClient.invalidateQueries({ queryKey: root })
      return
    }
    const code = message.payload.unitCode
    if (message.kind === 'unit' && code) {
      const payload = message.payload as Record<string, unknown>
      queryClient.setQueriesData<DaySchedule>({ queryKey: [...root, 'day'] }, (old) =>
        old ? { ...old, items: old.items.map((i) => patchItem(i, code, payload)) } : old,
      )
      queryClient.setQueriesData<UnitDetail>({ queryKey: [...root, 'unit', code] }, (old) =>
        old ? { ...old, unit: patchItem(old.unit, code, payload) } : old,
      )
      queryClient.setQueriesData<DisciplinePage>({ queryKey: [...root, 'discipline'] }, (old) =>
        old ? { ...old, schedule: old.schedule.map((i) => patchItem(i, code, payload)) } : old,
      )
    }
    void queryClient.invalidateQueries({ queryKey: root })
  })
}
