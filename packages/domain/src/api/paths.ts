/** The API's paths with `:params` (the route table's names), filled in on the client. Imports nothing. */

/** The names of a path's `:params` (`'/units/:code/corrections'` → `'code'`). */
export type ApiPathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ApiPathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** A path with its params filled in, each encoded as one path segment. */
export function fillApiPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${path}: no value for :${name}`)
    return encodeURIComponent(String(value))
  })
}
