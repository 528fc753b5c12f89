/** What the live connection needs of a stream: EventSource has it, and so has FetchEventSource. */
export interface LiveSource {
  readonly readyState: number
  onopen: ((this: never, event: Event) => unknown) | null
  onerror: ((this: never, event: Event) => unknown) | null
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void
  close(): void
}

export const CONNECTING = 0
export const OPEN = 1
export const CLOSED = 2

export interface FetchEventSourceOptions {
  /** Headers of each (re)connection, read afresh each time: the native client's `Authorization: Bearer`. */
  headers: () => Promise<Record<string, string>>
  fetch?: typeof fetch
  /** Delay before reconnecting when the server names none with `retry:` (the browsers' EventSource waits ~3 s). */
  retryMs?: number
  wait?: (ms: number) => Promise<void>
}

/**
 * Server-Sent Events over `fetch`, for the native client: EventSource cannot send headers, and a token in the URL would
 * end up in proxies' logs. Reads the stream as the HTML spec's parser does (event, data, id, retry; comments skipped),
 * reconnects after a drop with `Last-Event-ID` so the server replays what was missed, and stops for good on a 4xx
 * (as EventSource does on any error status; 429 and 5xx are retried, a restart or a proxy hiccup passes).
 */
export class FetchEventSource implements LiveSource {
  readyState = CONNECTING
  onopen: LiveSource['onopen'] = null
  onerror: LiveSource['onerror'] = null
  private readonly listeners = new Map<string, Set<(event: MessageEvent<string>) => void>>()
  private lastEventId = ''
  private retryMs: number
  private controller: AbortController | null = null
  private readonly fetch: typeof fetch
  private readonly wait: (ms: number) => Promise<void>

  constructor(
    readonly url: string,
    private readonly options: FetchEventSourceOptions,
  ) {
    this.retryMs = options.retryMs ?? 3_000
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init))
    this.wait = options.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
    void this.run()
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    let set = this.listeners.get(type)
    if (!set) {
      set = new Set()
      this.listeners.set(type, set)
    }
    set.add(listener)
  }

  close(): void {
    this.readyState = CLOSED
    this.controller?.abort()
  }

  private async run(): Promise<void> {
    while (this.readyState !== CLOSED) {
      let retryAfterMs = 0
      const controller = new AbortController()
      this.controller = controller
      try {
        const headers: Record<string, string> = { Accept: 'text/event-stream', ...(await this.options.headers()) }
        if (this.lastEventId) headers['Last-Event-ID'] = this.lastEventId
        const res = await this.fetch(this.url, { headers, cache: 'no-store', signal: controller.signal })
        const isStream = res.headers.get('content-type')?.startsWith('text/event-stream') === true
        if (!res.ok || !res.body || !isStream) {
          void res.body?.cancel()
          if (res.status >= 400 && res.status < 500 && res.status !== 429) return this.fail()
          // A server past its stream budget says when to come back (decision 070).
          const retryAfterS = Number(res.headers.get('retry-after'))
          if (Number.isInteger(retryAfterS) && retryAfterS > 0) retryAfterMs = retryAfterS * 1000
        } else {
          if (this.readyState === CLOSED) return
          this.readyState = OPEN
          this.emitState('open')
          await this.read(res.body)
        }
      } catch {
        // A dropped connection or no network: reconnect below, unless closed.
      }
      if (this.readyState === CLOSED) return
      this.readyState = CONNECTING
      this.emitState('error')
      await this.wait(Math.max(this.retryMs, retryAfterMs))
    }
  }

  private fail(): void {
    this.readyState = CLOSED
    this.emitState('error')
  }

  private emitState(kind: 'open' | 'error'): void {
    const event = new Event(kind)
    const handler = (kind === 'open' ? this.onopen : this.onerror) as ((event: Event) => unknown) | null
    handler?.(event)
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    let type = ''
    let data: string[] = []
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      // A trailing \r waits for the next chunk: it may be the first half of \r\n, one line end, not two.
      const carry = buffer.endsWith('\r') ? '\r' : ''
      const lines = (carry ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/)
      // The last piece is a line still arriving.
      buffer = (lines.pop() ?? '') + carry
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) this.dispatch(type || 'message', data.join('\n'))
          type = ''
          data = []
          continue
        }
        if (line.startsWith(':')) continue
        const colon = line.indexOf(':')
        const field = colon === -1 ? line : line.slice(0, colon)
        let value = colon === -1 ? '' : line.slice(colon + 1)
        if (value.startsWith(' ')) value = value.slice(1)
        if (field === 'event') type = value
        else if (field === 'data') data.push(value)
        else if (field === 'id' && !value.includes('\0')) this.lastEventId = value
        else if (field === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value)
      }
    }
  }

  private dispatch(type: string, data: string): void {
    const event = new MessageEvent<string>(type, { data, lastEventId: this.lastEventId })
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }
}
