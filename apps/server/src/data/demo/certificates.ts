/** The demo's certificates (issue 24, decision 051): safe-sport, a course granted by staff, a trivia passed. */
import type { certificates } from '../../db/schema.ts'
import { lt } from './text.ts'

export function certificateRows(): (typeof certificates.$inferInsert)[] {
  return [
    {
      id: 1,
      titles: lt('Proteção no desporto', 'Safeguarding in sport', 'Protección en el deporte', 'İdmanda müdafiə'),
      trigger: 'safe-sport',
      userTypes: ['volunteer', 'athlete', 'coach'],
      validityDays: 365,
      points: 0,
    },
    {
      id: 2,
      titles: lt('Primeiros socorros', 'First aid', 'Primeros auxilios', 'İlk yardım'),
      trigger: 'course',
      courseId: 3,
      userTypes: ['volunteer', 'coach', 'staff'],
      validityDays: 730,
      points: 200,
    },
    {
      id: 3,
      titles: lt('Conhecedor olímpico', 'Olympic expert', 'Experto olímpico', 'Olimpiya bilicisi'),
      trigger: 'trivia',
      triviaId: 1,
      minScorePercent: 100,
      userTypes: [],
      validityDays: null,
      points: 100,
    },
  ]
}
