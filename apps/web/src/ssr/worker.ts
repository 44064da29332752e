/// <reference types="node" />
// The server's renderer of first screens runs in a worker thread of its own (apps/server/src/plugins/
// first-screen.ts): the browser objects the app's modules expect (browser-globals.ts) never reach the server's
// own code, and a render never holds up the server's event loop.
import { parentPort } from 'node:worker_threads'
import { renderFirstScreen } from './first-screen'

interface RenderRequest {
  id: number
  url: string
  boot: Record<string, unknown>
  phone: boolean
  cookie: string
}

// One render at a time: the renders share the app's query cache.
let queue = Promise.resolve()
parentPort?.on('message', (request: RenderRequest) => {
  queue = queue.then(async () => {
    try {
      const html = await renderFirstScreen(request.url, request.boot, {
        phone: request.phone,
        cookie: request.cookie,
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
