import { describe, expect, it } from 'vitest'
import { RouteRuleInputSchema } from '../schemas/route-rules.ts'
import { findRouteRule, ROUTE_RULE_PROBLEMS, routeRuleConflict, sourceIsReserved } from './route-rules.ts'

const now = new Date('2026-07-14T12:00:00Z')
const rule = (source: string, target: string, match: 'exact' | 'prefix' = 'exact', extra = {}) => ({
  source,
  target,
  match,
  enabled: true,
  startsAt: null,
  endsAt: null,
  ...extra,
})

describe('findRouteRule', () => {
  const rules = [
    rule('/go/bus', '/transport'),
    rule('/tickets', 'https://tickets.example.org/rio?ref=app'),
    rule('/old', '/schedule', 'prefix'),
    rule('/old/medals', '/medals/all', 'prefix'),
    rule('/final', '/en/medals/all'),
  ]
  it('finds an exact rule, keeps the query, and the visitor’s language for an internal target', () => {
    expect(findRouteRule('/go/bus', rules, now)?.to).toBe('/transport')
    expect(findRouteRule('/go/bus/', rules, now)?.to).toBe('/transport')
    expect(findRouteRule('/es/go/bus?from=qr', rules, now)?.to).toBe('/es/transport?from=qr')
    expect(findRouteRule('/go/bus/more', rules, now)).toBeUndefined()
  })
  it('keeps a target’s own language and an external target as written, adding the visitor’s query', () => {
    expect(findRouteRule('/az/final', rules, now)?.to).toBe('/en/medals/all')
    const external = findRouteRule('/pt/tickets?x=1', rules, now)
    expect(external).toMatchObject({ external: true, to: 'https://tickets.example.org/rio?ref=app&x=1' })
  })
  it('carries the rest of the path over for the longest prefix', () => {
    expect(findRouteRule('/old/grid', rules, now)?.to).toBe('/schedule/grid')
    expect(findRouteRule('/old/medals/ATH', rules, now)?.to).toBe('/medals/all/ATH')
    expect(findRouteRule('/older', rules, now)).toBeUndefined()
  })
  it('keeps an internal redirect on the site, whatever the visitor puts after a prefix (issue 37)', () => {
    const home = [rule('/go', '/', 'prefix')]
    expect(findRouteRule('/go//evil.example', home, now)?.to).toBe('/evil.example')
    expect(findRouteRule('/go/\\evil.example', home, now)?.to).toBe('/evil.example')
    expect(findRouteRule('/go/\\/evil.example?x=//y', home, now)?.to).toBe('/evil.example?x=//y')
    expect(findRouteRule('/en/go//evil.example', home, now)?.to).toBe('/en/evil.example')
  })
  it('ignores a disabled rule and one outside its window', () => {
    const timed = [
      rule('/a', '/medals', 'exact', { enabled: false }),
      rule('/b', '/medals', 'exact', { startsAt: '2026-07-14T13:00:00Z' }),
      rule('/c', '/medals', 'exact', { endsAt: '2026-07-14T12:00:00Z' }),
      rule('/d', '/medals', 'exact', { startsAt: '2026-07-14T11:00:00Z', endsAt: '2026-07-14T13:00:00Z' }),
    ]
    expect(['/a', '/b', '/c', '/d'].map((p) => findRouteRule(p, timed, now)?.to)).toEqual([
      undefined,
      undefined,
      undefined,
      '/medals',
    ])
  })
})

describe('the checks of a rule', () => {
  const parse = (input: Record<string, unknown>) => RouteRuleInputSchema.safeParse(input)
  const problems = (input: Record<string, unknown>) => {
    const result = parse(input)
    return result.success ? [] : result.error.issues.map((i) => i.message)
  }
  it('accepts a short link to a page or an https address', () => {
    expect(parse({ source: '/go/bus/', target: '/transport' })).toMatchObject({
      success: true,
      data: { source: '/go/bus', match: 'exact', permanent: false, enabled: true },
    })
    expect(parse({ source: '/tickets', target: 'https://tickets.example.org' }).success).toBe(true)
  })
  it('refuses sources that are not paths or that shadow the app', () => {
    expect(problems({ source: 'go bus', target: '/transport' })).toEqual([ROUTE_RULE_PROBLEMS.sourceInvalid])
    for (const source of ['/medals', '/schedule/grid', '/api/v1/x', '/assets/a.js', '/en/go', '/sw.js']) {
      expect(problems({ source, target: '/transport' }), source).toEqual([ROUTE_RULE_PROBLEMS.sourceReserved])
    }
    expect(sourceIsReserved('/schedule', 'prefix')).toBe(true)
    expect(sourceIsReserved('/go', 'prefix')).toBe(false)
  })
  it('refuses targets that are not https or not a path, and a window that ends before it starts', () => {
    expect(problems({ source: '/x', target: 'http://example.org' })).toEqual([ROUTE_RULE_PROBLEMS.targetNotHttps])
    expect(problems({ source: '/x', target: 'javascript:alert(1)' })).toEqual([ROUTE_RULE_PROBLEMS.targetNotHttps])
    expect(problems({ source: '/x', target: 'transport' })).toEqual([ROUTE_RULE_PROBLEMS.targetInvalid])
    expect(problems({ source: '/x', target: '/\\evil.example' })).toEqual([ROUTE_RULE_PROBLEMS.targetInvalid])
    expect(problems({ source: '/x', target: '//evil.example' })).toEqual([ROUTE_RULE_PROBLEMS.targetNotHttps])
    expect(
      problems({
        source: '/x',
        target: '/transport',
        startsAt: '2026-07-14T12:00:00Z',
        endsAt: '2026-07-14T11:00:00Z',
      }),
    ).toEqual([ROUTE_RULE_PROBLEMS.windowOrder])
  })
  it('refuses a taken source, a self-target and a loop through other rules', () => {
    const others = [rule('/a', '/b'), rule('/b', '/c')]
    expect(routeRuleConflict(rule('/a', '/medals'), others)).toBe('sourceTaken')
    expect(routeRuleConflict(rule('/x', '/x'), others)).toBe('selfTarget')
    expect(routeRuleConflict(rule('/x', '/x/y', 'prefix'), others)).toBe('selfTarget')
    expect(routeRuleConflict(rule('/c', '/a'), others)).toBe('loop')
    expect(routeRuleConflict(rule('/c', '/en/a'), others)).toBe('loop')
    expect(routeRuleConflict(rule('/c', '/medals'), others)).toBeUndefined()
    expect(routeRuleConflict(rule('/c', 'https://example.org/a'), others)).toBeUndefined()
  })
})
