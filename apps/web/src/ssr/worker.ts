/// <reference types="node" />
// The server's renderer of first screens runs in a worker thread of its own (apps/server/src/plugins/
// first-screen.ts): the browser objects the app's modules expect (browser-globals.ts) never reach the server's
// own code, and a render never holds up the server's event loop.
import { parentPort } from 'node:worker_threads'
import { renderFirstScreen } from './first-screen'
import type { ReadAnswer } from './server-reads'

interface RenderRequest {
  type?: 'render'
  id: number
  url: string
  boot: Record<string, unknown>
  phone: boolean
  cookie: string
  /** A signed-in screen: its first API reads are asked of the server (type 'read' messages). */
  reads?: boolean
}

interface ReadReply extends ReadAnswer {
  type: 'read'
  readId: number
}

const readsWaiting = new Map<number, (answer: ReadAnswer) => void>()
let nextReadId = 0

/** An API read of render `id`, made by the server with that page's reader's cookie. */
function readOf(id: number) {
  return (path: string) =>
    new Promise<ReadAnswer>((resolve) => {
      const readId = nextReadId++
      readsWaiting.set(readId, resolve)
      parentPort?.postMessage({ id, read: { readId, path } })
    })
}

// One render at a time: the renders share the app's query cache.
let queue = Promise.resolve()
parentPort?.on('message', (message: RenderRequest | ReadReply) => {
  if (message.type === 'read') {
    readsWaiting.get(message.readId)?.(message)
    readsWaiting.delete(message.readId)
    return
  }
  const request = message
  queue = queue.then(async () => {
    try {
      const html = await renderFirstScreen(request.url, request.boot, {
        phone: request.phone,
        cookie: request.cookie,
        readApi: request.reads ? readOf(request.id) : undefined,
      })
      parentPort?.postMessage({ id: request.id, html })
    } catch (error) {
      parentPort?.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  })
})
