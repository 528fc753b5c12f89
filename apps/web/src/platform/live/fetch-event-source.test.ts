import { describe, expect, it } from 'vitest'
import { CLOSED, FetchEventSource } from './fetch-event-source.ts'

/** A server the reader talks to: each connection is a stream the test writes to, and every request is recorded. */
function fakeServer() {
  const requests: { url: string; headers: Record<string, string> }[] = []
  const streams: ReadableStreamDefaultController<Uint8Array>[] = []
  const statuses: number[] = []
  const encoder = new TextEncoder()
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), headers: { ...(init?.headers as Record<string, string>) } })
    const status = statuses.shift() ?? 200
    if (status !== 200) return new Response('{}', { status, headers: { 'Content-Type': 'application/json' } })
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        streams.push(controller)
        init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')))
      },
    })
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
  }) as typeof fetch
  const send = (text: string, connection = streams.length - 1) => streams[connection]?.enqueue(encoder.encode(text))
  const drop = (connection = streams.length - 1) => streams[connection]?.close()
  return { requests, streams, statuses, fetchFn, send, drop }
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 0))
  expect(condition()).toBe(true)
}

function open(server: ReturnType<typeof fakeServer>, waits: number[] = []) {
  const source = new FetchEventSource('https://games.example/api/v1/live', {
    headers: async () => ({ Authorization: 'Bearer t0k3n' }),
    fetch: server.fetchFn,
    wait: async (ms) => {
      waits.push(ms)
    },
  })
  const received: { type: string; data: string; id: string }[] = []
  for (const type of ['result', 'message']) {
    source.addEventListener(type, (e) => received.push({ type, data: e.data, id: e.lastEventId }))
  }
  return { source, received }
}

describe('FetchEventSource', () => {
  it('sends the Bearer header (never the token in the URL) and reads frames split across chunks', async () => {
    const server = fakeServer()
    const { source, received } = open(server)
    let opened = 0
    source.onopen = () => opened++
    await until(() => server.streams.length === 1)
    expect(server.requests[0]).toEqual({
      url: 'https://games.example/api/v1/live',
      headers: { Accept: 'text/event-stream', Authorization: 'Bearer t0k3n' },
    })
    await until(() => opened === 1)
    server.send(': keep-alive\n\nid: 7\nevent: res')
    server.send('ult\ndata: {"a":1}\r')
    server.send('\ndata: {"b":2}\n\ndata: plain\n\n')
    await until(() => received.length === 2)
    expect(received).toEqual([
      { type: 'result', data: '{"a":1}\n{"b":2}', id: '7' },
      { type: 'message', data: 'plain', id: '7' },
    ])
    source.close()
  })

  it('reconnects after a drop with Last-Event-ID and the delay the server asked for', async () => {
    const server = fakeServer()
    const waits: number[] = []
    const { source } = open(server, waits)
    const states: number[] = []
    source.onerror = () => states.push(source.readyState)
    await until(() => server.streams.length === 1)
    server.send('retry: 1500\nid: 41\nevent: result\ndata: {}\n\n')
    server.drop()
    await until(() => server.streams.length === 2)
    expect(waits).toEqual([1500])
    expect(states).toEqual([0])
    expect(server.requests[1]?.headers['Last-Event-ID']).toBe('41')
    source.close()
    expect(source.readyState).toBe(CLOSED)
  })

  it('retries a 503 but stops for good on a 401', async () => {
    const server = fakeServer()
    server.statuses.push(503, 401)
    const { source } = open(server)
    let errors = 0
    source.onerror = () => errors++
    await until(() => source.readyState === CLOSED)
    expect(server.requests).toHaveLength(2)
    expect(errors).toBe(2)
  })
})
