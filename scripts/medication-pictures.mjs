// `node scripts/medication-pictures.mjs`: draws the pharmacy demo pictures (issue 17) in the style, palette and
// helpers of scripts/demo-pictures.mjs (flat illustrations: one medicine pack on a soft background) and renders
// them to WebP with sharp, into the assets the server serves under /demo/:
//   medications/<form>-<colour>-240.webp and -480.webp (square): a carton, a blister strip, a pill jar, a syrup
//   bottle, a cream tube, sachets, a dropper bottle, bandages or a first-aid case, in a category's colour.
// Which medicine gets which picture: apps/server/src/db/seed/data/medical.ts (`medicationPicture`: the form of the
// medicine and its category's colour); `pictures` below lists the pairs it uses. The output is committed; rerun
// this only to change the drawings. `--sheet` also writes a contact sheet to /tmp/medication-pictures-sheet.png.
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { assets, C, c, e, glow, p, r, range, render, s } from './demo-pictures.mjs'

// DEMO_MEDICATION_WIDTHS in packages/shared/src/common/demo-pictures.ts.
const WIDTHS = [240, 480]

/** A category colour: the pack's colour, its dark shade, and the soft background. */
const colours = {
  red: ['#dc2626', '#991b1b', '#ffe4e6'],
  blue: ['#2563eb', '#1e3a8a', '#dbeafe'],
  green: ['#16a34a', '#166534', '#dcfce7'],
  purple: ['#7c3aed', '#4c1d95', '#ede9fe'],
  orange: ['#f97316', '#c2410c', '#ffedd5'],
  teal: ['#0d9488', '#115e59', '#ccfbf1'],
  rose: ['#e11d48', '#9f1239', '#fff1f2'],
  amber: ['#f59e0b', '#b45309', '#fef3c7'],
  pink: ['#ec4899', '#9d174d', '#fce7f3'],
  sky: ['#0ea5e9', '#0369a1', '#e0f2fe'],
  indigo: ['#4f46e5', '#312e81', '#e0e7ff'],
}

/** Grey lines of print on a label. */
const print = (x, y, widths, gap = 14) =>
  widths.map((w, i) => r(x, y + i * gap, w, 6, C.grey, 3, 'opacity="0.7"')).join('')
/** A two-tone capsule lying at an angle. */
const capsule = (cx, cy, angle, colour) =>
  `<g transform="translate(${cx} ${cy}) rotate(${angle})">${r(-34, -13, 68, 26, C.white, 13, `stroke="${C.light}" stroke-width="2"`)}${p('M0 -13 H21 A13 13 0 0 1 21 13 H0Z', colour)}</g>`
/** A round tablet seen slightly from above. */
const tablet = (cx, cy, colour = C.white) =>
  e(cx, cy + 4, 20, 9, '#cbd5e1') + e(cx, cy, 20, 9, colour) + s(`M${cx - 9} ${cy} H${cx + 9}`, '#cbd5e1', 2)
/** A plus sign (the pharmacy cross). */
const cross = (cx, cy, size, fill) =>
  r(cx - size / 6, cy - size / 2, size / 3, size, fill, 3) +
  r(cx - size / 2, cy - size / 6, size, size / 3, fill, 3)

/** The packs, on a 480 x 480 canvas: (colour, dark) => SVG. */
const forms = {
  // A carton standing, its side in shade, a tablet beside it.
  box: (k, d) =>
    p('M150 150 L190 118 H350 L310 150Z', '#f1f5f9') +
    p('M310 150 L350 118 V348 L310 380Z', '#cbd5e1') +
    r(150, 150, 160, 230, C.white) +
    r(150, 150, 160, 46, k) +
    p('M310 150 L350 118 V164 L310 196Z', d) +
    cross(198, 252, 40, k) +
    print(232, 236, [56, 40]) +
    print(170, 300, [120, 96, 108]) +
    r(150, 360, 160, 20, k, 0, 'opacity="0.25"') +
    tablet(360, 380) +
    tablet(112, 384, k),
  // A silver blister strip in front of its carton.
  blister: (k, d) =>
    p('M210 96 L240 74 H360 L330 96Z', '#f1f5f9') +
    p('M330 96 L360 74 V250 L330 272Z', d) +
    r(210, 96, 120, 176, k) +
    r(222, 120, 96, 28, C.white, 6) +
    `<g transform="rotate(-12 220 300)">${r(96, 200, 250, 150, '#e2e8f0', 16, `stroke="#cbd5e1" stroke-width="4"`)}${range(
      10,
    )
      .map((i) => {
        const x = 134 + (i % 5) * 44
        const y = 242 + Math.floor(i / 5) * 64
        return (
          e(x, y, 17, 22, '#f8fafc', `stroke="#94a3b8" stroke-width="3"`) +
          e(x, y + 2, 9, 13, k, 'opacity="0.85"')
        )
      })
      .join('')}</g>`,
  // A white pill jar with a coloured cap, two capsules in front.
  jar: (k, d) =>
    r(170, 110, 140, 44, k, 10) +
    range(6)
      .map((i) => r(180 + i * 22, 116, 8, 32, d, 4, 'opacity="0.5"'))
      .join('') +
    r(176, 150, 128, 16, '#e2e8f0') +
    r(160, 164, 160, 214, C.white, 22) +
    r(160, 214, 160, 104, k, 0, 'opacity="0.18"') +
    r(176, 226, 128, 80, C.white, 8) +
    cross(204, 266, 34, k) +
    print(232, 252, [58, 44, 52]) +
    capsule(106, 378, -20, k) +
    capsule(378, 372, 24, k),
  // A syrup bottle of tinted glass with a white cap, its dosing cup beside.
  bottle: (k, d) =>
    r(208, 80, 64, 50, C.white, 8, `stroke="${C.light}" stroke-width="3"`) +
    range(5)
      .map((i) => r(216 + i * 11, 88, 5, 34, C.light, 2))
      .join('') +
    r(218, 128, 44, 26, d) +
    p('M218 150 Q160 170 160 222 V360 Q160 382 182 382 H298 Q320 382 320 360 V222 Q320 170 262 150Z', d) +
    p(
      'M176 230 Q176 186 214 170',
      'none',
      'stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.25"',
    ) +
    r(172, 232, 136, 112, C.white, 6) +
    r(172, 232, 136, 26, k) +
    print(190, 274, [100, 78, 90]) +
    p('M340 316 H410 L402 384 H348Z', '#ffffff', `stroke="${C.grey}" stroke-width="3" opacity="0.9"`) +
    p('M344 350 H406 L402 384 H348Z', k, 'opacity="0.45"') +
    print(352, 328, [14, 10], 11),
  // A cream tube lying at an angle, crimped end and cap.
  tube: (k, d) =>
    `<g transform="rotate(-28 240 250)">` +
    p('M96 196 H120 L300 206 Q326 208 326 236 V264 Q326 292 300 294 L120 304 H96Z', k) +
    r(80, 192, 22, 116, d, 4) +
    range(6)
      .map((i) => r(84, 198 + i * 18, 14, 6, '#ffffff', 3, 'opacity="0.35"'))
      .join('') +
    r(326, 222, 24, 56, '#e2e8f0') +
    r(348, 212, 58, 76, C.white, 10, `stroke="${C.light}" stroke-width="3"`) +
    r(150, 220, 130, 60, C.white, 8) +
    cross(176, 250, 28, k) +
    print(200, 238, [66, 50]) +
    p('M130 214 L300 222', 'none', 'stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.3"') +
    `</g>`,
  // Two sachets, serrated at the ends, the front one with a water drop (rehydration).
  sachet: (k, d) => {
    const serrate = (x, y, w, h) =>
      p(
        `M${x} ${y} ${range(Math.round(w / 16))
          .map((i) => `L${x + i * 16 + 8} ${y - 8} L${x + i * 16 + 16} ${y}`)
          .join(' ')} V${y + h} ${range(Math.round(w / 16))
          .map((i) => `L${x + w - i * 16 - 8} ${y + h + 8} L${x + w - i * 16 - 16} ${y + h}`)
          .join(' ')}Z`,
        'currentColor',
      )
    return (
      `<g transform="rotate(-10 240 240)" color="${d}">${serrate(150, 96, 192, 230)}</g>` +
      `<g transform="rotate(6 240 260)" color="${k}">${serrate(136, 140, 208, 240)}` +
      r(160, 200, 160, 120, C.white, 10) +
      p('M206 226 Q230 256 230 274 A24 24 0 0 1 182 274 Q182 256 206 226Z', k) +
      print(244, 240, [58, 44, 52]) +
      `</g>`
    )
  },
  // A dropper (or spray) bottle with its nozzle.
  drops: (k, d) =>
    p('M226 70 Q240 56 254 70 L262 150 H218Z', C.white, `stroke="${C.light}" stroke-width="3"`) +
    r(206, 146, 68, 44, d, 8) +
    r(176, 186, 128, 190, k, 24) +
    r(190, 228, 100, 104, C.white, 8) +
    cross(240, 262, 32, k) +
    print(206, 296, [68, 52]) +
    p(
      'M188 204 Q188 192 200 190',
      'none',
      'stroke="#fff" stroke-width="8" stroke-linecap="round" opacity="0.3"',
    ) +
    c(330, 330, 12, k, 'opacity="0.5"') +
    p('M330 292 Q340 306 340 316 A10 10 0 0 1 320 316 Q320 306 330 292Z', k, 'opacity="0.5"'),
  // A roll of crepe bandage and two plasters.
  bandage: (k) =>
    e(190, 250, 94, 112, '#f5efe0') +
    e(190, 250, 94, 112, 'none', `stroke="#e7dcc2" stroke-width="4"`) +
    range(4)
      .map((i) => e(190, 250, 80 - i * 16, 96 - i * 20, 'none', `stroke="#e7dcc2" stroke-width="3"`))
      .join('') +
    e(190, 250, 22, 26, '#d6c9a8') +
    p('M190 138 H350 Q372 138 372 160 V190 H190Z', '#f5efe0') +
    `<g transform="rotate(-24 330 330)">${r(240, 300, 190, 56, '#e9b98a', 28)}${r(306, 308, 58, 40, '#f6dcc1', 8)}${range(
      6,
    )
      .map((i) => c(262 + (i % 3) * 14, 318 + Math.floor(i / 3) * 20, 2.5, '#c98f5e'))
      .join('')}</g>` +
    `<g transform="rotate(14 300 420)">${r(230, 390, 150, 44, '#e9b98a', 22)}${r(282, 396, 46, 32, '#f6dcc1', 6)}</g>` +
    cross(340, 176, 26, k),
  // A first-aid case with a handle and a white cross.
  kit: (k, d) =>
    p('M196 120 Q196 94 222 94 H258 Q284 94 284 120 V138 H266 V116 H214 V138 H196Z', d) +
    r(110, 134, 260, 228, k, 26) +
    r(110, 226, 260, 14, d) +
    r(220, 218, 40, 30, '#e5e7eb', 6) +
    c(240, 300, 46, C.white) +
    cross(240, 300, 56, k) +
    r(126, 150, 60, 10, '#ffffff', 5, 'opacity="0.35"'),
}

/** The pictures the demo medicines use (data/medical.ts): `<form>-<colour>`. */
const pictures = [
  'bandage-red',
  'blister-amber',
  'blister-blue',
  'blister-green',
  'blister-purple',
  'blister-red',
  'blister-rose',
  'blister-teal',
  'bottle-amber',
  'bottle-blue',
  'bottle-green',
  'bottle-indigo',
  'bottle-orange',
  'bottle-pink',
  'bottle-purple',
  'bottle-red',
  'bottle-sky',
  'box-amber',
  'box-blue',
  'box-green',
  'box-indigo',
  'box-orange',
  'box-purple',
  'box-red',
  'box-rose',
  'box-teal',
  'drops-orange',
  'drops-red',
  'drops-sky',
  'jar-amber',
  'jar-blue',
  'jar-green',
  'jar-orange',
  'jar-pink',
  'jar-red',
  'jar-sky',
  'kit-red',
  'sachet-green',
  'sachet-sky',
  'tube-pink',
  'tube-red',
  'tube-sky',
]

function packSvg(name) {
  const [form, colour] = name.split('-')
  const [k, d, bg] = colours[colour]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">${glow}${r(0, 0, 480, 480, bg)}${r(0, 0, 480, 480, 'url(#glow)')}${e(240, 404, 170, 16, '#000', 'opacity="0.07"')}${forms[form](k, d)}</svg>`
}

/** Renders at the first quality (from `quality` down) that keeps the file within `maxBytes`. */
async function renderWithin(svg, width, file, maxBytes, quality) {
  for (let q = quality; ; q -= 6) {
    const webp = await render(svg, width, 480, file, q)
    if (webp.length <= maxBytes || q <= 40) return webp
  }
}
// The medicines tab shows two dozen packs to a screen: each picture stays small.
const MAX_BYTES = { 240: 4 * 1024, 480: 7 * 1024 }

async function main() {
  const dir = join(assets, 'medications')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const tiles = []
  for (const name of pictures) {
    for (const width of WIDTHS)
      await renderWithin(packSvg(name), width, join(dir, `${name}-${width}.webp`), MAX_BYTES[width], 72)
    tiles.push(join(dir, `${name}-240.webp`))
  }
  const kb = Math.round(
    readdirSync(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0) / 1024,
  )
  console.log(`${tiles.length} medicine packs (${kb} KB)`)
  if (process.argv.includes('--sheet')) {
    const columns = 8
    await sharp({
      create: {
        width: columns * 240,
        height: Math.ceil(tiles.length / columns) * 240,
        channels: 3,
        background: '#fff',
      },
    })
      .composite(
        tiles.map((input, i) => ({ input, left: (i % columns) * 240, top: Math.floor(i / columns) * 240 })),
      )
      .png()
      .toFile('/tmp/medication-pictures-sheet.png')
    console.log('contact sheet: /tmp/medication-pictures-sheet.png')
  }
}

await main()
