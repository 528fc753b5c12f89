import { describe, expect, it } from 'vitest'
import { can } from '../rules/permissions.ts'
import { assignedDisciplines, maskCpf, selfChangeRefusal, UserUpdateSchema } from './back-office-users.ts'

describe('maskCpf', () => {
  it('keeps the last two characters only', () => {
    expect(maskCpf('12345678901')).toBe('•••••••••01')
    expect(maskCpf('AB123456')).toBe('••••••56')
    expect(maskCpf('7')).toBe('7')
    expect(maskCpf('')).toBe('')
  })
})

describe('selfChangeRefusal', () => {
  const admin = { userType: 'admin', active: true }
  it('refuses an admin demoting or deactivating themselves', () => {
    expect(selfChangeRefusal(7, { id: 7 }, { ...admin, userType: 'staff' })).toBe('userType')
    expect(selfChangeRefusal(7, { id: 7 }, { ...admin, active: false })).toBe('active')
    expect(selfChangeRefusal(7, { id: 7 }, admin)).toBeUndefined()
  })
  it('lets an admin change anyone else, and the admin token (no user) anyone', () => {
    expect(selfChangeRefusal(7, { id: 8 }, { userType: 'athlete', active: false })).toBeUndefined()
    expect(selfChangeRefusal(null, { id: 8 }, { userType: 'athlete', active: false })).toBeUndefined()
  })
})

describe('referee assignments', () => {
  it('are kept for referees only, once each and sorted', () => {
    expect(assignedDisciplines('referee', ['SWM', 'ATH', 'SWM'])).toEqual(['ATH', 'SWM'])
    expect(assignedDisciplines('staff', ['ATH'])).toEqual([])
  })

  it('are discipline codes in the form', () => {
    const parsed = UserUpdateSchema.safeParse({ userType: 'referee', refereeDisciplines: ['ath'], active: true })
    expect(parsed.success).toBe(false)
    expect(
      UserUpdateSchema.parse({ userType: 'referee', refereeDisciplines: ['SWM', 'ATH', 'ATH'], active: true })
        .refereeDisciplines,
    ).toEqual(['ATH', 'SWM'])
  })

  it('let a referee enter results in an assigned discipline only', () => {
    const referee = { userType: 'referee', disciplines: assignedDisciplines('referee', ['ATH']) }
    expect(can(referee, 'results.enter', { discipline: 'ATH' })).toBe(true)
    expect(can(referee, 'results.enter', { discipline: 'SWM' })).toBe(false)
    expect(can(referee, 'users.manage')).toBe(false)
  })
})
