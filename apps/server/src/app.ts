import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import fastifyMultipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import fastifyWebsocket from '@fastify/websocket'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Database } from './db/client'
import { openDatabase } from './db/open-database'
import { runSeeds } from './db/seed/run-seeds'
import { demoSeeders } from './db/seed/seeders'
import { prettyTransport } from './lib/log-options'
import { texts } from './lib/texts'
import { defaultWebDistDir, demoAssetsDir } from './lib/paths'
import { loadOrCreateSecret } from './lib/secrets'
import { createAuth } from './modules/auth/auth'
import { authRoutes } from './modules/auth/auth.routes'
import { createAuthDataService } from './modules/auth/auth.service'
import { createSignInLimits } from './modules/auth/sign-in-limits.service'
import { healthRoutes } from './modules/health/health.routes'
import { mailDevRoutes } from './modules/mail/mail.routes'
import { createMailService } from './modules/mail/mail.service'
import { newsletterRoutes } from './modules/newsletter/newsletter.routes'
import { advertsRoutes } from './modules/adverts/adverts.routes'
import { createAdvertsService } from './modules/adverts/adverts.service'
import { cartRoutes } from './modules/cart/cart.routes'
import { createCartService } from './modules/cart/cart.service'
import { productsRoutes } from './modules/products/products.routes'
import { reviewsRoutes } from './modules/reviews/reviews.routes'
import { createReviewsService } from './modules/reviews/reviews.service'
import { createCheckoutService } from './modules/checkout/checkout.service'
import { createIdempotencyService } from './modules/idempotency/idempotency.service'
import { ordersRoutes } from './modules/orders/orders.routes'
import { createOrdersService } from './modules/orders/orders.service'
import { createDarajaClient } from './modules/payments/payments.daraja'
import { createPaypalClient } from './modules/payments/payments.paypal'
import { paymentsRoutes } from './modules/payments/payments.routes'
import { createPaymentCore, createPaymentsService } from './modules/payments/payments.service'
import { createPaymentProviders } from './modules/payments/payment-providers'
import { createOrderLineRegistry } from './modules/checkout/order-line-registry'
import type { OrderLineKind } from './modules/orders/order-lines.types'
import { createOutboxService } from './modules/outbox/outbox.service'
import { createProductOrderLines } from './modules/products/products.order-lines'
import { devJobsPlugin } from './plugins/dev-jobs.plugin'
import { startPeriodic } from './lib/periodic'
import { darajaSandbox } from './sandbox/daraja.sandbox'
import { paypalSandbox } from './sandbox/paypal.sandbox'
import { wishlistRoutes } from './modules/wishlist/wishlist.routes'
import { createWishlistService } from './modules/wishlist/wishlist.service'
import { createProductsService } from './modules/products/products.service'
import { createAdminNotices } from './modules/admin/admin-notices.service'
import { adminRoutes } from './modules/admin/admin.routes'
import { adminApplicationsRoutes } from './modules/providers/admin-applications.routes'
import { createDocumentStore } from './modules/providers/application-documents'
import { createApplicationsService } from './modules/providers/applications.service'
import { createBookingsService } from './modules/providers/bookings.service'
import { createDirectoryService } from './modules/providers/directory.service'
import { providersRoutes } from './modules/providers/providers.routes'
import { vendorDashboardRoutes } from './modules/vendor-dashboard/vendor-dashboard.routes'
import { createVendorDashboardService } from './modules/vendor-dashboard/vendor-dashboard.service'
import { createAdminService } from './modules/admin/admin.service'
import { notificationsDevRoutes } from './modules/notifications/notifications.dev-routes'
import { notificationsRoutes } from './modules/notifications/notifications.routes'
import { createNotificationsService } from './modules/notifications/notifications.service'
import { createRateLimitService } from './modules/rate-limit/rate-limit.service'
import { realtimeRoutes } from './modules/realtime/realtime.routes'
import { createRealtimeService } from './modules/realtime/realtime.service'
import { usersRoutes } from './modules/users/users.routes'
import { createUsersService } from './modules/users/users.service'
import { authGuardPlugin } from './plugins/auth-guard.plugin'
import { errorsPlugin } from './plugins/errors.plugin'
import { errorLanguagePlugin } from './plugins/error-language.plugin'
import { hostileInputPlugin } from './plugins/hostile-input.plugin'
import { openapiPlugin } from './plugins/openapi.plugin'
import { securityPlugin } from './plugins/security.plugin'
import { createPageData } from './plugins/page-data'
import { webPlugin } from './plugins/web.plugin'

export type AppDeps = {
  /** A database opened by the caller (tests); by default the one the configuration names. */
  database?: Database
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void }
  /** More kinds of order line besides the built-in ones (tests register a test-only kind). */
  orderLineKinds?: OrderLineKind[]
}

/** Where the site is reached from, and so which origins may send cookie-carrying writes. */
function originsOf(config: Config, port: number) {
  const baseURL = config.publicUrl ?? `http://localhost:${port}`
  const origins = new Set([new URL(baseURL).origin])
  if (!config.isProduction) {
    for (const host of ['localhost', '127.0.0.1']) {
      origins.add(`http://${host}:${port}`)
      origins.add(`http://${host}:5173`)
    }
  }
  return { baseURL, trustedOrigins: [...origins] }
}

const transportFor = (env: string) => {
  const transport = prettyTransport(env)
  return transport ? { transport } : {}
}

/** Builds the whole server: plugins, then every module with its prefix, in one explicit list. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(deps.logStream ? { stream: deps.logStream } : transportFor(config.env)),
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID()
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const database = deps.database ?? (await openDatabase(config))
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('db', database.db)
  // Synchronous hooks: an async one costs every request a promise and a turn of the microtask queue.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id)
    done(null, payload)
  })
  await database.migrate()

  // Services, each built once from its dependencies.
  const { db } = database
  const { baseURL, trustedOrigins } = originsOf(config, config.port)
  const uploadsDir = join(config.dataDir, 'uploads')
  mkdirSync(uploadsDir, { recursive: true })
  const realtime = createRealtimeService({ database, log: app.log })
  const mail = createMailService({ db, smtpUrl: config.smtpUrl, from: 'Soko <no-reply@soko.africa>' })
  const rateLimit = createRateLimitService({ db })
  const users = createUsersService({ db, uploadsDir })
  const notifications = createNotificationsService({ db, realtime, languageOf: users.languageOf })
  const authData = createAuthDataService({ db })
  const products = createProductsService({
    db,
    listCacheSeconds: config.catalogueCacheSeconds,
    totalSeconds: config.catalogueTotalSeconds,
  })
  const wishlist = createWishlistService({ db, products })
  const cart = createCartService({ db, products })
  const idempotency = createIdempotencyService({ db })
  const adminNotices = createAdminNotices({ db, realtime, log: app.log })
  const orders = createOrdersService({ db })
  const outbox = createOutboxService({ db, log: app.log.child({ module: 'outbox' }) })
  // Every kind of order line, in one place: a vertical adds its kind here (docs/decisions/011).
  const orderLines = createOrderLineRegistry([
    createProductOrderLines({ removeFromCart: cart.removeProducts }),
    ...(deps.orderLineKinds ?? []),
  ])
  const checkout = createCheckoutService({
    db,
    orders,
    lines: orderLines,
    cart,
    idempotency,
    notifications,
    mail,
    outbox,
    log: app.log,
    siteUrl: baseURL,
    reservationMinutes: config.orders.reservationMinutes,
    languageOf: users.languageOf,
    onPlaced: (order) => adminNotices.publish({ kind: 'order_created', amount: order.totalCents / 100 }),
  })
  const applications = createApplicationsService({
    db,
    store: createDocumentStore(config.dataDir),
    notifications,
    notices: adminNotices,
  })
  // A deleted account's files (profile photo, application documents) go with it, whoever deletes it.
  const eraseUserFiles = async (userId: string) => {
    await users.eraseFiles(userId)
    await applications.eraseDocumentFilesOf(userId)
  }
  const admin = createAdminService({
    db,
    notifications,
    notices: adminNotices,
    products,
    checkout,
    uploadsDir,
    eraseUserFiles,
    disconnectUser: (userId) =>
      realtime
        .disconnectUser(userId)
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'realtime: could not close a user’s sockets'),
        ),
  })
  const bookings = createBookingsService({ db, notifications })
  const directory = createDirectoryService({ db })
  const vendorDashboard = createVendorDashboardService({ db, products, notices: adminNotices, uploadsDir })
  // "Verified purchase": the reviewer bought the product in a paid order.
  const reviews = createReviewsService({ db, products, purchasedProducts: orders.purchasedProducts })
  // Without credentials (never in production) the payment clients talk to this server's own simulators,
  // through its real listening address: the same code path as production.
  const ownOrigin = () => {
    const address = app.server.address()
    if (!address || typeof address !== 'object') return `http://127.0.0.1:${config.port}`
    const host = ['0.0.0.0', '::'].includes(address.address)
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address
    return `http://${host}:${address.port}`
  }
  const { mpesa: mpesaConfig, paypal: paypalConfig } = config
  const daraja =
    mpesaConfig.mode === 'off'
      ? null
      : createDarajaClient({
          ...mpesaConfig,
          baseUrl: () =>
            mpesaConfig.mode === 'sandbox' ? `${ownOrigin()}/sandbox/daraja` : mpesaConfig.baseUrl,
        })
  const paypal =
    paypalConfig.mode === 'off'
      ? null
      : createPaypalClient({
          ...paypalConfig,
          baseUrl: () =>
            paypalConfig.mode === 'sandbox' ? `${ownOrigin()}/sandbox/paypal` : paypalConfig.baseUrl,
        })
  for (const [name, mode] of [
    ['M-Pesa', mpesaConfig.mode],
    ['PayPal', paypalConfig.mode],
  ] as const) {
    if (mode === 'off') app.log.warn(`${name} has no credentials: its payments are refused`)
    if (mode === 'sandbox') app.log.info(`${name} uses the local sandbox simulator (no credentials)`)
  }
  const paymentCore = createPaymentCore({
    db,
    orders,
    checkout,
    log: app.log.child({ module: 'payments' }),
  })
  const paymentProviders = createPaymentProviders({
    core: paymentCore,
    idempotency,
    daraja,
    paypal,
    mpesaConfig,
    paypalConfig,
    callbackBaseUrl: () =>
      mpesaConfig.mode === 'sandbox' ? ownOrigin() : (mpesaConfig.callbackBaseUrl ?? baseURL),
  })
  const payments = createPaymentsService({ core: paymentCore, providers: paymentProviders })
  const jobs = startPeriodic(
    [
      { name: 'expiredOrders', run: async () => (await checkout.expireDue()).length },
      { name: 'outboxJobs', run: () => outbox.drain() },
      { name: 'reconciledPayments', run: () => payments.reconcile() },
      { name: 'idempotencyKeys', run: () => idempotency.purgeOlderThan(24) },
      { name: 'doneOutboxJobs', run: () => outbox.purgeDone(24 * 7) },
      { name: 'unattachedDocuments', run: () => applications.purgeUnattachedDocuments(24) },
      { name: 'expiredRateLimits', run: () => rateLimit.purgeExpired() },
    ],
    config.jobsIntervalSeconds * 1000,
    app.log,
  )
  app.decorate('jobs', { runOnce: jobs.runOnce })
  app.decorate('checkout', checkout)
  const adverts = createAdvertsService({ products })
  const signInLimits = createSignInLimits({
    db,
    rateLimit,
    mail,
    log: app.log.child({ module: 'sign-in-limits' }),
    siteUrl: baseURL,
    windowSeconds: config.authRateLimit.windowSeconds,
    maxPerAccount: config.authRateLimit.maxPerAccount,
    maxDelaySeconds: config.authRateLimit.maxDelaySeconds,
    languageOf: users.languageOf,
  })
  const auth = createAuth({
    config: { ...config, authSecret: config.authSecret ?? loadOrCreateSecret(config.dataDir, 'auth-secret') },
    db,
    mail,
    rateLimit,
    baseURL,
    trustedOrigins,
    onUserCreated: async (user, language) => {
      // The language the web showed at sign-up is the account's until the reader switches.
      await users.createAccountRows(user.id, user.name, true, language)
      await notifications.notify(user.id, {
        type: 'success',
        title: texts.welcome.title,
        message: texts.welcome.message,
        actionUrl: '/shop',
      })
    },
    languageOf: users.languageOf,
    isSuspended: admin.isSuspended,
    beforeUserDeleted: async (user) => {
      await eraseUserFiles(user.id)
      await realtime.disconnectUser(user.id)
    },
  })

  await realtime.start()
  app.addHook('onClose', async () => {
    await jobs.stop()
    await realtime.stop()
    await database.close()
  })

  if (config.seedDemo) {
    const ran = await runSeeds(db, demoSeeders, { auth, users })
    if (ran.length) app.log.info({ seeders: ran }, 'demo data seeded')
  }

  await app.register(errorsPlugin)
  // Before compression (securityPlugin): it rewrites error answers while they are still text.
  await app.register(errorLanguagePlugin, { languageOf: users.languageOf })
  await app.register(hostileInputPlugin)
  await app.register(securityPlugin, { config })
  await app.register(openapiPlugin)
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 20 } })
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } })
  await app.register(authGuardPlugin, { auth, users, trustedOrigins })

  await app.register(healthRoutes, { prefix: '/api/health' })
  await app.register(authRoutes, {
    prefix: '/api/auth',
    auth,
    rateLimit,
    signInLimits,
    config,
    onSessionsEnded: async (userId) =>
      realtime.closeEndedSessions(userId, await authData.sessionIdsOf(userId)),
    userOfResetToken: authData.userOfResetToken,
  })
  await app.register(usersRoutes, {
    prefix: '/api',
    users,
    notifications,
    exportAuthData: authData.exportData,
  })
  await app.register(notificationsRoutes, { prefix: '/api/notifications', notifications })
  await app.register(realtimeRoutes, { prefix: '/api/realtime', realtime })
  await app.register(newsletterRoutes, { prefix: '/api/newsletter' })
  await app.register(productsRoutes, { prefix: '/api/products', products })
  await app.register(reviewsRoutes, { prefix: '/api', reviews })
  await app.register(wishlistRoutes, { prefix: '/api/wishlist', wishlist })
  await app.register(cartRoutes, { prefix: '/api/cart', cart })
  await app.register(advertsRoutes, { prefix: '/api/adverts', adverts })
  await app.register(ordersRoutes, { prefix: '/api/orders', orders, checkout })
  await app.register(adminRoutes, { prefix: '/api/admin', admin })
  await app.register(adminApplicationsRoutes, { prefix: '/api/admin/service-applications', applications })
  await app.register(providersRoutes, { prefix: '/api', applications, bookings, directory, uploadsDir })
  await app.register(vendorDashboardRoutes, { prefix: '/api/vendor', vendor: vendorDashboard })
  await app.register(paymentsRoutes, {
    prefix: '/api/payments',
    payments,
    providers: paymentProviders,
    returnOrigin: (request) => {
      const origin = request.headers.origin
      return origin && trustedOrigins.includes(origin) ? origin : new URL(baseURL).origin
    },
  })
  if (!config.isProduction) {
    await app.register(mailDevRoutes, { prefix: '/dev', mail })
    await app.register(notificationsDevRoutes, { prefix: '/dev', notifications })
    await app.register(devJobsPlugin, { prefix: '/dev', jobs })
    if (mpesaConfig.mode === 'sandbox') {
      await app.register(darajaSandbox, {
        prefix: '/sandbox/daraja',
        shortcode: mpesaConfig.shortcode,
        passkey: mpesaConfig.passkey,
        callbackDelayMs: config.sandbox.darajaCallbackDelayMs,
        log: app.log.child({ module: 'daraja-sandbox' }),
      })
    }
    if (paypalConfig.mode === 'sandbox') {
      await app.register(paypalSandbox, {
        prefix: '/sandbox/paypal',
        // The approval page is opened by the browser: the site's address, not the internal one.
        publicOrigin: new URL(baseURL).origin,
      })
    }
  }

  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  })
  // Demo images ship in the repository (no network at run time).
  await app.register(fastifyStatic, {
    root: demoAssetsDir,
    prefix: '/demo/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  })
  await app.register(webPlugin, {
    distDir: config.webDistDir ?? defaultWebDistDir,
    pageData: createPageData({
      users,
      products,
      adverts,
      currentUser: (request) => app.currentUser(request),
    }),
  })
  return app
}
