import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  CpfSchema,
  EmailSchema,
  FeedbackSchema,
  LoginSchema,
  PasswordSchema,
  SentimentSchema,
  SignupSchema,
  SuggestionSchema,
  UsernameSchema,
  VALIDATION_MESSAGES,
  validationMessageKey,
} from './validation.ts'

/** The messages of a failed parse, or [] when it passes. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

/** Messages by field path of a failed object parse. */
function fieldMessages(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value)
  const out: Record<string, string[]> = {}
  if (result.success) return out
  for (const issue of result.error.issues) {
    const key = issue.path.join('.')
    out[key] = [...(out[key] ?? []), issue.message]
  }
  return out
}

describe('messages', () => {
  it('are the exact English texts of spec §5 (plus the username bound of decision 015 and the back office of 036, 038–044 and 059)', () => {
    expect(Object.values(VALIDATION_MESSAGES)).toEqual([
      'Username is required',
      'Username must have 3 characters',
      // Not in the product rules: a bound so a username fits the database's unique index (decision 015).
      'Username must have at most 64 characters',
      'Password is required',
      'Password must have 8 characters',
      'Repeat password is required',
      'The passwords do not match',
      'Email is required',
      'Invalid email',
      'CPF is required',
      'CPF must contain only numbers and letters',
      'CPF must be between 8 and 11 characters',
      // The product rules' other CPF reading; no schema uses it (see CpfSchema), kept so the text has a key.
      'CPF must have 11 characters',
      'Please select how you feel about the app',
      'Invalid sentiment',
      'Please enter your suggestion',
      // The back office (decision 036): texts shown to the public are plain text.
      'Text must not contain < or >',
      'No user with this username may hold this certificate.',
      'Text is too long',
      'The Portuguese text is required',
      'Latitude must be between -90 and 90',
      'Longitude must be between -180 and 180',
      'The website must start with https:// or http://',
      // Games settings (decision 041).
      'This field is required',
      'Unknown time zone (use a name like America/Sao_Paulo)',
      'Invalid date',
      'The last day must not be before the first day',
      'The games must not last more than 60 days',
      'The short name must not be longer than 24 characters',
      'Enter a colour as #RRGGBB',
      // The sponsors manager (decision 040).
      'The name is required',
      // The documents manager (decision 039).
      'Priority must be between 1 and 5',
      'Enter the publication date and time',
      'Choose a PDF file',
      'The file is not a PDF',
      'The file is larger than 10 MB',
      'The PDF contains active content (scripts, launch actions or embedded files)',
      // Images (decision 042).
      'Choose an image',
      'The image must be a JPEG, PNG or WebP file',
      'The image is larger than 5 MB',
      'The image is too large (at most 40 million pixels)',
      'The image could not be read',
      // The ambassadors manager (decision 042).
      'Unknown delegation',
      // The users manager (decision 038).
      'Unknown discipline',
      'You cannot remove your own administrator access',
      'You cannot deactivate your own account',
      // The trivia and courses managers (decision 043).
      'A question needs 2 to 6 answers',
      'Mark exactly one answer as correct',
      'Add at least one question',
      'The time limit must be between 1 and 120 minutes',
      'Points must be between 0 and 1000',
      'The closing time must be after the opening time',
      'The link must start with https://',
      'The duration must be a whole number of minutes',
      // Transport, awards and videos managers (decision 044).
      'The code has 1 to 8 letters, digits or dashes',
      'A line with this code already exists',
      'The colour must be #RRGGBB',
      'The time must be HH:MM',
      'The day is not a day of the games',
      'The address must be https:// on a video host the app can play',
      'The broadcast must end after it starts',
      'The poster must be an image on this site (a path starting with /)',
      'Unknown event',
      'Unknown venue',
      'Choose the trivia that earns it',
      'Choose the course that earns it',
      'Unknown trivia',
      'Unknown course',
      'The minimum score must be between 1 and 100 %',
      'The validity must be between 1 and 3650 days',
      'Enter the setup code',
      'This is not the setup code the server printed',
      'This username is already taken',
      'The games must keep at least one active administrator',
      // A timed, measured or judged result's detail (decision 091).
      'Enter the wind as +1.2 or -0.4 (m/s)',
      'Enter the reaction time as 0.153 (seconds)',
      'Enter a split time as 52.34 or 1:52.34',
      'Enter a mark in metres as 7.85, or x for a foul and - for a pass',
      'A series has at most 6 attempts',
      'At most 3 tries at a height',
      'Enter the tries at a height as o, xo, xxo, xxx or -',
      'The total must be D + E minus the penalty',
      'An end has 3, 4 or 6 arrows',
      'An arrow is X, 10 to 1, or M',
      "The end's total is not the sum of its arrows",
      'The set points of the ends do not add up to the set score',
      'A mark with a wind over +2.0 m/s cannot be a record',
      // Head-to-head detail (decision 090).
      'This score cannot end a set in this sport',
      'The sets won do not agree with the match score',
      'The periods do not add up to the score',
      'Both sides must list the same periods in the same order',
      'This sport has no such decision',
      'Enter a phone number (digits, spaces, + - . ( ))',
      'A shift needs its start time',
      'The end must be after the start',
      'A contact needs a phone or an email',
    ])
  })

  it('map back to their keys', () => {
    for (const [key, message] of Object.entries(VALIDATION_MESSAGES)) expect(validationMessageKey(message)).toBe(key)
    expect(validationMessageKey('Invalid username or password')).toBeUndefined()
    expect(validationMessageKey('invalid email')).toBeUndefined()
  })
})

describe('username', () => {
  it.each([
    [undefined, ['Username is required']],
    [null, ['Username is required']],
    ['', ['Username is required']],
    ['   ', ['Username is required']],
    ['ab', ['Username must have 3 characters']],
    [' ab ', ['Username must have 3 characters']],
    ['abc', []],
  ])('%j → %j', (value, expected) => {
    expect(messages(UsernameSchema, value)).toEqual(expected)
  })

  it('is trimmed', () => {
    expect(UsernameSchema.parse('  maria  ')).toBe('maria')
  })
})

describe('password', () => {
  it.each([
    [undefined, ['Password is required']],
    ['', ['Password is required']],
    ['1234567', ['Password must have 8 characters']],
    ['12345678', []],
  ])('%j → %j', (value, expected) => {
    expect(messages(PasswordSchema, value)).toEqual(expected)
  })

  it('keeps spaces', () => {
    expect(PasswordSchema.parse(' secret pass ')).toBe(' secret pass ')
  })
})

describe('email', () => {
  it.each([
    [undefined, ['Email is required']],
    ['', ['Email is required']],
    ['  ', ['Email is required']],
    ['maria', ['Invalid email']],
    ['maria@', ['Invalid email']],
    ['maria@example', ['Invalid email']],
    ['maria@example.com', []],
  ])('%j → %j', (value, expected) => {
    expect(messages(EmailSchema, value)).toEqual(expected)
  })

  it('is trimmed', () => {
    expect(EmailSchema.parse(' maria@example.com ')).toBe('maria@example.com')
  })
})

describe('CPF', () => {
  it.each([
    [undefined, ['CPF is required']],
    ['', ['CPF is required']],
    ['123.456.789-09', ['CPF must contain only numbers and letters']],
    ['1234 5678', ['CPF must contain only numbers and letters']],
    ['1234567', ['CPF must be between 8 and 11 characters']],
    ['123456789012', ['CPF must be between 8 and 11 characters']],
    ['12345678', []],
    ['12345678909', []],
    ['AB123456', []],
    [' 12345678909 ', []],
  ])('%j → %j', (value, expected) => {
    expect(messages(CpfSchema, value)).toEqual(expected)
  })
})

describe('SignupSchema', () => {
  const valid = {
    username: ' maria ',
    password: 'password1',
    repeatPassword: 'password1',
    email: 'maria@example.com ',
    cpf: '12345678909',
  }

  it('accepts a valid signup and trims username and email', () => {
    expect(SignupSchema.parse(valid)).toEqual({ ...valid, username: 'maria', email: 'maria@example.com' })
  })

  it('reports a mismatch on repeatPassword', () => {
    expect(fieldMessages(SignupSchema, { ...valid, repeatPassword: 'password2' })).toEqual({
      repeatPassword: ['The passwords do not match'],
    })
  })

  it('asks for the repeat password without claiming a mismatch', () => {
    expect(fieldMessages(SignupSchema, { ...valid, repeatPassword: '' })).toEqual({
      repeatPassword: ['Repeat password is required'],
    })
  })

  it('reports a mismatch alongside other field errors', () => {
    expect(fieldMessages(SignupSchema, { ...valid, password: 'short', repeatPassword: 'other', cpf: '1' })).toEqual({
      password: ['Password must have 8 characters'],
      repeatPassword: ['The passwords do not match'],
      cpf: ['CPF must be between 8 and 11 characters'],
    })
  })

  it('reports a mismatch even when another field stopped its checks (abort), five messages for five faults', () => {
    expect(
      fieldMessages(SignupSchema, {
        username: 'ab',
        password: 'short',
        repeatPassword: 'different',
        email: 'not-an-email',
        cpf: '12#',
      }),
    ).toEqual({
      username: ['Username must have 3 characters'],
      password: ['Password must have 8 characters'],
      repeatPassword: ['The passwords do not match'],
      email: ['Invalid email'],
      cpf: ['CPF must contain only numbers and letters'],
    })
    expect(fieldMessages(SignupSchema, { password: 'one password', repeatPassword: 'another' })).toMatchObject({
      username: ['Username is required'],
      repeatPassword: ['The passwords do not match'],
    })
  })

  it('gives every required message for an empty form', () => {
    expect(fieldMessages(SignupSchema, {})).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
      repeatPassword: ['Repeat password is required'],
      email: ['Email is required'],
      cpf: ['CPF is required'],
    })
  })
})

describe('LoginSchema', () => {
  it('checks presence only', () => {
    expect(fieldMessages(LoginSchema, { username: '', password: '' })).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    })
    expect(LoginSchema.parse({ username: ' ab ', password: 'x' })).toEqual({ username: 'ab', password: 'x' })
  })
})

describe('feedback', () => {
  it.each([
    [undefined, ['Please select how you feel about the app']],
    [null, ['Please select how you feel about the app']],
    ['', ['Please select how you feel about the app']],
    ['angry', ['Invalid sentiment']],
    ['HAPPY', ['Invalid sentiment']],
    ['happy', []],
    ['neutral', []],
    ['sad', []],
  ])('sentiment %j → %j', (value, expected) => {
    expect(messages(SentimentSchema, value)).toEqual(expected)
  })

  it.each([
    [undefined, ['Please enter your suggestion']],
    ['', ['Please enter your suggestion']],
    ['          ', ['Please enter your suggestion']],
    ['too short', ['Please enter your suggestion']],
    [' 123456789 ', ['Please enter your suggestion']],
    ['1234567890', []],
  ])('suggestion %j → %j', (value, expected) => {
    expect(messages(SuggestionSchema, value)).toEqual(expected)
  })

  it('FeedbackSchema checks both steps', () => {
    expect(fieldMessages(FeedbackSchema, {})).toEqual({
      sentiment: ['Please select how you feel about the app'],
      suggestion: ['Please enter your suggestion'],
    })
    expect(FeedbackSchema.parse({ sentiment: 'sad', suggestion: '  More shade at the venues  ' })).toEqual({
      sentiment: 'sad',
      suggestion: 'More shade at the venues',
    })
  })
})
