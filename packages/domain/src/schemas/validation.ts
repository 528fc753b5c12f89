/**
 * The form rules of docs/product-rules.md §5 with their exact English messages. The web app maps a message back to
 * its i18n key with validationMessageKey; the server returns the same messages in ApiError.fields.
 */
import { z } from 'zod'

export const VALIDATION_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameMin: 'Username must have 3 characters',
  /** Not in the product rules: a bound so a username fits the database's unique index (decision 015). */
  usernameMax: 'Username must have at most 64 characters',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must have 8 characters',
  repeatPasswordRequired: 'Repeat password is required',
  passwordsMismatch: 'The passwords do not match',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email',
  cpfRequired: 'CPF is required',
  cpfCharacters: 'CPF must contain only numbers and letters',
  cpfLength: 'CPF must be between 8 and 11 characters',
  /** The product rules' other CPF reading; no schema uses it (see CpfSchema), kept so the text has a key. */
  cpfExactLength: 'CPF must have 11 characters',
  sentimentRequired: 'Please select how you feel about the app',
  sentimentInvalid: 'Invalid sentiment',
  suggestionRequired: 'Please enter your suggestion',
  /** The back office (decision 036): texts shown to the public are plain text. */
  markup: 'Text must not contain < or >',
  /** A certificate granted by staff (decision 051) to a username that is not there or may not hold it. */
  holderNotAllowed: 'No user with this username may hold this certificate.',
  textTooLong: 'Text is too long',
  portugueseRequired: 'The Portuguese text is required',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  websiteInvalid: 'The website must start with https:// or http://',
  /** Games settings (decision 041). */
  requiredText: 'This field is required',
  timeZoneInvalid: 'Unknown time zone (use a name like America/Sao_Paulo)',
  dateInvalid: 'Invalid date',
  datesOrder: 'The last day must not be before the first day',
  gamesTooLong: 'The games must not last more than 60 days',
  shortNameTooLong: 'The short name must not be longer than 24 characters',
  colourInvalid: 'Enter a colour as #RRGGBB',
  /** The sponsors manager (decision 040). */
  nameRequired: 'The name is required',
  /** The documents manager (decision 039). */
  priorityRange: 'Priority must be between 1 and 5',
  publishedAtInvalid: 'Enter the publication date and time',
  fileRequired: 'Choose a PDF file',
  fileNotPdf: 'The file is not a PDF',
  fileTooLarge: 'The file is larger than 10 MB',
  fileActiveContent: 'The PDF contains active content (scripts, launch actions or embedded files)',
  /** Images (decision 042). */
  imageRequired: 'Choose an image',
  imageType: 'The image must be a JPEG, PNG or WebP file',
  imageTooLarge: 'The image is larger than 5 MB',
  imageTooManyPixels: 'The image is too large (at most 40 million pixels)',
  imageUnreadable: 'The image could not be read',
  /** The ambassadors manager (decision 042). */
  organisationUnknown: 'Unknown delegation',
  /** The users manager (decision 038). */
  disciplineUnknown: 'Unknown discipline',
  selfDemotion: 'You cannot remove your own administrator access',
  selfDeactivation: 'You cannot deactivate your own account',
  /** The trivia and courses managers (decision 043). */
  answersCount: 'A question needs 2 to 6 answers',
  oneCorrectAnswer: 'Mark exactly one answer as correct',
  questionsRequired: 'Add at least one question',
  timeLimitRange: 'The time limit must be between 1 and 120 minutes',
  pointsRange: 'Points must be between 0 and 1000',
  closesAfterOpens: 'The closing time must be after the opening time',
  httpsRequired: 'The link must start with https://',
  durationRange: 'The duration must be a whole number of minutes',
  /** Transport, awards and videos managers (decision 044). */
  lineCodeInvalid: 'The code has 1 to 8 letters, digits or dashes',
  lineCodeTaken: 'A line with this code already exists',
  colorInvalid: 'The colour must be #RRGGBB',
  timeInvalid: 'The time must be HH:MM',
  dayOutsideGames: 'The day is not a day of the games',
  videoUrlInvalid: 'The address must be https:// on a video host the app can play',
  liveWindowOrder: 'The broadcast must end after it starts',
  posterInvalid: 'The poster must be an image on this site (a path starting with /)',
  eventUnknown: 'Unknown event',
  venueUnknown: 'Unknown venue',
  /** The certificate definitions editor (decision 059). */
  triviaRequired: 'Choose the trivia that earns it',
  courseRequired: 'Choose the course that earns it',
  triviaUnknown: 'Unknown trivia',
  courseUnknown: 'Unknown course',
  minScoreRange: 'The minimum score must be between 1 and 100 %',
  validityRange: 'The validity must be between 1 and 3650 days',
  /** First run and accounts from the back office (decision 067). */
  setupCodeRequired: 'Enter the setup code',
  setupCodeWrong: 'This is not the setup code the server printed',
  usernameTaken: 'This username is already taken',
  lastAdmin: 'The games must keep at least one active administrator',
  /** A timed, measured or judged result's detail (decision 091). */
  windInvalid: 'Enter the wind as +1.2 or -0.4 (m/s)',
  reactionTimeInvalid: 'Enter the reaction time as 0.153 (seconds)',
  splitTimeInvalid: 'Enter a split time as 52.34 or 1:52.34',
  markInvalid: 'Enter a mark in metres as 7.85, or x for a foul and - for a pass',
  attemptsTooMany: 'A series has at most 6 attempts',
  triesTooMany: 'At most 3 tries at a height',
  triesInvalid: 'Enter the tries at a height as o, xo, xxo, xxx or -',
  judgedTotal: 'The total must be D + E minus the penalty',
  arrowsPerEnd: 'An end has 3, 4 or 6 arrows',
  arrowInvalid: 'An arrow is X, 10 to 1, or M',
  endTotal: "The end's total is not the sum of its arrows",
  setPoints: 'The set points of the ends do not add up to the set score',
  /** A record claimed for a wind-assisted mark (decision 092): the mark stands, never as a record. */
  recordWindAssisted: 'A mark with a wind over +2.0 m/s cannot be a record',
  /** Head-to-head detail entered with a result (decision 090). */
  matchSetScoreImpossible: 'This score cannot end a set in this sport',
  matchSetCountMismatch: 'The sets won do not agree with the match score',
  matchPeriodTotalMismatch: 'The periods do not add up to the score',
  matchPeriodsMismatch: 'Both sides must list the same periods in the same order',
  matchDecisionUnknown: 'This sport has no such decision',
  /** The volunteers' information (issue 36). */
  phoneInvalid: 'Enter a phone number (digits, spaces, + - . ( ))',
  shiftStartRequired: 'A shift needs its start time',
  endsAfterStarts: 'The end must be after the start',
  contactRequired: 'A contact needs a phone or an email',
} as const
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES
/**
 * The messages of a failed parse by field, keyed by the dotted path ('' for the whole value): what the server answers
 * in ApiError.fields and what a form shows before it sends.
 */
export function fieldMessages(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.')
    fields[key] ??= []
    fields[key].push(issue.message)
  }
  return fields
}

export type ValidationMessage = (typeof VALIDATION_MESSAGES)[ValidationMessageKey]

const keyByMessage = new Map<string, ValidationMessageKey>(
  Object.entries(VALIDATION_MESSAGES).map(([key, message]) => [message, key as ValidationMessageKey]),
)

/** The key of one of the messages above, for translation; undefined for any other text. */
export function validationMessageKey(message: string): ValidationMessageKey | undefined {
  return keyByMessage.get(message)
}

export const USERNAME_MIN_LENGTH = 3
export const USERNAME_MAX_LENGTH = 64
export const PASSWORD_MIN_LENGTH = 8
export const CPF_MIN_LENGTH = 8
export const CPF_MAX_LENGTH = 11
export const SUGGESTION_MIN_LENGTH = 10

const M = VALIDATION_MESSAGES

/**
 * A string field whose missing value (undefined, null, wrong type, or empty after `trim`) gives the required
 * message alone: `abort` stops the later checks so each field reports one message at a time.
 */
const requiredString = (message: string, options: { trim: boolean }) => {
  const base = z.string({ error: message })
  return (options.trim ? base.trim() : base).min(1, { error: message, abort: true })
}

export const UsernameSchema = requiredString(M.usernameRequired, { trim: true })
  .min(USERNAME_MIN_LENGTH, { error: M.usernameMin })
  .max(USERNAME_MAX_LENGTH, { error: M.usernameMax })

// Passwords are not trimmed: spaces may be part of them.
export const PasswordSchema = requiredString(M.passwordRequired, { trim: false }).min(PASSWORD_MIN_LENGTH, {
  error: M.passwordMin,
})

export const EmailSchema = requiredString(M.emailRequired, { trim: true }).pipe(z.email({ error: M.emailInvalid }))

/**
 * CPF, one reading of the product rules' two ("11 characters" and "between 8 and 11"): letters and digits only, 8 to 11
 * characters inclusive, message 'CPF must be between 8 and 11 characters'. A Brazilian CPF has 11 digits, but the
 * field also takes foreign athletes' and officials' document numbers, which can be shorter and contain letters.
 * Surrounding spaces are trimmed; inner punctuation (123.456.789-09) is refused, as the product rules say.
 */
export const CpfSchema = requiredString(M.cpfRequired, { trim: true })
  .regex(/^[A-Za-z0-9]+$/, { error: M.cpfCharacters, abort: true })
  .min(CPF_MIN_LENGTH, { error: M.cpfLength })
  .max(CPF_MAX_LENGTH, { error: M.cpfLength })

const SignupFieldsSchema = z.object({
  username: UsernameSchema,
  password: PasswordSchema,
  repeatPassword: requiredString(M.repeatPasswordRequired, { trim: false }),
  email: EmailSchema,
  cpf: CpfSchema,
})

/**
 * A form shows all its errors at once, the mismatch included. Zod skips an object's refinements (even with `when`)
 * once a field check aborted — the `abort` that keeps one message per field — so the mismatch is not a refinement of
 * the object: this superRefine runs on the raw input, gives each field's messages and compares the two passwords as
 * typed (not when the repeat is still empty: it already says "Repeat password is required"). The pipe then returns
 * the parsed fields, typed, once nothing is wrong.
 */
export const SignupSchema = z
  .unknown()
  .superRefine((input, ctx) => {
    const fields = SignupFieldsSchema.safeParse(input)
    // Each field's message under its path (the client and the API read messages by field, not zod's codes).
    if (!fields.success) {
      for (const issue of fields.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    }
    const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>
    const { password, repeatPassword } = raw
    if (
      typeof password === 'string' &&
      typeof repeatPassword === 'string' &&
      repeatPassword !== '' &&
      password !== repeatPassword
    ) {
      ctx.addIssue({ code: 'custom', message: M.passwordsMismatch, path: ['repeatPassword'] })
    }
  })
  .pipe(SignupFieldsSchema)
export type SignupInput = z.infer<typeof SignupSchema>

/** Login checks presence only: the lengths are signup rules, and a wrong password gets the server's message. */
export const LoginSchema = z.object({
  // No account has a longer name; the bound keeps the rate-limit record within its index.
  username: requiredString(M.usernameRequired, { trim: true }).max(USERNAME_MAX_LENGTH, { error: M.usernameMax }),
  password: requiredString(M.passwordRequired, { trim: false }),
})
export type LoginInput = z.infer<typeof LoginSchema>

export const FEEDBACK_SENTIMENTS = ['happy', 'neutral', 'sad'] as const
export type FeedbackSentiment = (typeof FEEDBACK_SENTIMENTS)[number]

/** No choice yet (undefined, null or an empty form value) asks to choose; any other value is invalid. */
export const SentimentSchema = z.enum(FEEDBACK_SENTIMENTS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? M.sentimentRequired : M.sentimentInvalid,
})

/**
 * The product rules have no separate "too short" message, so a short suggestion also gets 'Please enter your
 * suggestion'.
 */
export const SuggestionSchema = requiredString(M.suggestionRequired, { trim: true }).min(SUGGESTION_MIN_LENGTH, {
  error: M.suggestionRequired,
})

export const FeedbackSchema = z.object({ sentiment: SentimentSchema, suggestion: SuggestionSchema })
export type FeedbackInput = z.infer<typeof FeedbackSchema>
