import { describe, expect, it } from 'vitest'
import { USER_TYPES } from '../codes/user-types.ts'
import { can, canManage, PERMISSION_ACTIONS, type PermissionAction, userTypesAllowed } from './permissions.ts'

/** The whole matrix, written out: a change to the rule must change this table. */
const MATRIX: Record<(typeof USER_TYPES)[number], readonly PermissionAction[]> = {
  admin: PERMISSION_ACTIONS,
  staff: ['content.manage', 'results.enter', 'accessLog.read', 'auditLog.read', 'feedback.read', 'odf.manage'],
  referee: [],
  athlete: [],
  coach: [],
  manager: [],
  volunteer: [],
  guest: [],
}

describe('can: the permission matrix', () => {
  for (const userType of USER_TYPES) {
    for (const action of PERMISSION_ACTIONS) {
      const allowed = MATRIX[userType].includes(action)
      it(`${userType} ${allowed ? 'may' : 'may not'} ${action}`, () => {
        expect(can({ userType }, action)).toBe(allowed)
        expect(can({ userType }, action, { discipline: 'ATH' })).toBe(allowed)
      })
    }
  }

  it('refuses nobody signed in and an unknown user type', () => {
    for (const action of PERMISSION_ACTIONS) {
      expect(can(null, action)).toBe(false)
      expect(can(undefined, action)).toBe(false)
      expect(can({ userType: 'system' }, action)).toBe(false)
    }
  })
})

describe('can: referees', () => {
  const referee = { userType: 'referee', disciplines: ['ATH', 'SWM'] }

  it('enter results only for their assigned disciplines', () => {
    expect(can(referee, 'results.enter', { discipline: 'ATH' })).toBe(true)
    expect(can(referee, 'results.enter', { discipline: 'SWM' })).toBe(true)
    expect(can(referee, 'results.enter', { discipline: 'FBL' })).toBe(false)
  })

  it('may enter results somewhere when at least one discipline is assigned', () => {
    expect(can(referee, 'results.enter')).toBe(true)
    expect(can({ userType: 'referee', disciplines: [] }, 'results.enter')).toBe(false)
  })

  it('do nothing else, assigned or not', () => {
    for (const action of PERMISSION_ACTIONS.filter((a) => a !== 'results.enter')) {
      expect(can(referee, action)).toBe(false)
    }
  })

  it('ignore assignments given to other user types', () => {
    expect(can({ userType: 'athlete', disciplines: ['ATH'] }, 'results.enter', { discipline: 'ATH' })).toBe(false)
  })
})

describe('canManage (the "Manage" entry)', () => {
  it('is for admins, staff and referees with an assignment', () => {
    expect(USER_TYPES.filter((userType) => canManage({ userType }))).toEqual(['admin', 'staff'])
    expect(canManage({ userType: 'referee', disciplines: ['ATH'] })).toBe(true)
    expect(canManage(null)).toBe(false)
  })
})

describe('userTypesAllowed', () => {
  it('names the user types a role check lets through (referees need an assignment, so none)', () => {
    expect(userTypesAllowed('content.manage', USER_TYPES)).toEqual(['admin', 'staff'])
    expect(userTypesAllowed('results.enter', USER_TYPES)).toEqual(['admin', 'staff'])
    expect(userTypesAllowed('import.run', USER_TYPES)).toEqual(['admin'])
  })
})
