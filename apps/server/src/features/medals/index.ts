/** The medals feature's public entry (decision 097): what other features may use of it. */
export {
  disciplineCodeOf,
  listMedallists,
  organisationRef,
  organisationRefs,
  selectMedallistRows,
} from './medals.repo.ts'
