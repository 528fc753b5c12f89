/** Only a path of this site may be a post-login target ('/x', not '//evil.example' or 'https://…'). */
export function safeRedirect(target: unknown, fallback = '/'): string {
  return typeof target === 'string' && /^\/(?![/\\])/.test(target) ? target : fallback
}
