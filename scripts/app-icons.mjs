// `node scripts/app-icons.mjs`: renders the installable app's icons (web manifest, apps/web/vite.config.ts)
// from the favicon's drawing (apps/web/public/favicon.svg) with sharp, into apps/web/public/icons/:
//   icon-192.png, icon-512.png  (the rounded square, "any" purpose)
//   maskable-512.png            (full-bleed green, the bag inside the central 80% safe zone)
//   apple-touch-icon.png        (180 px, full-bleed: iOS rounds it itself)
// The output is committed; rerun this only when the drawing changes.
import { mkdirSync } from 'node:fs'
import sharp from 'sharp'

const out = new URL('../apps/web/public/icons/', import.meta.url).pathname
mkdirSync(out, { recursive: true })

// The favicon's bag and amber dot, on a 32-unit grid.
const bag = `
  <path d="M10 12h12l-1 12.5a1.5 1.5 0 0 1-1.5 1.5h-7a1.5 1.5 0 0 1-1.5-1.5L10 12Z" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>
  <path d="M13 12v-1.5a3 3 0 0 1 6 0V12" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/>
  <circle cx="22.5" cy="9.5" r="2.5" fill="#f59e0b"/>`

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#166534"/>${bag}</svg>`
// Maskable: the platform cuts any shape from the square; the drawing keeps to the middle 60%.
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#166534"/><g transform="translate(16 17) scale(${scale}) translate(-16 -17)">${bag}</g></svg>`

const render = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${out}${name}`)

await Promise.all([
  render(rounded, 192, 'icon-192.png'),
  render(rounded, 512, 'icon-512.png'),
  render(fullBleed(0.8), 512, 'maskable-512.png'),
  render(fullBleed(0.9), 180, 'apple-touch-icon.png'),
])
console.log(`icons written to ${out}`)
