/** The results feature's public entry (decision 097): what other features may use of it. */
export type { ResultInsert, UnitRow } from './results.repo.ts'
export type { EventMedallist, StartListEntryInput } from './results.service.ts'
export {
  changeUnitStatus,
  importEventMedallists,
  importUnitResults,
  replaceResults,
  replaceUnitResults,
  replaceUnitStartList,
  setEventMedallists,
  setUnitStartList,
  undoUnitChange,
  unitPayload,
  updateUnitStatus,
} from './results.service.ts'
