import { randomUUID } from 'node:crypto'
import fastifyMultipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import fastifyWebsocket from '@fastify/websocket'
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type HookHandlerDoneFunction,
} from 'fastify'
import { Redis } from 'ioredis'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Database } from './db/client'
import { openDatabase } from './db/open-database'
import { runSeeds } from './db/seed/run-seeds'
import { demoSeeders } from './db/seed/seeders'
import { createFileStorage, type FileStorage } from './lib/file-storage'
import { lazyChildLoggerFactory } from './lib/lazy-child-logger'
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
import { createQueueService } from './modules/queue/queue.service'
import { queueAdminRoutes } from './modules/queue/queue.routes'
import { createProductOrderLines } from './modules/products/products.order-lines'
import { createEventOrderLines } from './modules/events/events.order-lines'
import { createEventsService } from './modules/events/events.service'
import {
  createEventReminderJob,
  EVENT_REMINDER_JOB,
  eventReminderKey,
} from './modules/events/event-reminders'
import { eventsRoutes } from './modules/events/events.routes'
import { adminEventsRoutes } from './modules/events/events-admin.routes'
import { createTicketSigner } from './modules/events/ticket-signing'
import { createFoodOrderLines } from './modules/food/food.order-lines'
import { createFoodService } from './modules/food/food.service'
import { foodDashboardRoutes, foodRoutes } from './modules/food/food.routes'
import { adminRestaurantsRoutes } from './modules/food/food-admin.routes'
import { createMedicationOrderLines } from './modules/medical/medical.order-lines'
import { createMedicationsService } from './modules/medical/medications.service'
import { medicationsRoutes } from './modules/medical/medications.routes'
import { pharmacyDashboardRoutes } from './modules/medical/pharmacy-dashboard.routes'
import { createRealEstateService } from './modules/real-estate/real-estate.service'
import { realEstateDashboardRoutes, realEstateRoutes } from './modules/real-estate/real-estate.routes'
import { medicalDashboardRoutes } from './modules/medical/medical-dashboard.routes'
import { medicalRoutes } from './modules/medical/medical.routes'
import { createMedicalService } from './modules/medical/medical.service'
import {
  adminPropertiesRoutes,
  adminRealEstateAgentsRoutes,
} from './modules/real-estate/real-estate-admin.routes'
import { adminDriversRoutes } from './modules/drivers/drivers-admin.routes'
import { createDriversAdminService } from './modules/drivers/drivers-admin.service'
import { ridesPublicRoutes } from './modules/rides/rides-public.routes'
import { createRidesPublicService } from './modules/rides/rides-public.service'
import { createRideOrderLines } from './modules/rides/rides.order-lines'
import { createRidesService } from './modules/rides/rides.service'
import { ridesRoutes } from './modules/rides/rides.routes'
import { driverDashboardRoutes } from './modules/rides/driver-dashboard.routes'
import { createRouting } from './modules/rides/routing'
import { createAutopilot } from './modules/rides/autopilot'
import { createAutopilotLookups } from './modules/rides/autopilot.repository'
import { devRidesPlugin } from './plugins/dev-rides.plugin'
import { chatRoutes } from './modules/chat/chat.routes'
import { createChatService } from './modules/chat/chat.service'
import { createForumsService } from './modules/forums/forums.service'
import { forumsRoutes } from './modules/forums/forums.routes'
import { activityRoutes } from './modules/activity/activity.routes'
import { adminCommunityRoutes, reportsRoutes } from './modules/moderation/moderation.routes'
import { createModerationService } from './modules/moderation/moderation.service'
import { createActivityService } from './modules/activity/activity.service'
import { devJobsPlugin } from './plugins/dev-jobs.plugin'
import { createJobsService } from './modules/jobs/jobs.service'
import { jobsRoutes } from './modules/jobs/jobs.routes'
import { employerDashboardRoutes } from './modules/jobs/employer-dashboard.routes'
import { adminEmployersRoutes, adminJobsRoutes } from './modules/jobs/jobs-admin.routes'
// Insurance (issue 17)
import { createInsuranceService } from './modules/insurance/insurance.service'
import { insuranceRoutes } from './modules/insurance/insurance.routes'
import { insuranceDashboardRoutes } from './modules/insurance/insurance-dashboard.routes'
import { createDemoPositionKeeper } from './modules/drivers/demo-positions.service'
import { startPeriodic } from './lib/periodic'
import { darajaSandbox } from './sandbox/daraja.sandbox'
import { africasTalkingSandbox } from './sandbox/africastalking.sandbox'
import { createAfricasTalkingClient } from './modules/sms/africastalking.client'
import { smsDevRoutes } from './modules/sms/sms.dev-routes'
import { smsRoutes } from './modules/sms/sms.routes'
import { createSmsService } from './modules/sms/sms.service'
import { paypalSandbox } from './sandbox/paypal.sandbox'
import { wishlistRoutes } from './modules/wishlist/wishlist.routes'
import { createWishlistService } from './modules/wishlist/wishlist.service'
import { createProductsService } from './modules/products/products.service'
import { createAdminNotices } from './modules/admin/admin-notices.service'
import { adminRoutes } from './modules/admin/admin.routes'
import { adminApplicationsRoutes } from './modules/providers/admin-applications.routes'
import { createApplicationDocumentStore } from './modules/providers/application-documents'
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
import { createRedisRateLimitService } from './modules/rate-limit/rate-limit.redis'
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
import { uploadsPlugin } from './plugins/uploads.plugin'
import { webPlugin } from './plugins/web.plugin'
import { createGuestPages } from './plugins/guest-pages'

export type AppDeps = {
  /** A database opened by the caller (tests); by default the one the configuration names. */
  database?: Database
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void }
  /** More kinds of order line besides the built-in ones (tests register a test-only kind). */
  orderLineKinds?: OrderLineKind[]
  /** A file storage given by the caller (tests); by default the one the configuration names. */
  storage?: FileStorage
}

/** Every instance listens here for "the catalogue changed" and drops its cached pages (decision 015). */
const CATALOGUE_CHANNEL = 'soko_catalogue'

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
  // Request ids: this process's random prefix and a counter (a UUID per request cost more than the rest of the
  // id's work; issue 19). Unique across instances in practice, and in order within one.
  const requestIdPrefix = randomUUID().slice(0, 13)
  let requestCount = 0
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(deps.logStream ? { stream: deps.logStream } : transportFor(config.env)),
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : `${requestIdPrefix}-${(++requestCount).toString(36)}`
    },
    // A request's logger becomes a pino child only when it writes a line (lib/lazy-child-logger.ts).
    childLoggerFactory: lazyChildLoggerFactory,
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
  // Set on the raw response as the request arrives: every answer carries it, errors included, and no onSend
  // hook runs per response for it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id)
    done()
  })
  // Guests' assembled pages, kept a few seconds (plugins/guest-pages.ts). Every route that can change what a
  // page shows (any method but GET and HEAD) empties them when it answers; reads cost nothing for it.
  const guestPages = createGuestPages({ ttlMs: config.pageCacheSeconds * 1000 })
  if (guestPages.enabled) {
    const forgetPages = (_request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      guestPages.clear()
      done()
    }
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat()
      if (methods.every((method) => method === 'GET' || method === 'HEAD')) return
      route.onResponse = [...(route.onResponse ? [route.onResponse].flat() : []), forgetPages]
    })
  }
  await database.migrate()

  // Services, each built once from its dependencies.
  const { db } = database
  const { baseURL, trustedOrigins } = originsOf(config, config.port)
  // Pictures and private documents: DATA_DIR, or the S3 bucket every instance shares (decision 015).
  const storage = deps.storage ?? (await createFileStorage(config))
  // Request counters: in Redis when there is one, so instances share them; else in PostgreSQL (auth) and
  // each instance's memory (the per-IP limit of /api/*).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : undefined
  redis?.on('error', (err: Error) => app.log.warn({ err }, 'redis: connection error'))
  const realtime = createRealtimeService({ database, log: app.log })
  const mail = createMailService({ db, smtpUrl: config.smtpUrl, from: 'Soko <no-reply@soko.africa>' })
  const databaseLimits = createRateLimitService({ db })
  const rateLimit = redis
    ? createRedisRateLimitService({ redis, namespace: `${config.redisKeyPrefix}limits:` })
    : databaseLimits
  const users = createUsersService({ db, storage })
  const authData = createAuthDataService({ db })
  // Without credentials (never in production) the same clients talk to this server's own simulators,
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
  const { sms: smsConfig } = config
  const sms = createSmsService({
    db,
    client:
      smsConfig.mode === 'off'
        ? null
        : createAfricasTalkingClient({
            ...smsConfig,
            baseUrl: () =>
              smsConfig.mode === 'sandbox' ? `${ownOrigin()}/sandbox/africastalking` : smsConfig.baseUrl,
            timeoutMs: smsConfig.timeoutSeconds * 1000,
          }),
    log: app.log.child({ module: 'sms' }),
    verifiedPhoneOf: authData.verifiedPhoneOf,
    languageOf: users.languageOf,
  })
  const notifications = createNotificationsService({
    db,
    realtime,
    languageOf: users.languageOf,
    smsNotice: sms.forNotice,
    log: app.log.child({ module: 'notifications' }),
  })
  const products = createProductsService({
    db,
    readDb: database.readDb,
    readRows: database.readRows,
    listCacheSeconds: config.catalogueCacheSeconds,
    totalSeconds: config.catalogueTotalSeconds,
    // A change made through this instance reaches the others' caches over LISTEN/NOTIFY.
    announceChange: () =>
      database
        .notify(CATALOGUE_CHANNEL, '')
        .catch((err: unknown) => app.log.warn({ err }, 'catalogue: could not announce a change')),
  })
  const wishlist = createWishlistService({ db, products })
  const cart = createCartService({ db, products })
  const idempotency = createIdempotencyService({ db })
  const adminNotices = createAdminNotices({ db, realtime, log: app.log })
  const orders = createOrdersService({ db })
  // The durable job queue (decision 014): every server is one of its workers.
  const queue = createQueueService({
    db,
    log: app.log.child({ module: 'queue' }),
    leaseSeconds: config.queue.leaseSeconds,
    backoffSeconds: config.queue.retrySeconds,
  })
  // Every kind of order line, in one place: a vertical adds its kind here (docs/decisions/011).
  // Ticket holders are reminded the day before (a durable job, cancelled with the order's tickets).
  const eventLines = createEventOrderLines({
    db,
    realtime,
    reminders: {
      schedule: async (tx, reminder, at) => {
        await queue.schedule(EVENT_REMINDER_JOB, at, reminder, {
          singletonKey: eventReminderKey(reminder),
          tx,
        })
      },
      cancel: async (tx, reminder) => {
        await queue.cancel(EVENT_REMINDER_JOB, eventReminderKey(reminder), tx)
      },
    },
  })
  queue.register(EVENT_REMINDER_JOB, createEventReminderJob({ db, notifications }))
  // Food (decision 019): dishes' portions taken with the order; once paid, the kitchen is told.
  const foodLines = createFoodOrderLines({ db, realtime, notifications })
  // Rides (issue 15, decision 022): a completed ride's fare, paid through the checkout like any order.
  const rideLines = createRideOrderLines({ db, realtime, notifications })
  const orderLines = createOrderLineRegistry([
    createProductOrderLines({ removeFromCart: cart.removeProducts }),
    eventLines.kind,
    foodLines.kind,
    // Medical (issue 17, decision 024): medicines, their stock and the prescription gate before payment.
    createMedicationOrderLines(),
    rideLines.kind,
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
    queue,
    log: app.log,
    siteUrl: baseURL,
    reservationMinutes: config.orders.reservationMinutes,
    languageOf: users.languageOf,
    onPlaced: (order) => adminNotices.publish({ kind: 'order_created', amount: order.totalCents / 100 }),
  })
  const events = createEventsService({
    db,
    checkout,
    realtime,
    storage,
    countSeconds: config.catalogueTotalSeconds,
    // Generated once into DATA_DIR/secrets when not configured; every instance must share it (README).
    signer: createTicketSigner(
      config.ticketSigningKey ?? loadOrCreateSecret(config.dataDir, 'ticket-signing-key'),
    ),
  })
  const food = createFoodService({ db, checkout, realtime, notifications, storage })
  // Real estate (issue 16): listings, viewings and saved searches; the agents' dashboard and the admin's.
  const realEstate = createRealEstateService({
    db,
    notifications,
    notices: adminNotices,
    storage,
    isAdmin: users.isAdminUser,
    log: app.log.child({ module: 'real-estate' }),
    viewSecret: config.authSecret,
  })
  // Rides (issue 15): road routes from OSRM when ROUTING_URL is set, else the estimate (docs/rides-api.md).
  const routing = createRouting({
    routingUrl: config.rides.routingUrl,
    onFallback: (err) => app.log.warn({ err }, 'rides: OSRM failed, the route is estimated'),
  })
  const rides = createRidesService({ db, routing, checkout, realtime, notifications, rateLimit })
  // Community chat (issue 14): messages, typing and read receipts travel live over the realtime channel.
  const chat = createChatService({ db, realtime, rateLimit, log: app.log.child({ module: 'chat' }) })
  // Community (issue 14, decision 020): its moderation reads posts and replies through forums.moderation.
  const forums = createForumsService({ db, storage, notifications })
  const applications = createApplicationsService({
    db,
    store: createApplicationDocumentStore(storage),
    notifications,
    notices: adminNotices,
  })
  // Jobs (issue 16, decision 023): CVs in the private document store.
  const jobBoard = createJobsService({ db, storage, notifications, isAdmin: users.isAdminUser })
  // Medical (issue 17): directory, appointments, the provider's dashboard (routes registered below, same heading).
  const medical = createMedicalService({ db, notifications })
  // Insurance (issue 17, decision 024): plans, quote requests routed to brokers, the brokers' dashboard.
  const insurance = createInsuranceService({ db, notifications, log: app.log.child({ module: 'insurance' }) })
  // A deleted account's files (profile photo, application documents, CVs) go with it, whoever deletes it.
  const eraseUserFiles = async (userId: string) => {
    await users.eraseFiles(userId)
    await applications.eraseDocumentFilesOf(userId)
    await jobBoard.eraseCvFilesOf(userId)
    await medications.erasePrescriptionFilesOf(userId)
  }
  const admin = createAdminService({
    db,
    notifications,
    notices: adminNotices,
    products,
    checkout,
    storage,
    eventFigures: events.figures,
    eraseUserFiles,
    disconnectUser: (userId) =>
      realtime
        .disconnectUser(userId)
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'realtime: could not close a user’s sockets'),
        ),
  })
  // Reports and the moderation queue (decision 020): the content is the forums' and chat's, reached through
  // the ModerationSource each exposes.
  const moderation = createModerationService({
    db,
    sources: {
      post: forums.moderation.post,
      reply: forums.moderation.reply,
      message: chat.moderation.message,
    },
    notifications,
    admin,
    rateLimit,
  })
  const bookings = createBookingsService({ db, notifications })
  const ridesPublic = createRidesPublicService({ db, routing, map: config.rides })
  const driversAdmin = createDriversAdminService({
    db,
    notices: adminNotices,
    onSuspended: (tx, driverId) => rides.declineOffersOfSuspended(tx, driverId),
  })
  // My activity: what a customer has going, one source per module (each vertical adds its own).
  const activity = createActivityService([
    {
      kind: 'order',
      list: (userId, limit, before) =>
        orders.activity(userId, limit, before, ['event_ticket', 'food', 'ride']),
    },
    { kind: 'service_booking', list: bookings.activity },
    { kind: 'event_booking', list: events.activity },
    { kind: 'food_order', list: food.activity },
    { kind: 'ride', list: rides.activity },
    { kind: 'job_application', list: jobBoard.activity },
    { kind: 'property_viewing', list: realEstate.activity },
    { kind: 'appointment', list: medical.activity },
    { kind: 'insurance_quote', list: insurance.activity }, // Insurance (issue 17)
  ])
  const directory = createDirectoryService({ db })
  const vendorDashboard = createVendorDashboardService({ db, products, notices: adminNotices, storage })
  // "Verified purchase": the reviewer bought the product in a paid order.
  const reviews = createReviewsService({ db, products, purchasedProducts: orders.purchasedProducts })
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
    ["Africa's Talking SMS", smsConfig.mode],
  ] as const) {
    if (mode === 'off') app.log.warn(`${name} has no credentials: it is refused`)
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
  // The expiry sweep and the reconciliation are recurring queue tasks: one server runs each per interval
  // (decision 014). Every server's timer offers them; on demand (tests, /dev/jobs/run) they run at once.
  const everySeconds = Math.max(config.jobsIntervalSeconds, 1)
  // The demo drivers stay listed (docs/rides-api.md "Demo data"): in development, or wherever demo data is.
  const demoPositions =
    !config.isProduction || config.seedDemo ? createDemoPositionKeeper({ db, everyMs: 30_000 }) : null
  // Development only (docs/rides-api.md): demo drivers accept and drive a trip, on demand or every request.
  const autopilot = config.isProduction
    ? null
    : createAutopilot({
        rides,
        lookups: createAutopilotLookups(db),
        routing,
        log: app.log.child({ module: 'autopilot' }),
      })
  if (autopilot && config.rides.autopilot) autopilot.watchRequests(config.rides.autopilotAfterSeconds)
  queue.every('order.expiry_sweep', everySeconds, async () => (await checkout.expireDue()).length)
  queue.every('payments.reconcile', everySeconds, () => payments.reconcile())
  // Ride requests nobody accepted within REQUEST_TIMEOUT_SECONDS become unmatched (docs/rides-api.md).
  queue.every('rides.expire', everySeconds, () => rides.expireDue())
  // Open jobs whose deadline has passed become closed (docs/jobs-api.md).
  queue.every('jobs.close_expired', everySeconds, () => jobBoard.closeExpired())
  const jobs = startPeriodic(
    [
      {
        name: 'expiredOrders',
        run: async (force) => (await queue.runRecurring('order.expiry_sweep', { force })) ?? 0,
      },
      {
        name: 'reconciledPayments',
        run: async (force) => (await queue.runRecurring('payments.reconcile', { force })) ?? 0,
      },
      {
        name: 'expiredRideRequests',
        run: async (force) => (await queue.runRecurring('rides.expire', { force })) ?? 0,
      },
      {
        name: 'closedExpiredJobs',
        run: async (force) => (await queue.runRecurring('jobs.close_expired', { force })) ?? 0,
      },
      // The worker's poll: every due job (those another server wrote, retries, reminders whose time came),
      // after the background run a commit kicked has finished.
      {
        name: 'queueJobs',
        run: async () => {
          await queue.idle()
          return queue.drain()
        },
      },
      { name: 'idempotencyKeys', run: () => idempotency.purgeOlderThan(24) },
      { name: 'finishedQueueJobs', run: () => queue.purgeFinished(24 * 7) },
      { name: 'oldMailKeys', run: () => mail.purgeSentKeysOlderThan(30) },
      { name: 'unattachedDocuments', run: () => applications.purgeUnattachedDocuments(24) },
      // The table is purged even when Redis keeps the counters (rows left from before it was set).
      { name: 'expiredRateLimits', run: () => databaseLimits.purgeExpired() },
      ...(demoPositions
        ? [{ name: 'demoDriverPositions', run: (onDemand: boolean) => demoPositions.keepFresh(onDemand) }]
        : []),
    ],
    config.jobsIntervalSeconds * 1000,
    app.log,
  )
  app.decorate('jobs', { runOnce: jobs.runOnce })
  app.decorate('checkout', checkout)
  const adverts = createAdvertsService({ products, jobs: jobBoard.adverts, properties: realEstate.adverts })
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
    smsToUser: async (userId, text) => {
      const phone = await authData.verifiedPhoneOf(userId)
      if (phone) await sms.sendSms({ to: phone, text })
    },
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
    sendSms: async (to, text) => (await sms.sendSms({ to, text })).sent,
    onPhoneVerified: users.setVerifiedPhone,
    beforeUserDeleted: async (user) => {
      await eraseUserFiles(user.id)
      await realtime.disconnectUser(user.id)
    },
  })

  await realtime.start()
  const stopCatalogueListener = await database.listen(CATALOGUE_CHANNEL, () => products.dropCachedPages())
  let stopping = false
  // main.ts calls it on SIGTERM: /api/ready answers 503 from then on, so the load balancer moves away.
  app.decorate('markStopping', () => {
    stopping = true
  })
  app.addHook('preClose', async () => {
    stopping = true
    // Before the server waits for its connections: each socket is told to come back (1012), on another
    // instance behind the load balancer, and to catch up on what it missed meanwhile.
    realtime.closeAllForRestart()
  })
  app.addHook('onClose', async () => {
    await autopilot?.stop()
    await jobs.stop()
    await stopCatalogueListener()
    await queue.stop()
    await realtime.stop()
    await database.close()
    storage.close()
    // quit() waits for a connection that may never come; a Redis that is not there is simply dropped.
    if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect())
    else redis?.disconnect()
  })

  if (config.seedDemo) {
    const ran = await runSeeds(db, demoSeeders, { auth, users, storage })
    if (ran.length) app.log.info({ seeders: ran }, 'demo data seeded')
  }

  await app.register(errorsPlugin)
  // Before compression (securityPlugin): it rewrites error answers while they are still text.
  await app.register(errorLanguagePlugin, { languageOf: users.languageOf })
  await app.register(hostileInputPlugin)
  await app.register(securityPlugin, { config, redis })
  await app.register(openapiPlugin)
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } })
  await app.register(authGuardPlugin, { auth, users, trustedOrigins })

  await app.register(healthRoutes, {
    prefix: '/api',
    checks: {
      redis: redis ? async () => void (await redis.ping()) : undefined,
      storage: () => storage.ping(),
    },
    storageKind: storage.kind,
    stopping: () => stopping,
  })
  await app.register(productsRoutes, { prefix: '/api/products', products })
  const medications = createMedicationsService({
    db,
    checkout,
    notifications,
    storage,
    isAdmin: users.isAdminUser,
  })
  // Every other route in a scope of its own with multipart: its async onResponse hook then runs only there,
  // and the hottest public reads above (health, the catalogue) skip it (issue 19, decision 025).
  await app.register(async (api) => {
    await api.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 20 } })

    await api.register(authRoutes, {
      prefix: '/api/auth',
      auth,
      rateLimit,
      signInLimits,
      config,
      onSessionsEnded: async (userId) =>
        realtime.closeEndedSessions(userId, await authData.sessionIdsOf(userId)),
      userOfResetToken: authData.userOfResetToken,
    })
    await api.register(usersRoutes, {
      prefix: '/api',
      users,
      notifications,
      exportAuthData: authData.exportData,
    })
    await api.register(notificationsRoutes, { prefix: '/api/notifications', notifications })
    await api.register(smsRoutes, { prefix: '/api/sms', sms, verifiedPhoneOf: authData.verifiedPhoneOf })
    await api.register(realtimeRoutes, { prefix: '/api/realtime', realtime })
    await api.register(newsletterRoutes, { prefix: '/api/newsletter' })
    await api.register(reviewsRoutes, { prefix: '/api', reviews })
    await api.register(wishlistRoutes, { prefix: '/api/wishlist', wishlist })
    await api.register(cartRoutes, { prefix: '/api/cart', cart })
    await api.register(advertsRoutes, { prefix: '/api/adverts', adverts })
    await api.register(ordersRoutes, { prefix: '/api/orders', orders, checkout })
    await api.register(adminRoutes, { prefix: '/api/admin', admin })
    await api.register(queueAdminRoutes, { prefix: '/api/admin/queue', queue })
    await api.register(adminApplicationsRoutes, { prefix: '/api/admin/service-applications', applications })
    await api.register(providersRoutes, { prefix: '/api', applications, bookings, directory, storage })
    await api.register(vendorDashboardRoutes, { prefix: '/api/vendor', vendor: vendorDashboard })
    await api.register(eventsRoutes, { prefix: '/api', events })
    await api.register(adminEventsRoutes, { prefix: '/api/admin/events', events })
    await api.register(foodRoutes, { prefix: '/api', food })
    await api.register(foodDashboardRoutes, { prefix: '/api/food-dashboard', food })
    await api.register(adminRestaurantsRoutes, { prefix: '/api/admin/restaurants', food })
    await api.register(realEstateRoutes, { prefix: '/api', realEstate })
    await api.register(realEstateDashboardRoutes, { prefix: '/api/real-estate-dashboard', realEstate })
    await api.register(adminPropertiesRoutes, { prefix: '/api/admin/properties', realEstate })
    await api.register(adminRealEstateAgentsRoutes, { prefix: '/api/admin/real-estate-agents', realEstate })
    await api.register(ridesPublicRoutes, { prefix: '/api/rides', ridesPublic })
    await api.register(adminDriversRoutes, { prefix: '/api/admin/drivers', drivers: driversAdmin })
    await api.register(ridesRoutes, { prefix: '/api/rides', rides })
    await api.register(driverDashboardRoutes, { prefix: '/api/driver-dashboard', rides })
    await api.register(jobsRoutes, { prefix: '/api', jobs: jobBoard })
    await api.register(employerDashboardRoutes, { prefix: '/api/employer-dashboard', jobs: jobBoard })
    await api.register(adminJobsRoutes, { prefix: '/api/admin/jobs', jobs: jobBoard })
    await api.register(adminEmployersRoutes, { prefix: '/api/admin/employers', jobs: jobBoard })
    // Medical (issue 17): directory, appointments, the provider's dashboard
    await api.register(medicalRoutes, { prefix: '/api/medical', medical })
    await api.register(medicalDashboardRoutes, { prefix: '/api/medical-dashboard', medical })
    // Insurance (issue 17): /api/insurance (plans, quotes) and /api/insurance-dashboard (brokers).
    await api.register(insuranceRoutes, { prefix: '/api/insurance', insurance })
    await api.register(insuranceDashboardRoutes, { prefix: '/api/insurance-dashboard', insurance })
    await api.register(chatRoutes, { prefix: '/api/chat', chat })
    await api.register(forumsRoutes, { prefix: '/api', forums, rateLimit })
    await api.register(activityRoutes, { prefix: '/api/activity', activity })
    await api.register(reportsRoutes, { prefix: '/api/community', moderation })
    await api.register(adminCommunityRoutes, { prefix: '/api/admin/community', moderation })
    // Medical (issue 17): medicines, prescriptions, the pharmacy's dashboard (docs/medical-api.md, decision 024).
    // The `medication` order lines are registered with checkout's kinds above; prescriptions go to the private
    // document store as CVs do.
    await api.register(medicationsRoutes, { prefix: '/api', medications })
    await api.register(pharmacyDashboardRoutes, { prefix: '/api/medical-dashboard', medications })
    await api.register(paymentsRoutes, {
      prefix: '/api/payments',
      payments,
      providers: paymentProviders,
      returnOrigin: (request) => {
        const origin = request.headers.origin
        return origin && trustedOrigins.includes(origin) ? origin : new URL(baseURL).origin
      },
    })
    if (!config.isProduction) {
      await api.register(mailDevRoutes, { prefix: '/dev', mail })
      await api.register(notificationsDevRoutes, { prefix: '/dev', notifications })
      await api.register(devJobsPlugin, { prefix: '/dev', jobs })
      if (autopilot) await api.register(devRidesPlugin, { prefix: '/api/dev', autopilot })
      if (smsConfig.mode === 'sandbox') {
        await api.register(smsDevRoutes, { prefix: '/dev', sms })
        await api.register(africasTalkingSandbox, {
          prefix: '/sandbox/africastalking',
          username: smsConfig.username,
          apiKey: smsConfig.apiKey,
          store: sms.storeSimulated,
        })
      }
      if (mpesaConfig.mode === 'sandbox') {
        await api.register(darajaSandbox, {
          prefix: '/sandbox/daraja',
          shortcode: mpesaConfig.shortcode,
          passkey: mpesaConfig.passkey,
          callbackDelayMs: config.sandbox.darajaCallbackDelayMs,
          log: app.log.child({ module: 'daraja-sandbox' }),
        })
      }
      if (paypalConfig.mode === 'sandbox') {
        await api.register(paypalSandbox, {
          prefix: '/sandbox/paypal',
          // The approval page is opened by the browser: the site's address, not the internal one.
          publicOrigin: new URL(baseURL).origin,
        })
      }
    }
  })

  await app.register(uploadsPlugin, { storage, dataDir: config.dataDir })
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
    guestPages,
    pageData: createPageData({
      users,
      products,
      adverts,
      restaurants: food,
      directory,
      properties: realEstate,
      events,
      jobs: jobBoard,
      currentUser: (request) => app.currentUser(request),
    }),
  })
  return app
}
