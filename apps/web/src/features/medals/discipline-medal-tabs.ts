/** The discipline page's medals views. A module of its own: route options import it, and they load with the entry. */
export const DISCIPLINE_MEDAL_TABS = ['table', 'medallists'] as const
export type DisciplineMedalTab = (typeof DISCIPLINE_MEDAL_TABS)[number]

export const isDisciplineMedalTab = (value: unknown): value is DisciplineMedalTab =>
  DISCIPLINE_MEDAL_TABS.includes(value as DisciplineMedalTab)
