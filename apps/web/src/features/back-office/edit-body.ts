/**
 * An edit's body: the form's values with the version the edit was made on (a create sends none; an edit must, or
 * the server could not refuse a stale one with 409). The managers' save mutations take either; this tells them apart
 * for the typed `PUT` (`API_WRITES`' update schema requires the version).
 */
export function withVersion<T extends object>(body: T): T & { version: number } {
  if (!('version' in body) || typeof body.version !== 'number') {
    throw new Error('An edit names the version it was made on.')
  }
  return body as T & { version: number }
}
