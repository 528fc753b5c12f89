import { readFileSync } from 'node:fs'
import { BUNDLE_PROBLEMS, LOCALES } from '@podium/domain'
import { describe, expect, it } from 'vitest'
import { locatedProblems } from './problems.ts'

const problemsOf = (locale: string) =>
  (
    JSON.parse(readFileSync(new URL(`../../i18n/locales/${locale}.json`, import.meta.url), 'utf8')) as {
      bundleImport: { problems: Record<string, string> }
    }
  ).bundleImport.problems

describe('bundle import problems', () => {
  it.each(LOCALES)('%s translates every problem the server can report', (locale) => {
    const keys = Object.keys(problemsOf(locale))
    expect(keys).toEqual(expect.arrayContaining(Object.keys(BUNDLE_PROBLEMS)))
  })

  it('has the server’s exact English texts in en.json', () => {
    const en = problemsOf('en')
    for (const [key, text] of Object.entries(BUNDLE_PROBLEMS)) expect(en[key], key).toBe(text)
  })

  it('reads file, line and column from the API fields', () => {
    expect(
      locatedProblems({
        'units.csv:7:start': [BUNDLE_PROBLEMS.dateTime],
        'teams.csv::': [BUNDLE_PROBLEMS.missingFile],
        'units.csv:3:': [`${BUNDLE_PROBLEMS.notCsv} — Quote Not Closed`],
      }),
    ).toEqual([
      { file: 'units.csv', line: 7, column: 'start', key: 'dateTime', text: BUNDLE_PROBLEMS.dateTime },
      { file: 'teams.csv', line: undefined, column: undefined, key: 'missingFile', text: BUNDLE_PROBLEMS.missingFile },
      {
        file: 'units.csv',
        line: 3,
        column: undefined,
        key: 'notCsv',
        text: `${BUNDLE_PROBLEMS.notCsv} — Quote Not Closed`,
      },
    ])
  })
})
