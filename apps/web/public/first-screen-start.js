/* global document, requestAnimationFrame, window */
// Starts the app on a page whose first screen the server rendered (apps/server/src/plugins/first-screen.ts,
// docs/decisions/027-first-screen-rendered-on-the-server.md): the screen is painted first, on a frame of its
// own, and only then are the app's scripts fetched, so the first paint never waits for them. The list of
// scripts is the page's own (`#soko-start`), the same the page would otherwise have named in its head.
;(() => {
  const start = () => {
    const element = document.getElementById('soko-start')
    if (!element) return
    const { entry, preload } = JSON.parse(element.textContent)
    for (const href of preload) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    document.head.append(script)
  }
  // A reader whose language the server could not know (chosen before the choice was also kept in a cookie)
  // is not shown the screen in English: the app renders it in theirs in a moment.
  const screen = document.querySelector('#root > [data-language]')
  let chosen = null
  try {
    chosen = window.localStorage.getItem('soko.language')
  } catch {
    // Storage disabled: the cookie carried the choice, and the server honoured it.
  }
  if (screen && chosen && chosen !== screen.dataset.language) screen.hidden = true

  // The screen's first picture (the one the page preloads) goes first: the app's scripts would share a slow
  // link with it. Then the screen gets a frame of its own. At most 1.5 s of waiting; a page opened in the
  // background gets no frames, so it starts at once.
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start, 0))
  const picture =
    document.querySelector('#root img[fetchpriority="high"]') ??
    document.querySelector('#root img[loading="eager"]')
  if (document.visibilityState === 'hidden') start()
  else if (!picture || picture.complete) afterFrame()
  else {
    let started = false
    const go = () => {
      if (started) return
      started = true
      afterFrame()
    }
    picture.addEventListener('load', () => picture.decode().then(go, go))
    picture.addEventListener('error', go)
    setTimeout(go, 1500)
  }
})()
