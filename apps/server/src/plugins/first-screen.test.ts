import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import {
  createFirstScreen,
  isPhone,
  layoutCookies,
  startFirstScreenRenderer,
  type RenderFirstScreen,
  holdControls,
  withFirstScreen,
} from './first-screen'
import { webPlugin } from './web.plugin'

const indexHtml = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-b.js">
    <link rel="modulepreload" crossorigin href="/assets/food-c.js">
  </head>
  <body>
    <div id="root">
      <div class="flex min-h-svh" aria-hidden="true"><div>static shell</div></div>
    </div>
    <noscript>Soko needs JavaScript to run.</noscript>
  </body>
</html>`

const reader = { language: 'en', dataSaver: false, phone: true }
const uuid = '0b8e9a3c-4d1f-4a6b-9c2e-7f5d3a1b2c4d'
const silentLog = { warn: vi.fn() } as unknown as Parameters<typeof createFirstScreen>[1]

describe('withFirstScreen', () => {
  it('puts the screen, its controls inert, in place of the static shell and starts the scripts after it', () => {
    const page = withFirstScreen(indexHtml, '<main>Mama Ngina Kitchen</main>', { phone: true })
    expect(page).toContain(
      '<div id="root"><div data-starting data-language="en" data-phone="true"><main>Mama Ngina Kitchen</main></div>',
    )
    expect(page).not.toContain('static shell')
    // The head names no script any more: the starter reads the same list after the first paint.
    expect(page).not.toContain('<script type="module"')
    expect(page).not.toContain('rel="modulepreload"')
    const start = /<script type="application\/json" id="soko-start">(.*?)<\/script>/.exec(page)?.[1]
    expect(JSON.parse(start ?? '')).toEqual({
      entry: '/assets/index-a.js',
      preload: ['/assets/shell-b.js', '/assets/food-c.js'],
    })
    expect(page).toContain('<script src="/first-screen-start.js" defer></script></body>')
    expect(page.indexOf('</div>\n    <noscript>')).toBeGreaterThan(page.indexOf('Mama Ngina'))
  })

  it('holds every control of the screen inert until the app starts, and nothing else', () => {
    const screen =
      '<header><a href="/">Soko</a><nav aria-label="Main"><button type="button" class="b">Menu</button></nav></header>' +
      '<main><h1>Shop &lt;button&gt; &amp; more</h1><img src="/p.webp" alt="a &gt; b"/>' +
      '<form><input type="search" value="&lt;a href&gt;"/><select name="s"><option>1</option></select>' +
      '<textarea name="t"></textarea></form><details><summary>More</summary></details>' +
      '<div role="button" tabindex="0">Card</div><span role="switch">On</span><p role="note">Text</p>' +
      '<main tabindex="-1">Skip target</main><div role="region" tabindex="0"><table></table></div><svg><use href="#icon"></use></svg></main><script type="application/json" id="soko-reads">[]</script>'
    expect(holdControls(screen)).toBe(
      '<header><a inert data-until-start href="/">Soko</a><nav aria-label="Main"><button inert data-until-start type="button" class="b">Menu</button></nav></header>' +
        '<main><h1>Shop &lt;button&gt; &amp; more</h1><img src="/p.webp" alt="a &gt; b"/>' +
        '<form><input inert data-until-start type="search" value="&lt;a href&gt;"/><select inert data-until-start name="s"><option>1</option></select>' +
        '<textarea inert data-until-start name="t"></textarea></form><details><summary inert data-until-start>More</summary></details>' +
        '<div inert data-until-start role="button" tabindex="0">Card</div><span inert data-until-start role="switch">On</span><p role="note">Text</p>' +
        '<main tabindex="-1">Skip target</main><div role="region" tabindex="0"><table></table></div><svg><use href="#icon"></use></svg></main><script type="application/json" id="soko-reads">[]</script>',
    )
    const page = withFirstScreen(indexHtml, '<main><button>Add to Cart</button></main>', { phone: false })
    expect(page).toContain('<main><button inert data-until-start>Add to Cart</button></main>')
    // The screen itself is not inert: its text and pictures are there for every reader at once.
    expect(page).not.toMatch(/<div inert/)
  })

  it('leaves a page without a root or an entry script as it is', () => {
    expect(withFirstScreen('<html><body></body></html>', '<main></main>', { phone: false })).toBe(
      '<html><body></body></html>',
    )
    const noEntry = indexHtml.replace(/<script type="module"[^>]*><\/script>/, '')
    expect(withFirstScreen(noEntry, '<main></main>', { phone: false })).toBe(noEntry)
  })
})

describe('isPhone', () => {
  it("reads Chromium's mobile hint first, then the user agent", () => {
    expect(isPhone({ 'sec-ch-ua-mobile': '?1' })).toBe(true)
    expect(
      isPhone({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile' }),
    ).toBe(false)
    expect(isPhone({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148' })).toBe(true)
    expect(isPhone({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' })).toBe(false)
    expect(isPhone({})).toBe(false)
  })
})

describe('layoutCookies', () => {
  it('passes the sidebar’s state to the render and no other cookie', () => {
    expect(layoutCookies('soko_session=secret; sidebar_state=false; other=1')).toBe('sidebar_state=false')
    expect(layoutCookies('soko_session=secret')).toBe('')
    expect(layoutCookies(undefined)).toBe('')
  })

  it('and the zone the reader’s browser writes times in, when it is one the formatter writes by hand', () => {
    expect(layoutCookies('soko_time_zone=Africa/Nairobi; soko_session=secret; sidebar_state=true')).toBe(
      'sidebar_state=true; soko_time_zone=Africa/Nairobi',
    )
    expect(layoutCookies('soko_time_zone=UTC')).toBe('soko_time_zone=UTC')
    expect(layoutCookies('soko_time_zone=Europe/London')).toBe('')
  })
})

describe('createFirstScreen', () => {
  it('renders only the public browsing screens, for readers in English who do not save data', async () => {
    const render = vi.fn<RenderFirstScreen>(async (url) => `<main>${url}</main>`)
    const firstScreen = createFirstScreen(render, silentLog)
    expect(await firstScreen('/food?cuisine=pizza', '{}', reader)).toBe('<main>/food?cuisine=pizza</main>')
    expect(await firstScreen('/', '{}', reader)).toBe('<main>/</main>')
    for (const url of ['/cart', '/admin', '/food/checkout', '/orders/1', '/auth', '/checkout'])
      expect(await firstScreen(url, '{}', reader)).toBeUndefined()
    expect(await firstScreen('/food', '{}', { ...reader, language: 'sw' })).toBeUndefined()
    expect(await firstScreen('/food', '{}', { ...reader, dataSaver: true })).toBeUndefined()
    expect(render).toHaveBeenCalledTimes(2)
    expect(render).toHaveBeenCalledWith('/food?cuisine=pizza', {}, { phone: true, cookie: '' })
  })

  it('renders an address once for the same boot data and layout, again when either changes', async () => {
    const render = vi.fn<RenderFirstScreen>(
      async (_url, boot, { phone }) => `${JSON.stringify(boot)} ${phone}`,
    )
    const firstScreen = createFirstScreen(render, silentLog)
    await firstScreen('/shop', '{"session":null}', reader)
    expect(await firstScreen('/shop', '{"session":null}', reader)).toBe('{"session":null} true')
    expect(render).toHaveBeenCalledTimes(1)
    expect(await firstScreen('/shop', '{"session":{"id":"u1"}}', reader)).toBe('{"session":{"id":"u1"}} true')
    expect(await firstScreen('/shop', '{"session":null}', { ...reader, phone: false })).toBe(
      '{"session":null} false',
    )
    expect(render).toHaveBeenCalledTimes(3)
  })

  it('renders the admin panel, the dashboards and the reader’s own lists for a signed-in reader only, with their reads, never kept', async () => {
    const readApi = vi.fn(async () => ({ status: 200, body: '{}', contentType: 'application/json' }))
    let renders = 0
    const render = vi.fn<RenderFirstScreen>(async (url) => `<main>${url} ${(renders += 1)}</main>`)
    const firstScreen = createFirstScreen(render, silentLog)
    const member = '{"session":{"id":"u1"}}'
    for (const url of ['/admin', '/admin/orders', '/food-dashboard', '/real-estate-dashboard', '/vendor'])
      expect(await firstScreen(url, member, { ...reader, readApi })).toContain(`<main>${url}`)
    expect(render).toHaveBeenLastCalledWith(
      '/vendor',
      { session: { id: 'u1' } },
      { phone: true, cookie: '', readApi },
    )
    // The same page twice is rendered twice: its reads are the reader's own and may have changed.
    expect(await firstScreen('/admin', member, { ...reader, readApi })).toBe('<main>/admin 6</main>')
    // A guest (the app sends them to sign in), a server that cannot read as the reader, other screens.
    expect(await firstScreen('/admin', '{"session":null}', { ...reader, readApi })).toBeUndefined()
    expect(await firstScreen('/admin', member, reader)).toBeUndefined()
    expect(await firstScreen('/admin/orders/x/y', member, { ...reader, readApi })).toBeUndefined()
    for (const url of ['/orders/1', '/auth', '/payment/success', '/medical/checkout'])
      expect(await firstScreen(url, member, { ...reader, readApi })).toBeUndefined()
    expect(render).toHaveBeenCalledTimes(6)
    // The checkouts, a trip and the application form are the reader's own too.
    for (const url of [
      '/checkout',
      '/food/checkout',
      `/rides/trips/${uuid}`,
      '/service-provider-registration',
    ]) {
      expect(await firstScreen(url, member, { ...reader, readApi })).toContain(`<main>${url}`)
      expect(await firstScreen(url, '{"session":null}', { ...reader, readApi })).toBeUndefined()
    }
    // The reader's own lists too.
    for (const url of [
      '/cart',
      '/orders',
      `/orders/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`,
      '/settings',
    ])
      expect(await firstScreen(url, member, { ...reader, readApi })).toContain(`<main>${url}`)
  })

  it('renders a provider, an event, rides, forums, medical and insurance with their reads for every reader, never kept', async () => {
    const readApi = vi.fn(async () => ({ status: 200, body: '{}', contentType: 'application/json' }))
    let renders = 0
    const render = vi.fn<RenderFirstScreen>(async (url) => `<main>${url} ${(renders += 1)}</main>`)
    const firstScreen = createFirstScreen(render, silentLog)
    const guest = '{"session":null}'
    const urls = [
      `/services/${uuid}`,
      `/events/${uuid}`,
      '/rides',
      '/medical',
      '/insurance',
      '/chat-forums',
      `/chat-forums/posts/${uuid}`,
    ]
    for (const url of urls)
      expect(await firstScreen(url, guest, { ...reader, readApi })).toContain(`<main>${url}`)
    expect(render).toHaveBeenLastCalledWith(
      `/chat-forums/posts/${uuid}`,
      { session: null },
      {
        phone: true,
        cookie: '',
        readApi,
      },
    )
    // Never kept: the same page again is rendered again, with the reads of that moment.
    expect(await firstScreen('/rides', guest, { ...reader, readApi })).toBe(
      `<main>/rides ${urls.length + 1}</main>`,
    )
    // Without a way to read as the reader, or for a reader the server does not render for, the static shell.
    expect(await firstScreen('/rides', guest, reader)).toBeUndefined()
    expect(await firstScreen('/rides', guest, { ...reader, readApi, language: 'sw' })).toBeUndefined()
    expect(await firstScreen('/services/not-an-id', guest, { ...reader, readApi })).toBeUndefined()
  })

  it('answers undefined, and logs, when the render fails', async () => {
    const warn = vi.fn()
    const firstScreen = createFirstScreen(
      async () => {
        throw new Error('boom')
      },
      { warn } as unknown as Parameters<typeof createFirstScreen>[1],
    )
    expect(await firstScreen('/food', '{}', reader)).toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
  })
})

/** A web build's folder: its index.html and, beside it, a renderer worker of the given source. */
function builtWeb(workerSource: string) {
  const dir = mkdtempSync(join(tmpdir(), 'soko-web-'))
  const dist = join(dir, 'dist')
  mkdirSync(dist)
  mkdirSync(join(dir, 'dist-ssr'))
  writeFileSync(join(dist, 'index.html'), indexHtml)
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }')
  writeFileSync(join(dir, 'dist-ssr', 'worker.js'), workerSource)
  return dist
}

describe('the web app with a built first-screen renderer (a worker thread)', () => {
  async function serve() {
    // The web build's worker answers each render request with the screen's HTML (apps/web/src/ssr/worker.ts).
    const dist = builtWeb(
      "import { parentPort } from 'node:worker_threads'\n" +
        'parentPort.on("message", ({ id, url, boot, phone }) => parentPort.postMessage({ id, html: ' +
        '`<main data-phone="${phone}">${url} ${boot.session === null ? "guest" : "member"}</main>` }))\n',
    )
    const app = Fastify()
    await app.register(webPlugin, {
      distDir: dist,
      pageData: async () => ({ head: '', boot: { session: null }, dataSaver: false }),
    })
    return app
  }

  it("serves a public page with its first screen rendered, for the reader's layout", async () => {
    const app = await serve()
    const phone = await app.inject({ url: '/food', headers: { 'sec-ch-ua-mobile': '?1' } })
    expect(phone.body).toContain(
      '<div data-starting data-language="en" data-phone="true"><main data-phone="true">/food guest</main></div>',
    )
    expect(phone.body).toContain('<script type="application/json" id="soko-boot">{"session":null}</script>')
    const wide = await app.inject({
      url: '/food',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
    })
    expect(wide.body).toContain(
      '<div data-starting data-language="en" data-phone="false"><main data-phone="false">',
    )
    await app.close()
  })

  it('serves other pages, and readers in Kiswahili, the static shell and the scripts in the head', async () => {
    const app = await serve()
    for (const response of [
      await app.inject({ url: '/cart' }),
      await app.inject({ url: '/food', headers: { cookie: 'soko_language=sw' } }),
    ]) {
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('static shell')
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>')
      expect(response.body).not.toContain('data-starting')
    }
    await app.close()
  })
})

describe('the reads of a signed-in screen, through a worker thread', () => {
  it('are made as the page’s reader, through the whole API, and only for /api/ addresses', async () => {
    // Like apps/web/src/ssr/worker.ts: a signed-in render asks the server for its reads, then answers.
    const dist = builtWeb(
      `import { parentPort } from 'node:worker_threads'
const waiting = new Map()
let next = 0
const read = (id, path) => new Promise((resolve) => {
  const readId = next++
  waiting.set(readId, resolve)
  parentPort.postMessage({ id, read: { readId, path } })
})
parentPort.on('message', async (message) => {
  if (message.type === 'read') return waiting.get(message.readId)(message)
  if (!message.reads) return parentPort.postMessage({ id: message.id, html: '<main>public</main>' })
  const mine = await read(message.id, '/api/whoami')
  const page = await read(message.id, '/admin')
  parentPort.postMessage({ id: message.id, html: '<main>' + mine.status + ' ' + mine.body + ' ' + page.status + '</main>' })
})
`,
    )
    const app = Fastify()
    app.get('/api/whoami', async (request) => ({ cookie: request.headers.cookie ?? '' }))
    await app.register(webPlugin, {
      distDir: dist,
      pageData: async (request) => ({
        head: '',
        boot: { session: request.headers.cookie?.includes('sid=') ? { id: 'u1' } : null },
        dataSaver: false,
      }),
    })
    const signedIn = await app.inject({ url: '/admin/orders', headers: { cookie: 'sid=abc' } })
    expect(signedIn.body).toContain(
      '<div data-starting data-language="en" data-phone="false"><main>200 {"cookie":"sid=abc"} 404</main></div>',
    )
    const guest = await app.inject({ url: '/admin/orders' })
    expect(guest.body).toContain('static shell')
    expect(guest.body).not.toContain('data-starting')
    await app.close()
  })
})

describe('startFirstScreenRenderer', () => {
  it('answers a render that takes too long with an error, and none at all without a built renderer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'soko-web-'))
    mkdirSync(join(dir, 'dist'))
    expect(startFirstScreenRenderer(join(dir, 'dist'), silentLog)).toBeUndefined()
    mkdirSync(join(dir, 'dist-ssr'))
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }')
    // A renderer that never answers.
    writeFileSync(
      join(dir, 'dist-ssr', 'worker.js'),
      "import { parentPort } from 'node:worker_threads'\nparentPort.on('message', () => {})\n",
    )
    const renderer = startFirstScreenRenderer(join(dir, 'dist'), silentLog)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const render = renderer?.render('/food', {}, { phone: true, cookie: '' })
      vi.advanceTimersByTime(3_001)
      await expect(render).rejects.toThrow('took over 3000 ms')
    } finally {
      vi.useRealTimers()
      await renderer?.close()
    }
  })
})
