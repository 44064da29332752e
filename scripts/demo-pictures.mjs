// `node scripts/demo-pictures.mjs`: draws the demo pictures as SVG (flat illustrations: one recognisable object
// on a soft coloured background, one palette) and renders them to WebP with sharp, into the assets the server
// serves under /demo/:
//   products/<item type>-240.webp and -480.webp (square; the shop's two widths)
//   providers/<trade>-360.webp and -720.webp (3:1 banners of the services directory)
//   events/<event type>-<design>-360.webp and -720.webp (16:9 event pictures, two designs per type)
// Which product gets which item type, and which provider which trade: apps/server/src/db/seed/data/pictures.ts.
// The output is committed; rerun this only to change the drawings. `--sheet` also writes a contact sheet of
// every picture to /tmp/demo-pictures-sheet.png for a look. `--events-only` draws only the event pictures.
// The food pictures (dishes, restaurants) are drawn by scripts/food-pictures.mjs with this palette and helpers.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'

const assets = new URL('../apps/server/src/db/seed/assets/', import.meta.url).pathname
// The same widths as DEMO_PRODUCT_WIDTHS and DEMO_BANNER_WIDTHS in packages/shared/src/common/demo-pictures.ts.
const PRODUCT_WIDTHS = [240, 480]
const BANNER_WIDTHS = [360, 720]
// DEMO_EVENT_WIDTHS in the same file.
const EVENT_WIDTHS = [360, 720]

// Palette: objects in these colours, backgrounds in the soft ones.
const C = {
  ink: '#1e293b',
  slate: '#475569',
  grey: '#94a3b8',
  light: '#e2e8f0',
  white: '#ffffff',
  cream: '#fffbeb',
  green: '#16a34a',
  dgreen: '#166534',
  lgreen: '#86efac',
  teal: '#0d9488',
  orange: '#f97316',
  amber: '#f59e0b',
  yellow: '#facc15',
  red: '#dc2626',
  dred: '#991b1b',
  pink: '#ec4899',
  blue: '#2563eb',
  dblue: '#1e3a8a',
  lblue: '#93c5fd',
  sky: '#38bdf8',
  purple: '#7c3aed',
  dpurple: '#4c1d95',
  brown: '#92400e',
  dbrown: '#78350f',
  wood: '#b45309',
  tan: '#d6a36b',
}
const BG = {
  blue: '#dbeafe',
  pink: '#fce7f3',
  green: '#dcfce7',
  orange: '#ffedd5',
  purple: '#ede9fe',
  teal: '#ccfbf1',
  slate: '#e2e8f0',
  yellow: '#fef9c3',
  amber: '#fef3c7',
  sky: '#e0f2fe',
  rose: '#ffe4e6',
  lime: '#ecfccb',
}

const r = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`
const c = (cx, cy, radius, fill, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}" ${extra}/>`
const e = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`
const p = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`
const s = (d, stroke, width) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
const g = (transform, body) => `<g transform="${transform}">${body}</g>`
const range = (n) => Array.from({ length: n }, (_, i) => i)

/** Item types of the demo catalogue: [background, drawing(bg)] on a 480 x 480 canvas. */
const items = {
  phone: [
    BG.sky,
    () =>
      r(170, 80, 140, 290, C.ink, 24) +
      r(181, 100, 118, 236, C.sky, 8) +
      r(220, 88, 40, 6, C.slate, 3) +
      range(6)
        .map((i) =>
          r(194 + (i % 3) * 32, 118 + Math.floor(i / 3) * 36, 24, 24, [C.yellow, C.white, C.green][i % 3], 6),
        )
        .join('') +
      c(240, 353, 8, C.slate),
  ],
  laptop: [
    BG.slate,
    () =>
      r(130, 120, 220, 152, C.ink, 12) +
      r(142, 132, 196, 128, C.sky, 4) +
      p('M142 260 L230 180 L290 230 L338 200 V260Z', C.blue) +
      p('M100 278 H380 L404 304 Q404 312 396 312 H84 Q76 312 76 304Z', C.grey) +
      r(208, 282, 64, 8, C.slate, 4),
  ],
  tv: [
    BG.blue,
    () =>
      r(90, 100, 300, 190, C.ink, 12) +
      r(102, 112, 276, 166, C.sky, 4) +
      p('M102 278 L190 196 L240 244 L284 208 L378 278Z', C.green) +
      c(326, 156, 18, C.yellow) +
      r(226, 290, 28, 40, C.slate) +
      r(170, 326, 140, 12, C.slate, 6),
  ],
  speaker: [
    BG.orange,
    () =>
      r(160, 90, 160, 290, C.ink, 26) +
      c(240, 165, 38, C.slate) +
      c(240, 165, 16, C.grey) +
      c(240, 290, 62, C.slate) +
      c(240, 290, 30, C.grey) +
      c(240, 290, 10, C.slate) +
      c(240, 112, 5, C.orange),
  ],
  headphones: [
    BG.rose,
    () =>
      s('M150 270 Q150 130 240 130 Q330 130 330 270', C.ink, 22) +
      r(120, 240, 56, 110, C.red, 24) +
      r(304, 240, 56, 110, C.red, 24) +
      r(160, 256, 22, 78, C.ink, 10) +
      r(298, 256, 22, 78, C.ink, 10),
  ],
  charger: [
    BG.lime,
    () =>
      r(165, 100, 150, 250, C.slate, 24) +
      r(180, 116, 120, 218, C.ink, 14) +
      p('M252 150 L205 236 H238 L226 300 L276 206 H243Z', C.yellow) +
      range(4)
        .map((i) => c(207 + i * 22, 318, 5, i < 3 ? C.green : C.slate))
        .join('') +
      s('M240 350 Q240 400 300 392 Q350 386 350 340', C.ink, 9),
  ],
  tablet: [
    BG.purple,
    () =>
      r(130, 80, 220, 300, C.ink, 22) +
      r(144, 98, 192, 258, C.white, 8) +
      range(9)
        .map((i) =>
          r(
            160 + (i % 3) * 58,
            116 + Math.floor(i / 3) * 58,
            44,
            44,
            [C.purple, C.orange, C.green][(i + Math.floor(i / 3)) % 3],
            10,
          ),
        )
        .join('') +
      c(240, 368, 6, C.slate),
  ],
  camera: [
    BG.slate,
    () =>
      r(160, 130, 80, 40, C.ink, 8) +
      r(300, 140, 44, 16, C.red, 5) +
      r(100, 160, 280, 180, C.ink, 22) +
      r(100, 200, 280, 20, C.slate) +
      c(240, 250, 70, C.slate) +
      c(240, 250, 50, C.dblue) +
      c(240, 250, 26, C.sky) +
      c(226, 236, 8, C.white) +
      r(314, 176, 40, 18, C.yellow, 4),
  ],
  'flash-drive': [
    BG.sky,
    () =>
      g(
        'rotate(-25 240 240)',
        r(195, 80, 90, 70, C.grey, 6) +
          r(212, 100, 18, 18, C.slate, 2) +
          r(250, 100, 18, 18, C.slate, 2) +
          r(175, 148, 130, 230, C.blue, 24) +
          r(200, 200, 80, 100, C.white, 10) +
          c(240, 340, 9, C.dblue),
      ),
  ],
  router: [
    BG.blue,
    () =>
      s('M160 250 L140 120', C.slate, 14) +
      s('M320 250 L340 120', C.slate, 14) +
      s('M200 150 Q240 120 280 150', C.blue, 12) +
      s('M180 125 Q240 80 300 125', C.blue, 12) +
      c(240, 180, 10, C.blue) +
      r(100, 240, 280, 100, C.ink, 22) +
      range(5)
        .map((i) => c(160 + i * 40, 290, 9, i < 4 ? C.green : C.amber))
        .join(''),
  ],
  'solar-panel': [
    BG.yellow,
    () =>
      c(370, 100, 34, C.amber) +
      r(228, 320, 24, 50, C.slate) +
      r(190, 362, 100, 14, C.slate, 6) +
      p('M130 150 H350 L384 330 H96Z', C.dblue) +
      range(3)
        .map((i) => s(`M${185 + i * 55} 150 L${168 + i * 72} 330`, C.sky, 4))
        .join('') +
      s('M118 210 H362 M108 270 H372', C.sky, 4),
  ],
  microwave: [
    BG.slate,
    () =>
      r(80, 130, 320, 220, C.grey, 20) +
      r(100, 150, 210, 180, C.ink, 12) +
      r(118, 168, 174, 144, C.amber, 8, 'opacity="0.85"') +
      e(205, 280, 50, 12, C.white, 'opacity="0.6"') +
      r(326, 160, 56, 24, C.ink, 5) +
      range(6)
        .map((i) => c(340 + (i % 2) * 28, 214 + Math.floor(i / 2) * 36, 9, C.slate))
        .join(''),
  ],
  fridge: [
    BG.sky,
    () =>
      r(150, 70, 180, 310, C.white, 22, `stroke="${C.grey}" stroke-width="6"`) +
      s('M153 180 H327', C.grey, 6) +
      r(296, 110, 12, 50, C.slate, 6) +
      r(296, 210, 12, 90, C.slate, 6) +
      r(165, 374, 24, 16, C.slate, 4) +
      r(291, 374, 24, 16, C.slate, 4),
  ],
  kettle: [
    BG.teal,
    () =>
      s('M322 205 Q390 210 384 270 Q378 325 318 320', C.ink, 20) +
      p('M172 226 L108 176 L98 190 L166 258Z', C.grey) +
      p('M175 190 H305 L325 350 H155Z', C.grey) +
      r(190, 230, 22, 100, C.white, 10, 'opacity="0.5"') +
      e(240, 190, 74, 16, C.slate) +
      c(240, 170, 14, C.ink) +
      r(142, 346, 196, 26, C.ink, 10) +
      c(300, 359, 5, C.red),
  ],
  iron: [
    BG.sky,
    () =>
      s('M216 212 Q236 140 300 140 H356 Q372 140 372 156 V212', C.ink, 22) +
      p('M100 330 Q118 210 260 210 H372 Q386 210 386 226 V330Z', C.blue) +
      r(92, 326, 302, 26, C.grey, 10) +
      c(310, 272, 22, C.white) +
      s('M310 272 L322 260', C.blue, 5) +
      range(3)
        .map((i) => s(`M${150 + i * 40} 366 Q${140 + i * 40} 384 ${150 + i * 40} 400`, C.white, 6))
        .join(''),
  ],
  mouse: [
    BG.slate,
    () =>
      s('M240 118 C240 80 300 90 300 50', C.slate, 8) +
      e(240, 260, 92, 138, C.slate) +
      s('M240 124 V220', C.ink, 5) +
      s('M150 220 H330', C.ink, 4) +
      r(230, 150, 20, 44, C.grey, 10),
  ],
  watch: [
    BG.green,
    () =>
      r(205, 60, 70, 360, C.ink, 30) +
      r(164, 160, 152, 160, C.slate, 40) +
      r(180, 176, 120, 128, '#0f172a', 26) +
      s('M192 246 H218 L230 214 L246 278 L260 236 L270 246 H290', C.lgreen, 6) +
      c(240, 200, 5, C.white),
  ],
  'game-controller': [
    BG.purple,
    () =>
      p(
        'M140 190 H340 C400 190 428 320 396 352 C372 376 338 362 318 326 H162 C142 362 108 376 84 352 C52 320 80 190 140 190Z',
        C.ink,
      ) +
      r(124, 246, 60, 20, C.grey, 4) +
      r(144, 226, 20, 60, C.grey, 4) +
      c(334, 234, 12, C.green) +
      c(360, 260, 12, C.red) +
      c(308, 260, 12, C.blue) +
      c(334, 286, 12, C.yellow) +
      c(206, 300, 20, C.slate) +
      c(274, 300, 20, C.slate),
  ],
  // Clothing
  shirt: [
    BG.orange,
    () =>
      p(
        'M184 100 L128 124 L84 196 L140 228 L162 204 V384 H318 V204 L340 228 L396 196 L352 124 L296 100 Q240 150 184 100Z',
        C.orange,
      ) +
      range(6)
        .map((i) => c(200 + (i % 3) * 40, 250 + Math.floor(i / 3) * 60, 14, C.dbrown, 'opacity="0.75"'))
        .join('') +
      range(6)
        .map((i) => c(220 + (i % 2) * 40, 220 + Math.floor(i / 2) * 60, 8, C.yellow))
        .join('') +
      s('M184 100 Q240 150 296 100', C.dbrown, 6),
  ],
  jacket: [
    BG.green,
    () =>
      p(
        'M186 96 L130 118 L98 260 V370 H144 L152 232 V388 H328 V232 L336 370 H382 V260 L350 118 L294 96 L240 178Z',
        C.dgreen,
      ) +
      p('M186 96 L240 178 L212 230 L176 150Z', C.green) +
      p('M294 96 L240 178 L268 230 L304 150Z', C.green) +
      s('M240 180 V384', '#14532d', 5) +
      c(256, 262, 7, C.amber) +
      c(256, 316, 7, C.amber) +
      r(170, 300, 46, 8, '#14532d', 3),
  ],
  dress: [
    BG.pink,
    () =>
      s('M208 96 V70 M272 96 V70', C.pink, 8) +
      p('M204 92 H276 L288 174 L366 384 H114 L192 174Z', C.pink) +
      r(190, 166, 100, 18, C.purple, 6) +
      range(9)
        .map((i) =>
          c(170 + (i % 3) * 70 + (Math.floor(i / 3) % 2) * 20, 230 + Math.floor(i / 3) * 50, 12, C.yellow),
        )
        .join('') +
      range(4)
        .map((i) => c(205 + (i % 2) * 70, 255 + Math.floor(i / 2) * 70, 8, C.purple))
        .join(''),
  ],
  trousers: [
    BG.blue,
    () =>
      p('M164 92 H316 L338 384 H262 L240 196 L218 384 H142Z', C.blue) +
      r(164, 92, 152, 24, C.dblue, 4) +
      s('M186 116 Q192 150 166 160 M294 116 Q288 150 314 160', C.lblue, 4) +
      s('M240 116 V170', C.dblue, 4) +
      r(234, 98, 12, 12, C.amber, 2),
  ],
  shoe: [
    BG.rose,
    () =>
      p('M92 312 Q92 226 150 214 L214 200 Q252 250 304 252 L364 262 Q396 272 396 312Z', C.red) +
      p('M214 200 Q252 250 304 252 L300 270 Q244 268 204 214Z', C.dred) +
      r(86, 306, 316, 32, C.white, 14, `stroke="${C.grey}" stroke-width="4"`) +
      range(4)
        .map((i) => s(`M${218 + i * 20} ${218 + i * 10} l22 -14`, C.white, 6))
        .join('') +
      s('M100 322 H388', C.grey, 3),
  ],
  bag: [
    BG.amber,
    () =>
      s('M180 206 Q180 112 240 112 Q300 112 300 206', C.dbrown, 16) +
      p('M124 200 H356 L378 372 Q378 384 366 384 H114 Q102 384 102 372Z', C.wood) +
      range(5)
        .map((i) => s(`M110 ${232 + i * 30} H370`, C.amber, 6))
        .join('') +
      r(222, 188, 36, 30, C.dbrown, 6),
  ],
  beads: [
    BG.orange,
    () =>
      range(19)
        .map((i) => {
          const angle = Math.PI * (0.05 + (0.9 * i) / 18)
          return c(
            Math.round(240 + 132 * Math.cos(angle)),
            Math.round(150 + 190 * Math.sin(angle)),
            17,
            [C.red, C.blue, C.yellow, C.white, C.green][i % 5],
          )
        })
        .join('') +
      range(13)
        .map((i) => {
          const angle = Math.PI * (0.1 + (0.8 * i) / 12)
          return c(
            Math.round(240 + 92 * Math.cos(angle)),
            Math.round(150 + 140 * Math.sin(angle)),
            12,
            [C.white, C.red, C.blue, C.orange][i % 4],
          )
        })
        .join('') +
      s('M108 150 Q240 96 372 150', C.dbrown, 5),
  ],
  hat: [
    BG.rose,
    () =>
      p('M140 300 Q140 146 240 146 Q340 146 340 300Z', C.red) +
      s('M190 170 Q180 230 184 296 M240 150 V296 M290 170 Q300 230 296 296', C.dred, 6) +
      r(128, 290, 224, 60, C.dred, 16) +
      s(
        'M140 306 V334 M168 306 V334 M196 306 V334 M224 306 V334 M252 306 V334 M280 306 V334 M308 306 V334 M336 306 V334',
        '#7f1d1d',
        5,
      ) +
      c(240, 138, 30, C.white),
  ],
  socks: [
    BG.purple,
    () =>
      p('M196 92 H276 V262 L336 312 Q360 356 318 380 H226 Q196 380 196 348Z', C.purple) +
      r(190, 86, 92, 44, C.white, 10) +
      p('M276 262 L336 312 Q350 330 348 346 Q300 346 282 300Z', C.dpurple) +
      s('M196 170 H276 M196 200 H276', C.white, 8),
  ],
  fabric: [
    BG.yellow,
    () =>
      r(110, 290, 260, 70, C.red, 12) +
      s('M110 312 H370 M110 338 H370', C.white, 5) +
      r(122, 222, 236, 70, C.amber, 12) +
      range(6)
        .map((i) => c(146 + i * 38, 257, 9, C.dbrown))
        .join('') +
      r(134, 154, 212, 70, C.green, 12) +
      s('M160 154 V224 M200 154 V224 M240 154 V224 M280 154 V224 M320 154 V224', C.dgreen, 6),
  ],
  // Home & Garden
  table: [
    BG.amber,
    () =>
      r(124, 236, 22, 140, C.dbrown, 4) +
      r(334, 236, 22, 140, C.dbrown, 4) +
      r(176, 236, 18, 110, C.brown, 4) +
      r(286, 236, 18, 110, C.brown, 4) +
      r(118, 228, 244, 18, C.dbrown) +
      r(96, 200, 288, 32, C.wood, 8) +
      s('M120 212 H220', C.amber, 4),
  ],
  sofa: [
    BG.teal,
    () =>
      r(110, 150, 260, 120, C.teal, 30) +
      r(98, 250, 284, 74, '#14b8a6', 20) +
      r(76, 200, 54, 144, '#0f766e', 24) +
      r(350, 200, 54, 144, '#0f766e', 24) +
      s('M240 160 V250 M240 256 V316', '#0f766e', 5) +
      r(104, 340, 14, 32, C.dbrown, 4) +
      r(362, 340, 14, 32, C.dbrown, 4),
  ],
  bed: [
    BG.blue,
    () =>
      r(92, 140, 40, 240, C.wood, 10) +
      r(124, 244, 272, 64, C.white, 14) +
      r(150, 208, 84, 44, C.lblue, 18) +
      r(236, 232, 164, 80, C.blue, 16) +
      r(100, 300, 304, 32, C.wood, 8) +
      r(110, 330, 18, 44, C.dbrown, 4) +
      r(378, 330, 18, 44, C.dbrown, 4),
  ],
  'cooking-pot': [
    BG.orange,
    () =>
      s('M200 120 Q186 100 200 80 M240 120 Q226 100 240 80 M280 120 Q266 100 280 80', C.grey, 8) +
      r(84, 208, 52, 20, C.ink, 10) +
      r(344, 208, 52, 20, C.ink, 10) +
      p('M128 200 H352 V318 Q352 364 306 364 H174 Q128 364 128 318Z', C.grey) +
      r(144, 226, 30, 110, C.white, 14, 'opacity="0.45"') +
      r(112, 184, 256, 24, C.slate, 12) +
      e(240, 168, 90, 18, C.slate) +
      c(240, 148, 14, C.ink),
  ],
  'water-bottle': [
    BG.sky,
    () =>
      r(198, 96, 84, 52, C.ink, 14) +
      r(190, 140, 100, 244, C.blue, 30) +
      r(190, 232, 100, 64, C.lblue) +
      r(206, 160, 18, 60, C.white, 9, 'opacity="0.45"'),
  ],
  plant: [
    BG.green,
    () =>
      p('M240 280 C196 232 172 170 200 112 C236 160 252 224 240 280Z', C.green) +
      p('M240 280 C290 240 316 190 306 130 C262 160 240 220 240 280Z', C.dgreen) +
      p('M240 284 C210 262 150 262 124 214 C182 206 226 236 240 284Z', C.lgreen) +
      p('M240 284 C270 264 326 268 360 226 C300 214 258 240 240 284Z', C.green) +
      p('M170 290 H310 L290 384 H190Z', '#c2410c') +
      r(158, 276, 164, 26, '#9a3412', 6),
  ],
  'watering-can': [
    BG.lime,
    () =>
      s('M200 200 Q246 124 292 200', C.dgreen, 16) +
      p('M178 244 L96 168 L110 156 L186 224Z', C.green) +
      e(98, 160, 16, 24, C.dgreen, 'transform="rotate(-40 98 160)"') +
      r(170, 196, 156, 170, C.green, 22) +
      r(186, 214, 24, 120, C.white, 12, 'opacity="0.4"') +
      c(76, 212, 8, C.sky) +
      c(92, 244, 8, C.sky) +
      c(64, 256, 8, C.sky),
  ],
  'garden-tool': [
    BG.lime,
    () =>
      s('M282 70 L222 300', C.wood, 18) +
      s('M258 70 H306', C.dbrown, 18) +
      p('M174 292 H270 L262 376 Q222 404 182 376Z', C.grey) +
      r(202, 288, 40, 26, C.slate, 4),
  ],
  'light-bulb': [
    BG.yellow,
    () =>
      s('M240 64 V90 M130 110 L148 128 M350 110 L332 128 M98 200 H124 M356 200 H382', C.amber, 10) +
      c(240, 200, 88, '#fde047') +
      r(200, 250, 80, 56, '#fde047') +
      s('M216 214 Q228 190 240 214 Q252 238 264 214', C.amber, 6) +
      s('M222 300 V240 M258 300 V240', C.amber, 5) +
      r(204, 300, 72, 56, C.slate, 10) +
      s('M204 318 H276 M204 338 H276', C.grey, 5) +
      r(222, 354, 36, 18, C.ink, 8),
  ],
  clock: [
    BG.slate,
    () =>
      c(240, 240, 140, C.white, `stroke="${C.ink}" stroke-width="16"`) +
      range(12)
        .map((i) => g(`rotate(${i * 30} 240 240)`, r(234, 118, 12, i % 3 === 0 ? 30 : 18, C.slate, 4)))
        .join('') +
      s('M240 240 V164 M240 240 L300 264', C.ink, 12) +
      c(240, 240, 12, C.red),
  ],
  blender: [
    BG.orange,
    () =>
      r(164, 94, 152, 26, C.ink, 8) +
      p('M172 118 H308 L290 300 H190Z', '#bae6fd', 'opacity="0.9"') +
      p('M182 212 H298 L290 300 H190Z', C.orange) +
      r(200, 130, 16, 150, C.white, 8, 'opacity="0.5"') +
      r(176, 296, 128, 80, C.ink, 16) +
      c(240, 336, 12, C.red),
  ],
  lamp: [
    BG.amber,
    () =>
      e(150, 372, 80, 14, '#fde047', 'opacity="0.6"') +
      r(230, 358, 140, 20, C.ink, 8) +
      s('M300 360 L250 240 L170 170', C.slate, 14) +
      c(250, 240, 12, C.ink) +
      g('rotate(-40 160 170)', p('M130 130 H190 L226 210 H94Z', C.amber)) +
      c(170, 170, 12, C.ink),
  ],
  // Sports
  ball: [
    BG.green,
    () =>
      c(240, 240, 136, C.white, `stroke="${C.ink}" stroke-width="6"`) +
      p('M240 196 L282 226 L266 276 H214 L198 226Z', C.ink) +
      s('M240 196 V124 M282 226 L350 204 M266 276 L308 334 M214 276 L172 334 M198 226 L130 204', C.ink, 6) +
      p('M206 110 L240 124 L274 110 L260 106 Q240 102 220 106Z', C.ink) +
      p('M364 224 L350 204 L362 170 Q374 196 376 228Z', C.ink) +
      p('M104 224 L130 204 L118 170 Q106 196 104 228Z', C.ink) +
      p('M290 360 L308 334 L340 338 Q320 358 296 366Z', C.ink) +
      p('M190 360 L172 334 L140 338 Q160 358 184 366Z', C.ink),
  ],
  dumbbell: [
    BG.orange,
    () =>
      r(140, 226, 200, 28, C.slate, 12) +
      r(96, 164, 46, 152, C.ink, 12) +
      r(142, 186, 28, 108, C.slate, 8) +
      r(338, 164, 46, 152, C.ink, 12) +
      r(310, 186, 28, 108, C.slate, 8) +
      r(220, 226, 40, 28, C.orange, 4),
  ],
  gloves: [
    BG.rose,
    () =>
      p('M166 330 V210 Q166 120 256 120 Q346 120 346 210 V290 Q346 330 306 330Z', C.red) +
      e(166, 252, 32, 54, C.dred) +
      r(196, 142, 24, 90, C.white, 12, 'opacity="0.35"') +
      r(172, 318, 158, 62, C.white, 12) +
      s('M210 334 V364 M250 334 V364 M290 334 V364', C.grey, 5),
  ],
  bicycle: [
    BG.sky,
    () =>
      c(146, 300, 72, 'none', `stroke="${C.ink}" stroke-width="12"`) +
      c(334, 300, 72, 'none', `stroke="${C.ink}" stroke-width="12"`) +
      s(
        'M146 300 L214 300 L296 196 L196 196 Z M214 300 L184 170 M296 196 L334 300 M296 196 L286 156',
        C.orange,
        11,
      ) +
      r(158, 160, 58, 16, C.ink, 8) +
      s('M270 156 H310', C.ink, 11) +
      c(214, 300, 14, C.slate),
  ],
  helmet: [
    BG.blue,
    () =>
      p('M100 326 Q100 134 252 134 Q386 134 386 290 V326Z', C.blue) +
      p('M242 214 H386 V300 H262 Q242 300 242 280Z', C.ink, 'opacity="0.85"') +
      s('M150 190 Q200 150 262 150', C.white, 12) +
      r(92, 318, 300, 24, C.dblue, 12),
  ],
  racket: [
    BG.lime,
    () =>
      g(
        'rotate(-30 240 240)',
        e(240, 170, 88, 112, 'none', `stroke="${C.blue}" stroke-width="16"`) +
          range(7)
            .map((i) => s(`M${180 + i * 20} 70 V270 M140 ${90 + i * 26} H340`, C.grey, 3))
            .join('') +
          e(240, 170, 96, 120, 'none', `stroke="${BG.lime}" stroke-width="12"`) +
          e(240, 170, 88, 112, 'none', `stroke="${C.blue}" stroke-width="16"`) +
          s('M214 276 L240 300 L266 276', C.blue, 14) +
          r(228, 296, 24, 120, C.ink, 10),
      ) +
      c(356, 330, 28, '#bef264') +
      s('M334 318 Q356 336 378 318', C.white, 4),
  ],
  goggles: [
    BG.sky,
    () =>
      s('M110 240 Q60 250 74 320 M370 240 Q420 250 406 320', C.ink, 12) +
      r(110, 196, 120, 90, C.blue, 42) +
      r(250, 196, 120, 90, C.blue, 42) +
      r(124, 210, 92, 62, C.sky, 30) +
      r(264, 210, 92, 62, C.sky, 30) +
      s('M228 236 Q240 226 252 236', C.ink, 10) +
      s('M144 228 L170 220 M284 228 L310 220', C.white, 6),
  ],
  tent: [
    BG.green,
    () =>
      s('M240 96 V74 L276 86 L240 98', C.red, 6) +
      p('M240 110 L404 364 H76Z', C.orange) +
      p('M240 110 L404 364 H300Z', '#ea580c') +
      p('M240 200 L292 364 H188Z', C.dbrown) +
      s('M60 368 H420', C.dgreen, 8),
  ],
  'board-game': [
    BG.amber,
    () =>
      r(100, 100, 280, 280, C.wood, 16) +
      range(36)
        .map((i) =>
          r(
            116 + (i % 6) * 41,
            116 + Math.floor(i / 6) * 41,
            41,
            41,
            (i + Math.floor(i / 6)) % 2 ? C.dbrown : C.cream,
          ),
        )
        .join('') +
      c(177, 177, 14, C.red) +
      c(259, 177, 14, C.red) +
      c(218, 300, 14, C.ink) +
      c(300, 300, 14, C.ink),
  ],
  // Books
  book: [
    BG.purple,
    () =>
      r(152, 110, 196, 264, C.dpurple, 12) +
      r(158, 118, 184, 250, C.cream, 6) +
      s('M160 360 H340 M160 346 H340', '#e7e5e4', 3) +
      r(134, 96, 196, 262, C.purple, 12) +
      r(134, 96, 22, 262, C.dpurple, 8) +
      r(180, 146, 120, 56, C.cream, 8) +
      r(194, 162, 92, 8, C.purple, 4) +
      r(206, 180, 68, 8, C.grey, 4) +
      c(240, 288, 26, C.amber),
  ],
  notebook: [
    BG.sky,
    () =>
      r(146, 96, 200, 286, C.blue, 14) +
      r(196, 150, 120, 60, C.white, 8) +
      s('M212 170 H300 M212 190 H276', C.grey, 5) +
      range(9)
        .map((i) => s(`M132 ${116 + i * 30} H162`, C.slate, 8))
        .join(''),
  ],
  // Health & Beauty
  jar: [
    BG.amber,
    () =>
      r(156, 196, 168, 176, C.amber, 26) +
      r(176, 216, 20, 130, C.white, 10, 'opacity="0.4"') +
      r(146, 150, 188, 56, C.green, 14) +
      s('M160 168 H320', C.dgreen, 5) +
      r(190, 250, 100, 76, C.cream, 10) +
      p('M240 310 C214 296 214 270 240 258 C266 270 266 296 240 310Z', C.green),
  ],
  'cosmetic-bottle': [
    BG.teal,
    () =>
      r(210, 110, 84, 26, C.white, 8) +
      r(284, 116, 44, 14, C.white, 5) +
      r(224, 132, 32, 58, C.white) +
      r(176, 186, 128, 194, C.teal, 28) +
      r(192, 200, 18, 130, C.white, 9, 'opacity="0.4"') +
      r(200, 250, 80, 84, C.white, 10) +
      c(240, 290, 18, '#5eead4'),
  ],
  'oil-bottle': [
    BG.yellow,
    () =>
      r(206, 88, 68, 32, C.red, 8) +
      r(212, 116, 56, 56, '#fde047') +
      p('M212 168 H268 L316 224 V368 Q316 384 300 384 H180 Q164 384 164 368 V224Z', C.yellow) +
      r(182, 236, 18, 120, C.white, 9, 'opacity="0.45"') +
      r(184, 256, 112, 92, C.white, 10) +
      p('M240 276 C222 300 222 324 240 330 C258 324 258 300 240 276Z', C.amber),
  ],
  soap: [
    BG.teal,
    () =>
      c(190, 150, 26, C.white, `stroke="${C.lblue}" stroke-width="4"`) +
      c(250, 118, 18, C.white, `stroke="${C.lblue}" stroke-width="4"`) +
      c(300, 160, 30, C.white, `stroke="${C.lblue}" stroke-width="4"`) +
      r(120, 220, 240, 130, '#3f2a1d', 34) +
      r(140, 236, 200, 30, '#5b4131', 14),
  ],
  'hair-dryer': [
    BG.pink,
    () =>
      s('M70 170 H100 M60 200 H96 M70 230 H100', C.grey, 7) +
      p('M262 216 H306 L286 374 Q284 384 274 384 H248 Q238 384 240 374Z', '#db2777') +
      r(104, 150, 60, 70, '#be185d', 12) +
      r(150, 130, 200, 110, C.pink, 55) +
      c(330, 185, 40, '#be185d') +
      c(330, 185, 20, '#f9a8d4'),
  ],
  toothbrush: [
    BG.sky,
    () =>
      g(
        'rotate(30 240 240)',
        r(226, 150, 30, 270, C.blue, 15) +
          r(222, 60, 38, 110, C.blue, 14) +
          range(5)
            .map((i) => r(186, 68 + i * 18, 40, 12, C.white, 4, `stroke="${C.lblue}" stroke-width="3"`))
            .join('') +
          r(236, 200, 10, 150, C.white, 5, 'opacity="0.5"'),
      ),
  ],
  'medical-device': [
    BG.teal,
    () =>
      r(146, 110, 188, 260, C.white, 28, `stroke="${C.grey}" stroke-width="5"`) +
      r(168, 136, 144, 96, '#0f172a', 12) +
      s('M180 190 H212 L226 156 L244 214 L258 176 L268 190 H300', C.lgreen, 6) +
      c(204, 292, 22, C.blue) +
      c(276, 292, 22, C.red) +
      p(
        'M276 304 C262 294 262 280 270 278 Q276 278 276 284 Q276 278 282 278 C290 280 290 294 276 304Z',
        C.white,
      ),
  ],
  'first-aid': [
    BG.rose,
    () =>
      s('M196 176 V140 H284 V176', C.ink, 16) +
      r(100, 170, 280, 200, C.red, 24) +
      r(218, 214, 44, 112, C.white, 6) +
      r(184, 248, 112, 44, C.white, 6),
  ],
  pills: [
    BG.orange,
    () =>
      r(168, 130, 144, 56, C.white, 12) +
      r(180, 180, 120, 200, C.orange, 22, 'opacity="0.9"') +
      r(192, 236, 96, 86, C.white, 10) +
      r(214, 260, 52, 14, C.orange, 7) +
      r(214, 284, 36, 10, C.grey, 5) +
      g('rotate(-30 350 340)', r(320, 326, 64, 28, C.white, 14) + r(352, 326, 32, 28, C.red, 14)) +
      c(110, 350, 20, C.amber),
  ],
  perfume: [
    BG.purple,
    () =>
      r(206, 100, 68, 58, '#a16207', 12) +
      r(222, 154, 36, 36, C.amber) +
      r(166, 186, 148, 186, '#c4b5fd', 40) +
      r(182, 240, 116, 116, C.purple, 30, 'opacity="0.6"') +
      r(186, 204, 20, 110, C.white, 10, 'opacity="0.5"'),
  ],
  // Automotive
  'car-battery': [
    BG.slate,
    () =>
      r(136, 118, 44, 40, C.red, 6) +
      r(300, 118, 44, 40, C.grey, 6) +
      r(100, 150, 280, 40, C.slate, 10) +
      r(108, 180, 264, 184, C.ink, 16) +
      r(148, 226, 184, 96, C.yellow, 12) +
      p('M252 236 L212 280 H240 L228 314 L270 266 H242Z', C.ink) +
      s('M148 104 V80 M136 92 H160 M308 92 H332', C.ink, 6),
  ],
  'oil-can': [
    BG.yellow,
    () =>
      r(164, 96, 48, 44, C.ink, 8) +
      s('M252 150 V118 H330 V200', C.ink, 18) +
      r(150, 136, 200, 240, C.ink, 20) +
      r(172, 206, 156, 120, C.yellow, 12) +
      p('M250 226 C226 256 226 290 250 300 C274 290 274 256 250 226Z', C.ink),
  ],
  spanner: [
    BG.slate,
    (bg) =>
      g(
        'rotate(40 240 240)',
        r(222, 150, 36, 240, C.slate, 16) +
          c(240, 124, 56, C.slate) +
          r(224, 56, 32, 70, bg) +
          c(240, 396, 34, C.slate) +
          c(240, 396, 16, bg),
      ) +
      p('M140 330 L164 316 L188 330 V358 L164 372 L140 358Z', C.amber) +
      c(164, 344, 10, bg),
  ],
  'steering-wheel': [
    BG.amber,
    () =>
      c(240, 240, 130, 'none', `stroke="${C.ink}" stroke-width="34"`) +
      c(240, 240, 130, 'none', `stroke="${C.brown}" stroke-width="26"`) +
      c(240, 240, 130, 'none', `stroke="${C.tan}" stroke-width="3" stroke-dasharray="10 8"`) +
      r(120, 226, 240, 30, C.ink, 10) +
      r(226, 240, 28, 120, C.ink, 10) +
      c(240, 242, 44, C.slate) +
      c(240, 242, 16, C.grey),
  ],
  car: [
    BG.rose,
    () =>
      p(
        'M76 306 V254 Q76 232 98 228 L160 218 L204 160 Q212 150 226 150 H312 Q326 150 334 162 L374 220 Q404 226 404 256 V306Z',
        C.red,
      ) +
      p('M214 170 H262 V216 H180Z', C.lblue) +
      p('M278 170 H318 L346 216 H278Z', C.lblue) +
      r(392, 246, 14, 16, C.yellow, 4) +
      r(74, 250, 12, 16, C.amber, 4) +
      s('M262 236 H282', C.dred, 6) +
      c(150, 308, 40, C.ink) +
      c(150, 308, 17, C.grey) +
      c(330, 308, 40, C.ink) +
      c(330, 308, 17, C.grey),
  ],
  tyre: [
    BG.slate,
    () =>
      c(240, 240, 144, C.ink) +
      range(18)
        .map((i) => g(`rotate(${i * 20} 240 240)`, r(230, 96, 20, 22, C.slate, 3)))
        .join('') +
      c(240, 240, 84, C.slate) +
      c(240, 240, 66, C.grey) +
      range(5)
        .map((i) => g(`rotate(${i * 72} 240 240)`, c(240, 200, 9, C.slate)))
        .join('') +
      c(240, 240, 18, C.slate),
  ],
  extinguisher: [
    BG.rose,
    () =>
      s('M262 116 C350 120 356 250 320 306', C.ink, 14) +
      p('M206 112 H290 L304 92 H222Z', C.ink) +
      r(220, 108, 40, 48, C.ink, 4) +
      r(176, 150, 128, 234, C.red, 44) +
      r(192, 170, 20, 150, C.white, 10, 'opacity="0.4"') +
      r(196, 226, 88, 80, C.white, 10) +
      p('M240 244 C224 262 226 286 240 292 C254 286 256 262 240 244Z', C.orange),
  ],
  'warning-triangle': [
    BG.orange,
    () =>
      p('M240 84 L400 356 H80Z', C.red, 'stroke-linejoin="round"') +
      p('M240 150 L340 324 H140Z', C.white) +
      p('M240 190 L306 304 H174Z', C.red, 'opacity="0.25"') +
      s('M130 356 L110 390 M350 356 L370 390', C.ink, 10),
  ],
  // Toys & Games
  blocks: [
    BG.yellow,
    () =>
      r(116, 262, 116, 116, C.red, 16) +
      c(174, 320, 30, C.white) +
      r(248, 262, 116, 116, C.blue, 16) +
      p('M306 288 L340 350 H272Z', C.white) +
      r(182, 142, 116, 116, C.green, 16) +
      r(214, 174, 52, 52, C.white, 6),
  ],
  puzzle: [
    BG.green,
    () =>
      p(
        'M140 160 H210 A30 30 0 1 1 270 160 H340 V226 A30 30 0 1 1 340 286 V350 H270 A30 30 0 1 0 210 350 H140 V286 A30 30 0 1 0 140 226Z',
        C.green,
      ) + p('M160 180 H196 V214 H160Z', C.lgreen),
  ],
  'toy-car': [
    BG.yellow,
    () =>
      s('M330 160 L350 90', C.ink, 6) +
      c(350, 88, 9, C.red) +
      r(86, 160, 308, 140, C.yellow, 28) +
      r(86, 250, 308, 22, C.green) +
      r(86, 272, 308, 16, C.red) +
      range(4)
        .map((i) => r(104 + i * 64, 178, 50, 52, C.lblue, 8))
        .join('') +
      r(360, 178, 22, 52, C.lblue, 6) +
      c(150, 304, 36, C.ink) +
      c(150, 304, 14, C.grey) +
      c(330, 304, 36, C.ink) +
      c(330, 304, 14, C.grey),
  ],
  teddy: [
    BG.amber,
    () =>
      c(182, 116, 30, C.wood) +
      c(298, 116, 30, C.wood) +
      c(182, 116, 15, C.tan) +
      c(298, 116, 15, C.tan) +
      e(240, 304, 90, 84, C.wood) +
      e(240, 316, 52, 50, C.tan) +
      c(146, 280, 30, C.wood) +
      c(334, 280, 30, C.wood) +
      c(180, 372, 34, C.wood) +
      c(300, 372, 34, C.wood) +
      c(240, 172, 74, C.wood) +
      e(240, 196, 32, 24, C.tan) +
      e(240, 186, 12, 9, C.ink) +
      c(212, 156, 8, C.ink) +
      c(268, 156, 8, C.ink) +
      s('M240 196 V206 M228 208 Q240 216 252 208', C.ink, 4),
  ],
  kite: [
    BG.sky,
    () =>
      s('M240 330 Q200 370 240 400 Q280 430 250 460', C.ink, 4) +
      p('M232 372 L214 360 L216 384Z M246 420 L266 410 L262 432Z', C.yellow) +
      p('M240 80 L340 200 L240 200Z', C.red) +
      p('M240 80 L140 200 L240 200Z', C.yellow) +
      p('M140 200 L240 200 L240 330Z', C.blue) +
      p('M340 200 L240 200 L240 330Z', C.green) +
      s('M240 80 V330 M140 200 H340', C.ink, 4),
  ],
  // Food & Beverages
  tea: [
    BG.lime,
    () =>
      s('M216 150 Q200 120 216 94 M256 150 Q240 120 256 94', C.grey, 7) +
      e(240, 356, 124, 18, C.grey) +
      s('M330 236 Q380 236 376 276 Q372 312 322 306', C.white, 16) +
      p('M144 214 H336 V282 Q336 350 272 350 H208 Q144 350 144 282Z', C.white) +
      e(240, 216, 92, 12, C.brown) +
      s('M290 216 L312 150', C.grey, 3) +
      r(302, 124, 30, 30, C.green, 4) +
      p('M120 130 C120 90 160 70 196 76 C196 116 160 136 120 130Z', C.green) +
      s('M124 126 L180 84', C.dgreen, 4),
  ],
  coffee: [
    BG.amber,
    () =>
      p('M160 140 H320 L338 378 H142Z', C.dbrown) +
      r(156, 112, 168, 36, '#451a03', 6) +
      s('M172 130 H308', C.dbrown, 4) +
      c(240, 262, 58, C.cream) +
      e(240, 262, 24, 36, C.brown, 'transform="rotate(20 240 262)"') +
      s('M232 230 Q252 262 240 294', C.cream, 4),
  ],
  nuts: [
    BG.amber,
    () =>
      range(11)
        .map((i) => {
          const x = 160 + (i % 6) * 32 + (i >= 6 ? 16 : 0)
          const y = i >= 6 ? 214 : 244
          return e(x, y, 26, 19, i % 2 ? C.tan : '#c08a50')
        })
        .join('') +
      e(240, 196, 24, 18, C.tan) +
      p('M112 256 H368 Q356 374 240 374 Q124 374 112 256Z', C.wood) +
      s('M140 286 Q240 306 340 286', C.amber, 5),
  ],
  'flour-bag': [
    BG.yellow,
    () =>
      p(
        'M164 140 Q152 122 176 116 H304 Q328 122 316 140 L342 360 Q344 382 320 382 H160 Q136 382 138 360Z',
        C.cream,
        `stroke="${C.tan}" stroke-width="5"`,
      ) +
      r(188, 100, 104, 24, C.wood, 10) +
      p('M240 330 C200 300 190 250 200 220 C220 250 236 290 240 330Z', C.green) +
      p('M240 330 C280 300 290 250 280 220 C260 250 244 290 240 330Z', C.dgreen) +
      e(240, 236, 28, 64, C.amber) +
      range(5)
        .map((i) => s(`M${218 + (i % 2) * 10} ${196 + i * 16} H${262 - (i % 2) * 10}`, C.wood, 3))
        .join(''),
  ],
  spice: [
    BG.rose,
    () =>
      p('M168 132 H312 L324 374 H156Z', C.red) +
      r(168, 126, 144, 22, C.dred, 4) +
      c(240, 256, 56, C.amber) +
      range(9)
        .map((i) => c(214 + (i % 3) * 26, 232 + Math.floor(i / 3) * 24, 5, C.dbrown))
        .join(''),
  ],
  snack: [
    BG.orange,
    () =>
      p(
        'M148 118 H332 L322 146 L332 174 L322 202 V330 L332 352 L322 382 H158 L148 352 L158 330 V202 L148 174 L158 146Z',
        C.orange,
      ) +
      r(158, 118, 164, 20, '#ea580c') +
      r(158, 362, 164, 20, '#ea580c') +
      e(240, 256, 70, 62, C.white) +
      e(222, 250, 30, 22, C.yellow, 'transform="rotate(-20 222 250)"') +
      e(258, 266, 30, 22, '#fde047', 'transform="rotate(15 258 266)"'),
  ],
  drink: [
    BG.sky,
    () =>
      r(214, 90, 52, 32, C.blue, 8) +
      p('M220 120 H260 L290 170 V372 Q290 384 278 384 H202 Q190 384 190 372 V170Z', '#7dd3fc') +
      r(190, 236, 100, 70, C.white) +
      p('M240 246 C226 264 226 286 240 292 C254 286 254 264 240 246Z', C.blue) +
      r(204, 180, 16, 44, C.white, 8, 'opacity="0.6"') +
      r(300, 220, 70, 160, C.orange, 8) +
      p('M300 220 L318 190 H352 L370 220Z', '#ea580c') +
      r(312, 270, 46, 50, C.yellow, 6),
  ],
  // Office Supplies
  chair: [
    BG.slate,
    () =>
      r(176, 96, 128, 150, C.slate, 30) +
      range(4)
        .map((i) => s(`M${196 + i * 29} 116 V226`, C.grey, 3))
        .join('') +
      r(228, 240, 24, 84, C.grey) +
      r(150, 236, 180, 40, C.ink, 16) +
      s('M140 236 V196 H176 M340 236 V196 H304', C.ink, 10) +
      s('M240 330 L160 356 M240 330 L320 356 M240 330 V372', C.ink, 10) +
      c(160, 364, 12, C.slate) +
      c(320, 364, 12, C.slate) +
      c(240, 380, 12, C.slate),
  ],
  printer: [
    BG.sky,
    () =>
      r(170, 96, 140, 80, C.white, 4, `stroke="${C.grey}" stroke-width="3"`) +
      r(128, 156, 224, 40, C.ink, 12) +
      r(100, 186, 280, 130, C.slate, 18) +
      c(340, 220, 8, C.lgreen) +
      r(150, 290, 180, 20, C.ink, 6) +
      r(164, 300, 152, 84, C.white, 4, `stroke="${C.grey}" stroke-width="3"`) +
      s('M184 326 H296 M184 346 H266', C.lblue, 6),
  ],
  paper: [
    BG.blue,
    () =>
      r(136, 170, 208, 210, C.white, 8, `stroke="${C.grey}" stroke-width="4"`) +
      s('M140 190 H340 M140 206 H340', C.light, 4) +
      r(136, 244, 208, 80, C.blue, 4) +
      r(176, 266, 128, 36, C.white, 6) +
      g(
        'rotate(-12 240 140)',
        r(168, 90, 150, 110, C.white, 4, `stroke="${C.grey}" stroke-width="4"`) +
          s('M188 120 H296 M188 144 H296 M188 168 H260', C.lblue, 5),
      ),
  ],
  stapler: [
    BG.rose,
    () =>
      r(100, 306, 280, 34, C.ink, 12) +
      p('M104 306 L118 236 Q126 212 156 212 H362 Q382 212 378 236 L370 294 Q368 306 356 306Z', C.red) +
      s('M150 236 H350', C.white, 5) +
      c(128, 306, 18, C.slate) +
      s('M300 350 h30 v12 h-30 M336 350 h30 v12 h-30', C.grey, 4),
  ],
  pen: [
    BG.yellow,
    () =>
      g(
        'rotate(40 240 240)',
        r(220, 70, 40, 270, C.blue, 12) +
          r(254, 84, 10, 80, C.grey, 5) +
          p('M220 336 H260 L240 392Z', C.cream) +
          p('M232 372 H248 L240 396Z', C.ink),
      ) +
      g(
        'rotate(-20 240 240)',
        r(150, 110, 36, 230, C.amber, 10) +
          r(146, 100, 44, 50, C.ink, 8) +
          p('M150 336 H186 L176 372 H160Z', C.yellow),
      ),
  ],
  whiteboard: [
    BG.sky,
    () =>
      s('M150 300 L120 392 M330 300 L360 392', C.slate, 12) +
      r(90, 100, 300, 200, C.white, 10, `stroke="${C.slate}" stroke-width="12"`) +
      s('M130 160 Q160 130 190 160 T250 160 M130 210 H300 M130 246 H240', C.blue, 7) +
      s('M300 170 L340 230', C.red, 7) +
      r(150, 300, 180, 12, C.grey, 4),
  ],
  calculator: [
    BG.lime,
    () =>
      r(150, 84, 180, 308, C.ink, 22) +
      r(170, 104, 140, 66, '#bbf7d0', 8) +
      range(16)
        .map((i) =>
          r(170 + (i % 4) * 36, 190 + Math.floor(i / 4) * 48, 28, 36, i % 4 === 3 ? C.orange : C.slate, 6),
        )
        .join(''),
  ],
  cabinet: [
    BG.slate,
    () =>
      r(148, 76, 184, 310, C.slate, 12) +
      range(4)
        .map((i) => r(162, 90 + i * 74, 156, 64, C.grey, 6) + r(218, 112 + i * 74, 44, 12, C.ink, 6))
        .join(''),
  ],
  projector: [
    BG.purple,
    () =>
      p('M130 234 L30 150 V360 L130 290Z', '#fde047', 'opacity="0.45"') +
      r(110, 190, 270, 130, C.light, 22, `stroke="${C.grey}" stroke-width="5"`) +
      c(176, 256, 50, C.ink) +
      c(176, 256, 30, C.sky) +
      c(166, 246, 8, C.white) +
      range(4)
        .map((i) => s(`M${260 + i * 26} 226 V290`, C.grey, 6))
        .join('') +
      r(132, 318, 24, 20, C.ink, 4) +
      r(334, 318, 24, 20, C.ink, 4),
  ],
  bin: [
    BG.slate,
    () =>
      p('M152 140 H328 L306 382 H174Z', C.slate) +
      range(5)
        .map((i) => s(`M${180 + i * 30} 150 L${186 + i * 26} 372`, C.grey, 5))
        .join('') +
      s('M160 220 H320 M166 300 H314', C.grey, 5) +
      r(136, 126, 208, 24, C.ink, 10),
  ],
}

/** Small pieces used only in the providers' banners (same canvas). */
const extras = {
  droplet: () =>
    p('M240 90 C180 180 150 240 150 290 A90 90 0 0 0 330 290 C330 240 300 180 240 90Z', C.sky) +
    e(206, 290, 16, 34, C.white, 'opacity="0.5"'),
  pipe: () =>
    s('M90 200 H260 Q300 200 300 240 V380', C.grey, 56) +
    r(240, 160, 34, 80, C.slate, 6) +
    r(270, 300, 60, 34, C.slate, 6) +
    c(300, 400, 14, C.sky),
  hammer: () =>
    g(
      'rotate(-35 240 240)',
      r(226, 170, 28, 230, C.wood, 10) + r(150, 96, 180, 76, C.slate, 12) + r(150, 96, 40, 76, C.ink, 8),
    ),
  'paint-roller': () =>
    r(110, 100, 230, 84, C.orange, 20) +
    s('M340 140 H372 V230 H240 V280', C.slate, 12) +
    r(226, 276, 28, 120, C.ink, 10),
  bucket: () =>
    s('M150 190 Q240 80 330 190', C.slate, 10) +
    p('M140 190 H340 L316 384 H164Z', C.blue) +
    e(240, 190, 100, 20, C.dblue) +
    c(210, 160, 22, C.white, 'opacity="0.9"') +
    c(252, 146, 16, C.white, 'opacity="0.9"') +
    c(284, 166, 20, C.white, 'opacity="0.9"'),
  sparkles: () =>
    p('M240 80 Q252 208 380 240 Q252 272 240 400 Q228 272 100 240 Q228 208 240 80Z', C.amber) +
    p('M370 80 Q374 120 410 126 Q374 132 370 170 Q366 132 330 126 Q366 120 370 80Z', C.yellow),
  bolt: () =>
    p(
      'M276 70 L150 270 H232 L196 410 L330 196 H246Z',
      C.yellow,
      `stroke="${C.amber}" stroke-width="8" stroke-linejoin="round"`,
    ),
  scissors: () =>
    s('M170 90 L290 320 M310 90 L190 320', C.slate, 18) +
    c(170, 360, 44, 'none', `stroke="${C.pink}" stroke-width="18"`) +
    c(310, 360, 44, 'none', `stroke="${C.pink}" stroke-width="18"`) +
    c(240, 214, 10, C.ink),
  tooth: () =>
    p(
      'M150 130 Q150 90 196 96 Q240 104 284 96 Q330 90 330 130 Q334 220 300 290 Q286 380 262 380 Q244 380 240 300 Q236 380 218 380 Q194 380 180 290 Q146 220 150 130Z',
      C.white,
      `stroke="${C.lblue}" stroke-width="8"`,
    ) + s('M186 140 Q200 124 220 130', C.lblue, 8),
  stethoscope: () =>
    s('M170 80 V200 Q170 280 240 280 Q310 280 310 200 V80', C.slate, 16) +
    s('M240 280 V330 Q240 390 300 390 Q350 390 350 330 V300', C.slate, 16) +
    c(350, 280, 34, C.grey) +
    c(350, 280, 16, C.slate) +
    c(170, 80, 14, C.ink) +
    c(310, 80, 14, C.ink),
  heart: () =>
    p(
      'M240 380 C120 300 90 230 110 170 C130 110 210 100 240 170 C270 100 350 110 370 170 C390 230 360 300 240 380Z',
      C.red,
    ),
  house: () =>
    p('M240 90 L400 230 H360 V380 H120 V230 H80Z', C.orange) +
    p('M240 90 L410 240 L390 262 L240 130 L90 262 L70 240Z', C.dred) +
    r(210, 290, 60, 90, C.dbrown, 6) +
    r(146, 260, 48, 48, C.lblue, 4) +
    r(286, 260, 48, 48, C.lblue, 4),
  key: () =>
    c(170, 200, 70, C.amber) +
    c(170, 200, 26, BG.amber) +
    r(224, 186, 180, 28, C.amber, 10) +
    r(340, 210, 24, 50, C.amber, 4) +
    r(376, 210, 24, 36, C.amber, 4),
  shield: () =>
    p('M240 80 L370 130 V230 Q370 340 240 400 Q110 340 110 230 V130Z', C.blue) +
    s('M184 240 L228 284 L304 196', C.white, 22),
  umbrella: () =>
    p(
      'M80 240 Q80 100 240 100 Q400 100 400 240 Q373 214 347 240 Q320 214 293 240 Q267 214 240 240 Q213 214 187 240 Q160 214 133 240 Q107 214 80 240Z',
      C.green,
    ) + s('M240 100 V360 Q240 396 206 396 Q180 396 180 370', C.ink, 12),
  building: () =>
    r(140, 80, 200, 310, C.slate, 8) +
    range(15)
      .map((i) => r(166 + (i % 3) * 54, 104 + Math.floor(i / 3) * 52, 40, 34, C.lblue, 4))
      .join('') +
    r(214, 350, 52, 40, C.ink, 4),
  motorbike: () =>
    c(130, 310, 60, 'none', `stroke="${C.ink}" stroke-width="18"`) +
    c(350, 310, 60, 'none', `stroke="${C.ink}" stroke-width="18"`) +
    p('M130 310 L190 230 H300 L350 310 H280 L250 270 H200Z', C.red) +
    r(180, 206, 90, 28, C.ink, 12) +
    s('M300 230 L330 170 H360', C.slate, 12) +
    r(210, 260, 60, 40, C.slate, 8),
  lorry: () =>
    r(60, 130, 240, 190, C.blue, 10) +
    p('M300 190 H370 L416 250 V320 H300Z', C.amber) +
    p('M316 204 H364 L396 248 H316Z', C.lblue) +
    c(130, 330, 34, C.ink) +
    c(130, 330, 14, C.grey) +
    c(360, 330, 34, C.ink) +
    c(360, 330, 14, C.grey) +
    r(90, 170, 90, 14, C.white, 6, 'opacity="0.6"'),
  box: () =>
    r(110, 170, 260, 210, C.tan, 8) +
    p('M110 170 L150 110 H330 L370 170Z', '#e0b88a') +
    r(220, 110, 40, 120, '#c08a50') +
    s('M140 330 H200 M140 350 H180', C.dbrown, 6),
  gear: () =>
    range(8)
      .map((i) => g(`rotate(${i * 45} 240 240)`, r(216, 90, 48, 60, C.slate, 8)))
      .join('') +
    c(240, 240, 120, C.slate) +
    c(240, 240, 50, C.light),
  balloons: () =>
    s('M170 250 Q190 320 240 400 M310 230 Q290 320 240 400 M240 200 V400', C.slate, 4) +
    e(170, 180, 62, 76, C.red) +
    e(310, 170, 62, 76, C.blue) +
    e(240, 140, 62, 76, C.yellow) +
    e(222, 112, 12, 20, C.white, 'opacity="0.5"'),
  microphone: () =>
    r(196, 80, 88, 150, C.slate, 44) +
    range(4)
      .map((i) => s(`M200 ${112 + i * 24} H280`, C.grey, 4))
      .join('') +
    s('M160 190 Q160 290 240 290 Q320 290 320 190 M240 290 V370 M190 380 H290', C.ink, 14),
  'music-note': () =>
    s('M200 320 V110 L350 80 V290', C.purple, 18) +
    e(170, 330, 46, 36, C.purple) +
    e(320, 300, 46, 36, C.purple) +
    s('M200 150 L350 120', C.purple, 26),
  suitcase: () =>
    s('M200 150 V110 H280 V150', C.ink, 14) +
    r(110, 150, 260, 220, C.teal, 20) +
    s('M180 150 V370 M300 150 V370', '#0f766e', 14) +
    c(150, 384, 12, C.ink) +
    c(330, 384, 12, C.ink),
}

/** Trades of the demo providers: [background, three pieces left to right]. */
const trades = {
  plumbing: [BG.sky, ['pipe', 'spanner', 'droplet']],
  cleaning: [BG.teal, ['cosmetic-bottle', 'bucket', 'sparkles']],
  electrical: [BG.yellow, ['light-bulb', 'bolt', 'solar-panel']],
  beauty: [BG.pink, ['scissors', 'hair-dryer', 'perfume']],
  'auto-repair': [BG.slate, ['tyre', 'car', 'spanner']],
  tutoring: [BG.purple, ['pen', 'book', 'calculator']],
  moving: [BG.amber, ['box', 'lorry', 'box']],
  gardening: [BG.lime, ['garden-tool', 'plant', 'watering-can']],
  'it-support': [BG.blue, ['phone', 'laptop', 'gear']],
  'home-repairs': [BG.orange, ['hammer', 'house', 'paint-roller']],
  'home-care': [BG.rose, ['kettle', 'house', 'heart']],
  medical: [BG.teal, ['heart', 'stethoscope', 'first-aid']],
  dentistry: [BG.sky, ['toothbrush', 'tooth', 'sparkles']],
  physiotherapy: [BG.green, ['heart', 'dumbbell', 'stethoscope']],
  'motor-insurance': [BG.blue, ['umbrella', 'shield', 'car']],
  insurance: [BG.sky, ['umbrella', 'shield', 'heart']],
  'business-insurance': [BG.slate, ['building', 'shield', 'paper']],
  'real-estate': [BG.amber, ['key', 'house', 'house']],
  'commercial-property': [BG.slate, ['key', 'building', 'building']],
  taxi: [BG.yellow, ['phone', 'car', 'key']],
  boda: [BG.orange, ['helmet', 'motorbike', 'box']],
  'long-distance': [BG.green, ['suitcase', 'car', 'plant']],
  events: [BG.pink, ['music-note', 'balloons', 'heart']],
  'sound-stage': [BG.purple, ['microphone', 'speaker', 'music-note']],
}

/** Event pictures per event type (the stored slugs): designs of [background, three pieces left to right]. */
const eventDesigns = {
  concert: [
    [BG.purple, ['music-note', 'microphone', 'speaker']],
    [BG.pink, ['headphones', 'microphone', 'music-note']],
  ],
  workshop: [
    [BG.amber, ['notebook', 'laptop', 'pen']],
    [BG.lime, ['hammer', 'paint-roller', 'gear']],
  ],
  conference: [
    [BG.blue, ['paper', 'projector', 'whiteboard']],
    [BG.slate, ['chair', 'projector', 'laptop']],
  ],
  festival: [
    [BG.orange, ['drink', 'balloons', 'music-note']],
    [BG.yellow, ['beads', 'balloons', 'fabric']],
  ],
  sports: [
    [BG.green, ['shoe', 'ball', 'dumbbell']],
    [BG.sky, ['helmet', 'bicycle', 'racket']],
  ],
  art_exhibit: [
    [BG.rose, ['beads', 'paint-roller', 'sparkles']],
    [BG.purple, ['camera', 'lamp', 'fabric']],
  ],
  networking: [
    [BG.teal, ['coffee', 'building', 'phone']],
    [BG.sky, ['tea', 'laptop', 'coffee']],
  ],
  charity: [
    [BG.rose, ['box', 'heart', 'house']],
    [BG.green, ['watering-can', 'heart', 'plant']],
  ],
  online: [
    [BG.blue, ['phone', 'laptop', 'headphones']],
    [BG.purple, ['router', 'laptop', 'tablet']],
  ],
}

const glow = `<defs><radialGradient id="glow" cx="50%" cy="42%" r="55%"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`

function productSvg(type) {
  const [bg, draw] = items[type]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">${glow}${r(0, 0, 480, 480, bg)}${r(0, 0, 480, 480, 'url(#glow)')}${e(240, 392, 150, 16, '#000', 'opacity="0.07"')}${draw(bg)}</svg>`
}

function bannerSvg(trade) {
  const [bg, pieces] = trades[trade]
  const drawOf = (name) => (items[name] ? items[name][1] : extras[name])
  // The round profile picture covers the bottom left, the badges the top left: pieces sit right of centre.
  const placed = pieces
    .map((name, index) => {
      const scale = index === 1 ? 0.34 : 0.26
      const size = 480 * scale
      const cx = [232, 330, 428][index]
      const cy = index === 1 ? 80 : 88
      return g(`translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})`, drawOf(name)(bg))
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">${r(0, 0, 480, 160, bg)}${c(60, 30, 70, '#fff', 'opacity="0.35"')}${c(330, 190, 120, '#fff', 'opacity="0.35"')}${e(330, 148, 150, 6, '#000', 'opacity="0.06"')}${placed}</svg>`
}

/** A 16:9 event picture: three pieces across the middle, the middle one larger, on soft circles. */
function eventSvg([bg, pieces]) {
  const drawOf = (name) => (items[name] ? items[name][1] : extras[name])
  const placed = pieces
    .map((name, index) => {
      const scale = index === 1 ? 0.5 : 0.34
      const size = 480 * scale
      const cx = [110, 240, 370][index]
      const cy = index === 1 ? 128 : 146
      return g(`translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})`, drawOf(name)(bg))
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">${r(0, 0, 480, 270, bg)}${c(70, 40, 90, '#fff', 'opacity="0.35"')}${c(420, 250, 130, '#fff', 'opacity="0.35"')}${e(240, 236, 190, 10, '#000', 'opacity="0.06"')}${placed}</svg>`
}

/** Flat drawings keep clean edges at modest quality; the banners, many to a screen, a little lower still. */
async function render(svg, width, baseWidth, file, quality = 72) {
  const webp = await sharp(Buffer.from(svg), { density: (72 * width) / baseWidth })
    .resize(width)
    .webp({ quality, effort: 6, smartSubsample: true })
    .toBuffer()
  writeFileSync(file, webp)
  return webp
}

async function drawEvents() {
  const eventsDir = join(assets, 'events')
  rmSync(eventsDir, { recursive: true, force: true })
  mkdirSync(eventsDir, { recursive: true })
  const sheet = []
  for (const [type, designs] of Object.entries(eventDesigns)) {
    for (const [index, design] of designs.entries()) {
      const name = `${type.replace('_', '-')}-${index + 1}`
      for (const width of EVENT_WIDTHS)
        await render(eventSvg(design), width, 480, join(eventsDir, `${name}-${width}.webp`), 64)
      sheet.push({ name, file: join(eventsDir, `${name}-720.webp`), w: 480, h: 270 })
    }
  }
  console.log(`${readdirSync(eventsDir).length} event pictures`)
  return sheet
}

async function main() {
  if (process.argv.includes('--events-only')) {
    await drawEvents()
    return
  }
  const productsDir = join(assets, 'products')
  const providersDir = join(assets, 'providers')
  for (const dir of [productsDir, providersDir]) {
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
  }
  const sheet = []
  for (const type of Object.keys(items)) {
    for (const width of PRODUCT_WIDTHS)
      await render(productSvg(type), width, 480, join(productsDir, `${type}-${width}.webp`))
    sheet.push({ name: type, file: join(productsDir, `${type}-240.webp`), w: 240, h: 240 })
  }
  for (const trade of Object.keys(trades)) {
    for (const width of BANNER_WIDTHS)
      await render(bannerSvg(trade), width, 480, join(providersDir, `${trade}-${width}.webp`), 62)
    sheet.push({ name: trade, file: join(providersDir, `${trade}-720.webp`), w: 480, h: 160 })
  }
  const total = (dir) => readdirSync(dir).length
  console.log(`${total(productsDir)} product pictures, ${total(providersDir)} provider banners`)
  await drawEvents()
  if (process.argv.includes('--sheet')) {
    const columns = 8
    const tiles = sheet.filter((tile) => tile.w === 240)
    const banners = sheet.filter((tile) => tile.w === 480)
    const rows = Math.ceil(tiles.length / columns)
    const bannerRows = Math.ceil(banners.length / 4)
    await sharp({
      create: {
        width: columns * 240,
        height: rows * 240 + bannerRows * 160,
        channels: 3,
        background: '#fff',
      },
    })
      .composite([
        ...tiles.map((tile, i) => ({
          input: tile.file,
          left: (i % columns) * 240,
          top: Math.floor(i / columns) * 240,
        })),
        ...(await Promise.all(banners.map((tile) => sharp(tile.file).resize(480).toBuffer()))).map(
          (input, i) => ({
            input,
            left: (i % 4) * 480,
            top: rows * 240 + Math.floor(i / 4) * 160,
          }),
        ),
      ])
      .png()
      .toFile('/tmp/demo-pictures-sheet.png')
    console.log('contact sheet: /tmp/demo-pictures-sheet.png')
  }
}

export { assets, C, BG, r, c, e, p, s, g, range, glow, render }

// Run, not imported (scripts/food-pictures.mjs borrows the palette and helpers).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
