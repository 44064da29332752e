// Starts the server: listen, announce, and shut down gracefully. Everything else is in buildApp.
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'

async function main() {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  // If start-up ever waits on something that can never happen, say so instead of exiting silently.
  let ready = false
  process.once('beforeExit', () => {
    if (!ready) {
      console.error('Start-up stalled: the server never became ready.')
      process.exit(1)
    }
  })
  const app = await buildApp(config)
  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  ready = true
  app.log.info({ url: config.publicUrl ?? `http://localhost:${port}`, port }, 'Soko is ready')

  // A graceful stop (decision 015): /api/ready answers 503 at once so the load balancer sends no more;
  // after SHUTDOWN_DRAIN_SECONDS the server stops accepting, tells each realtime socket to reconnect
  // elsewhere (1012), finishes the requests it holds, and exits.
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) process.exit(1)
    closing = true
    app.log.info({ signal, drainSeconds: config.shutdownDrainSeconds }, 'shutting down')
    app.markStopping()
    const force = setTimeout(() => process.exit(1), (config.shutdownDrainSeconds + 10) * 1000)
    force.unref()
    const drained = new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000))
    drained
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error while shutting down')
          process.exit(1)
        },
      )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
