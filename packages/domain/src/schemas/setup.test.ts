import { describe, expect, it } from 'vitest'
import { removesLastAdmin, UserUpdateSchema } from './back-office-users.ts'
import { ImportQuerySchema, normaliseSetupCode, SetupInputSchema } from './setup.ts'

describe('the setup code as typed', () => {
  it('ignores case, spaces and dashes', () => {
    expect(normaliseSetupCode(' 7kqm-x3pd hn4t-2cwb ')).toBe('7KQMX3PDHN4T2CWB')
  })
  it('is required, with the first admin’s account', () => {
    const parsed = SetupInputSchema.safeParse({ code: '', username: 'ad', name: '', email: 'x', password: 'short' })
    expect(parsed.success).toBe(false)
    const fields = parsed.error?.issues.map((issue) => issue.path.join('.')).sort()
    expect(fields).toEqual(['code', 'email', 'name', 'password', 'username'])
  })
})

describe('the last active admin', () => {
  const admin = { userType: 'admin', active: true }
  it('may not be demoted or deactivated when no other active admin exists', () => {
    expect(removesLastAdmin(admin, { userType: 'staff', active: true }, 0)).toBe(true)
    expect(removesLastAdmin(admin, { userType: 'admin', active: false }, 0)).toBe(true)
  })
  it('may be when another active admin remains, and other users are never the last admin', () => {
    expect(removesLastAdmin(admin, { userType: 'staff', active: true }, 1)).toBe(false)
    expect(removesLastAdmin({ userType: 'staff', active: true }, { userType: 'volunteer', active: false }, 0)).toBe(
      false,
    )
    expect(removesLastAdmin({ userType: 'admin', active: false }, { userType: 'staff', active: false }, 0)).toBe(false)
    expect(removesLastAdmin(admin, admin, 0)).toBe(false)
  })
})

describe('the users and import inputs', () => {
  it('changes names only when sent', () => {
    const base = { userType: 'staff', refereeDisciplines: [], active: true }
    expect(UserUpdateSchema.parse(base)).toEqual(base)
    expect(UserUpdateSchema.safeParse({ ...base, name: '<b>' }).success).toBe(false)
    expect(UserUpdateSchema.parse({ ...base, username: ' ana ' }).username).toBe('ana')
  })
  it('reads replaceDemo=true as the confirmation, anything else as none', () => {
    expect(ImportQuerySchema.parse({ replaceDemo: 'true' }).replaceDemo).toBe(true)
    expect(ImportQuerySchema.parse({}).replaceDemo).toBe(false)
    expect(ImportQuerySchema.safeParse({ replaceDemo: 'yes' }).success).toBe(false)
  })
})
