// `node scripts/property-pictures.mjs`: draws the real-estate demo pictures (issue 16) in the style, palette and
// helpers of scripts/demo-pictures.mjs (flat illustrations) and renders them to WebP with sharp, into the assets
// the server serves under /demo/:
//   properties/<design>-480.webp and -960.webp (4:3): outsides under a Nairobi sky (an apartment block with a
//   jacaranda, a bungalow behind its bougainvillea, a villa with a pool, a plot with its fence...), the coast, and
//   insides (a living room, a kitchen, a bedroom...)
// Which listing gets which pictures: apps/server/src/db/seed/data/real-estate.ts. The output is committed; rerun
// this only to change the drawings. `--sheet` also writes a contact sheet to /tmp/property-pictures-sheet.png.
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { assets, C, c, e, g, p, r, range, render, s } from './demo-pictures.mjs'

// DEMO_PROPERTY_WIDTHS in packages/shared/src/common/demo-pictures.ts.
const PROPERTY_WIDTHS = [480, 960]
const W = 480
const H = 360

// Building and garden colours, beside the palette's.
const K = {
  wall: '#fef7ed',
  white: '#f8fafc',
  sand: '#f5e6c8',
  ochre: '#e7b76a',
  terracotta: '#c2410c',
  tile: '#b45309',
  dtile: '#8a3a0a',
  roof: '#475569',
  stone: '#d6d3d1',
  dstone: '#a8a29e',
  grass: '#86efac',
  lawn: '#4ade80',
  leaf: '#22c55e',
  dleaf: '#15803d',
  olive: '#4d7c0f',
  lolive: '#65a30d',
  trunk: '#57534e',
  jacaranda: '#8b5cf6',
  ljacaranda: '#a78bfa',
  bougainvillea: '#db2777',
  lbougainvillea: '#f472b6',
  murram: '#c46a3a',
  lmurram: '#d98b5a',
  tarmac: '#64748b',
  floor: '#d6a36b',
  dfloor: '#b7834c',
  sofa: '#0f766e',
  frame: '#ffffff',
}

const defs = `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#60a5fa"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient>
<linearGradient id="warm" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fb923c"/><stop offset="0.6" stop-color="#fde68a"/><stop offset="1" stop-color="#fef9c3"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dbeafe"/><stop offset="1" stop-color="#60a5fa"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0284c7"/><stop offset="1" stop-color="#5eead4"/></linearGradient>
<linearGradient id="pool" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#67e8f9"/><stop offset="1" stop-color="#0891b2"/></linearGradient>
</defs>`

// ---------------------------------------------------------------------------------------------------------------
// Outdoors

const sun = (x, y) => c(x, y, 36, '#fde68a', 'opacity="0.55"') + c(x, y, 22, '#fcd34d')
const cloud = (x, y, k = 1) =>
  g(
    `translate(${x} ${y}) scale(${k})`,
    e(0, 0, 36, 13, '#fff', 'opacity="0.92"') +
      e(20, -9, 24, 14, '#fff', 'opacity="0.92"') +
      e(-18, -5, 19, 11, '#fff', 'opacity="0.92"'),
  )
/** A day sky with the sun and a few clouds; `warm` is a late-afternoon one. */
const sky = (warm = false, sunX = 400) =>
  r(0, 0, W, H, warm ? 'url(#warm)' : 'url(#sky)') +
  sun(sunX, warm ? 120 : 58) +
  cloud(90, 52, 1) +
  cloud(250, 36, 0.7) +
  (warm ? '' : cloud(430, 110, 0.6))
/** The Ngong hills far off: two soft ridges above `y`. */
const hills = (y = 230) =>
  p(
    `M0 ${y} Q50 ${y - 34} 100 ${y - 22} T200 ${y - 30} T300 ${y - 14} T400 ${y - 36} T480 ${y - 18} V${y + 40} H0Z`,
    '#93c5b4',
    'opacity="0.8"',
  ) +
  p(
    `M0 ${y + 10} Q80 ${y - 10} 160 ${y + 4} T320 ${y - 4} T480 ${y + 8} V${y + 40} H0Z`,
    '#6fb59a',
    'opacity="0.9"',
  )
const ground = (y, fill = K.grass) => r(0, y, W, H - y, fill)
/** A flat-topped acacia standing at (x, y). */
const acacia = (x, y, k = 1) =>
  g(
    `translate(${x} ${y}) scale(${k})`,
    s('M0 0 L-3 -46 L-30 -70 M-3 -46 L22 -74 M-10 -56 L-4 -76', K.trunk, 6) +
      e(-4, -80, 64, 13, K.olive) +
      e(-12, -88, 46, 10, K.lolive) +
      e(16, -84, 30, 8, K.lolive),
  )
/** A jacaranda in bloom. */
const jacaranda = (x, y, k = 1) =>
  g(
    `translate(${x} ${y}) scale(${k})`,
    s('M0 0 V-52 M0 -40 L-18 -62 M0 -44 L16 -66', K.trunk, 8) +
      c(0, -84, 36, K.jacaranda) +
      c(-28, -68, 26, K.ljacaranda) +
      c(28, -70, 27, K.ljacaranda) +
      c(6, -108, 24, '#c4b5fd') +
      c(-14, -96, 16, K.ljacaranda),
  )
/** A round leafy tree. */
const tree = (x, y, k = 1, dark = K.dleaf, light = K.leaf) =>
  g(
    `translate(${x} ${y}) scale(${k})`,
    r(-5, -50, 10, 50, K.trunk, 3) +
      c(0, -72, 32, dark) +
      c(-20, -58, 22, dark) +
      c(18, -60, 24, light) +
      c(4, -92, 20, light),
  )
/** A coconut palm leaning by `lean`. */
const palm = (x, y, k = 1, lean = 20) => {
  const tx = lean
  const ty = -120
  const fronds = [-170, -140, -105, -70, -35, -8]
    .map((deg) => {
      const a = (deg * Math.PI) / 180
      const ex = tx + Math.cos(a) * 62
      const ey = ty + Math.sin(a) * 40 + 30
      const cx = tx + Math.cos(a) * 34
      const cy = ty + Math.sin(a) * 34 - 16
      return (
        s(`M${tx} ${ty} Q${cx} ${cy} ${ex} ${ey}`, K.dleaf, 10) +
        s(`M${tx} ${ty} Q${cx} ${cy} ${ex} ${ey}`, K.leaf, 4)
      )
    })
    .join('')
  return g(
    `translate(${x} ${y}) scale(${k})`,
    s(`M0 0 Q${lean * 0.2} -70 ${tx} ${ty}`, '#a16207', 10) +
      s(`M0 0 Q${lean * 0.2} -70 ${tx} ${ty}`, '#ca8a04', 3) +
      fronds +
      c(tx - 5, ty + 8, 6, '#78350f') +
      c(tx + 6, ty + 7, 6, '#78350f'),
  )
}
/** A bush; with `flowers`, a bougainvillea. */
const bush = (x, y, w = 60, flowers = false) => {
  const blobs = range(Math.max(2, Math.round(w / 22)))
    .map((i) => c(x + 12 + i * 20, y - 12 - (i % 2) * 6, 16, i % 2 ? K.dleaf : K.leaf))
    .join('')
  const blooms = flowers
    ? range(Math.round(w / 10))
        .map((i) =>
          c(
            x + 6 + ((i * 37) % w),
            y - 8 - ((i * 23) % 26),
            4 + (i % 3),
            i % 2 ? K.bougainvillea : K.lbougainvillea,
          ),
        )
        .join('')
    : ''
  return blobs + blooms
}
const hedge = (x, y, w, h = 26) =>
  r(x, y - h, w, h, K.dleaf, 10) +
  range(Math.floor(w / 18))
    .map((i) => c(x + 9 + i * 18, y - h + 2, 9, K.leaf))
    .join('')
/** A window: a frame, glass and a mullion. */
const win = (x, y, w, h, frame = K.frame) =>
  r(x, y, w, h, frame, 2) +
  r(x + 3, y + 3, w - 6, h - 6, 'url(#glass)', 1) +
  r(x + w / 2 - 1.5, y + 3, 3, h - 6, frame)
/** A plastic water tank on a roof or a stand. */
const tank = (x, y, k = 1, fill = '#1e293b') =>
  g(
    `translate(${x} ${y}) scale(${k})`,
    r(-16, -34, 32, 34, fill, 6) + e(0, -34, 16, 5, '#334155') + s('M-16 -22 H16 M-16 -11 H16', '#475569', 2),
  )
const car = (x, y, fill = C.red) =>
  p(
    `M${x} ${y} V${y - 14} Q${x} ${y - 20} ${x + 8} ${y - 21} L${x + 20} ${y - 34} H${x + 56} L${x + 70} ${y - 21} Q${x + 80} ${y - 20} ${x + 80} ${y - 12} V${y}Z`,
    fill,
  ) +
  r(x + 24, y - 31, 14, 10, '#bfdbfe', 2) +
  r(x + 41, y - 31, 14, 10, '#bfdbfe', 2) +
  c(x + 18, y, 8, C.ink) +
  c(x + 62, y, 8, C.ink) +
  c(x + 18, y, 3, C.grey) +
  c(x + 62, y, 3, C.grey)
/** A perimeter wall from x to x + w with its coping, standing on y. */
const wall = (x, y, w, h = 34, fill = K.stone) =>
  r(x, y - h, w, h, fill) +
  r(x - 2, y - h - 5, w + 4, 6, K.dstone) +
  range(Math.floor(w / 40))
    .map((i) => s(`M${x + 20 + i * 40} ${y - h} V${y}`, K.dstone, 1.5))
    .join('')
const gate = (x, y, w, h = 44, fill = C.ink) =>
  r(x, y - h, w, h, fill, 2) +
  range(Math.floor(w / 10))
    .map((i) => r(x + 5 + i * 10, y - h + 5, 3, h - 10, '#475569'))
    .join('')
const door = (x, y, w = 26, h = 46, fill = C.dbrown) =>
  r(x, y - h, w, h, fill, 2) + c(x + w - 6, y - h / 2, 2.5, C.amber)
const balcony = (x, y, w) =>
  r(x, y, w, 4, '#94a3b8') +
  range(Math.floor(w / 8) + 1)
    .map((i) => r(x + i * 8, y + 4, 2, 14, '#94a3b8'))
    .join('') +
  r(x, y + 17, w, 3, '#94a3b8')

/** An outdoor scene: sky, hills, ground, then `body` (the building and its garden). */
const outdoors = (body, { warm = false, groundY = 300, groundFill = K.grass, sunX } = {}) =>
  sky(warm, sunX) + hills(groundY - 70) + ground(groundY, groundFill) + body

// ---------------------------------------------------------------------------------------------------------------
// Indoors

/** A room: a wall, a wooden floor from `floorY`, the skirting. */
const room = (wallFill, floorY = 270, floorFill = K.floor) =>
  r(0, 0, W, floorY, wallFill) +
  r(0, floorY, W, H - floorY, floorFill) +
  range(8)
    .map((i) => s(`M${i * 70 - 20} ${H} L${i * 66 + 10} ${floorY}`, K.dfloor, 2))
    .join('') +
  r(0, floorY - 6, W, 6, '#e7e5e4')
/** A window onto a garden (or a skyline with `city`). */
const roomWindow = (x, y, w, h, { city = false, curtains = false } = {}) => {
  const view = city
    ? range(6)
        .map((i) =>
          r(
            x + 6 + i * ((w - 12) / 6),
            y + h - 30 - ((i * 37) % 40),
            (w - 12) / 6 - 4,
            30 + ((i * 37) % 40),
            i % 2 ? '#94a3b8' : '#64748b',
          ),
        )
        .join('')
    : c(x + w * 0.3, y + h - 6, w * 0.22, K.leaf) +
      c(x + w * 0.72, y + h - 2, w * 0.26, K.dleaf) +
      c(x + w * 0.5, y + h + 8, w * 0.2, K.lolive)
  const drapes = curtains
    ? p(
        `M${x - 14} ${y - 8} H${x + 16} Q${x + 6} ${y + h / 2} ${x + 18} ${y + h + 10} H${x - 14}Z`,
        '#f59e0b',
      ) +
      p(
        `M${x + w + 14} ${y - 8} H${x + w - 16} Q${x + w - 6} ${y + h / 2} ${x + w - 18} ${y + h + 10} H${x + w + 14}Z`,
        '#f59e0b',
      )
    : ''
  return (
    r(x - 6, y - 6, w + 12, h + 12, K.frame, 3) +
    `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${x} ${y} ${w} ${h}">` +
    r(x, y, w, h, '#bae6fd') +
    c(x + w - 20, y + 18, 10, '#fde68a') +
    view +
    '</svg>' +
    r(x + w / 2 - 2, y, 4, h, K.frame) +
    r(x, y + h / 2 - 2, w, 4, K.frame) +
    r(x - 10, y + h + 4, w + 20, 6, '#e7e5e4', 2) +
    drapes
  )
}
const plant = (x, y, k = 1) =>
  g(
    `translate(${x} ${y}) scale(${k})`,
    p('M-16 0 L-20 -30 H20 L16 0Z', K.terracotta) +
      p('M0 -30 Q-30 -60 -24 -92 Q-6 -70 0 -30Z', K.dleaf) +
      p('M0 -30 Q28 -62 22 -96 Q4 -72 0 -30Z', K.leaf) +
      p('M0 -30 Q-6 -80 6 -110 Q14 -78 0 -30Z', K.lolive),
  )
const lamp = (x, y, k = 1) =>
  g(
    `translate(${x} ${y}) scale(${k})`,
    r(-2, -60, 4, 60, C.ink) + p('M-18 -60 L-12 -84 H12 L18 -60Z', '#fde68a') + r(-14, -2, 28, 4, C.ink, 2),
  )
const artwork = (x, y, w, h, fills) =>
  r(x, y, w, h, C.ink, 2) +
  r(x + 4, y + 4, w - 8, h - 8, fills[0]) +
  c(x + w * 0.35, y + h * 0.55, Math.min(w, h) * 0.22, fills[1]) +
  p(`M${x + 4} ${y + h - 4} L${x + w * 0.55} ${y + h * 0.45} L${x + w - 4} ${y + h - 4}Z`, fills[2])
const rug = (cx, cy, rx, ry, fill, edge) =>
  e(cx, cy, rx, ry, fill) + e(cx, cy, rx - 14, ry - 8, 'none', `stroke="${edge}" stroke-width="4"`)

// ---------------------------------------------------------------------------------------------------------------
// The designs: each a 480 x 360 drawing.

const designs = {
  // A five-storey block with balconies and tanks on the roof, a jacaranda by the gate (Kilimani, Kileleshwa).
  'apartment-block': () =>
    outdoors(
      acacia(400, 300, 0.9) +
        r(130, 86, 220, 214, K.wall) +
        r(130, 86, 220, 10, K.terracotta) +
        r(222, 96, 36, 204, K.ochre) +
        tank(160, 86, 0.7) +
        tank(190, 86, 0.7, '#0f172a') +
        range(5)
          .map((floor) => {
            const y = 108 + floor * 38
            return (
              win(142, y, 34, 24) +
              win(184, y, 30, 24) +
              win(266, y, 30, 24) +
              win(304, y, 34, 24) +
              (floor < 4 ? balcony(138, y + 14, 80) + balcony(262, y + 14, 80) : '')
            )
          })
          .join('') +
        door(228, 300, 24, 40, '#334155') +
        wall(0, 312, 190, 30) +
        wall(290, 312, 190, 30) +
        gate(190, 312, 100, 40) +
        jacaranda(70, 306, 1) +
        bush(330, 312, 70, true) +
        ground(312, K.lawn),
      { groundY: 300 },
    ),

  // A glass tower in Westlands with a lower block beside it and the city behind.
  'apartment-tower': () =>
    sky(false, 80) +
    range(7)
      .map((i) => r(i * 72 - 10, 150 - ((i * 53) % 70), 56, 160, i % 2 ? '#cbd5e1' : '#94a3b8', 2))
      .join('') +
    ground(300, K.grass) +
    r(160, 30, 150, 280, '#e2e8f0') +
    r(160, 30, 150, 8, C.slate) +
    range(11)
      .map((floor) =>
        range(4)
          .map((col) => r(168 + col * 35, 46 + floor * 23, 30, 17, 'url(#glass)', 1))
          .join(''),
      )
      .join('') +
    range(10)
      .map((floor) => r(160, 62 + floor * 23, 150, 3, '#94a3b8'))
      .join('') +
    r(310, 150, 110, 160, K.sand) +
    range(5)
      .map(
        (floor) =>
          win(322, 164 + floor * 26, 24, 18) +
          win(354, 164 + floor * 26, 24, 18) +
          win(386, 164 + floor * 26, 24, 18),
      )
      .join('') +
    r(210, 270, 50, 40, '#1e293b', 2) +
    r(200, 262, 70, 8, C.slate) +
    r(0, 318, W, 42, K.tarmac) +
    s('M0 340 H480', '#e2e8f0', 3) +
    car(40, 336, C.blue) +
    car(330, 336, C.white) +
    tree(110, 318, 0.9) +
    tree(440, 318, 0.8) +
    bush(260, 318, 60),

  // A single-storey house under a red-tile hip roof with a veranda, lawn and bougainvillea (Karen, Lanet).
  bungalow: () =>
    outdoors(
      acacia(420, 250, 0.8) +
        tree(50, 250, 0.9) +
        r(90, 170, 300, 100, K.wall) +
        p('M70 174 L150 110 H330 L410 174Z', K.tile) +
        p('M70 174 L150 110 H330 L410 174Z', 'none', `stroke="${K.dtile}" stroke-width="3"`) +
        s('M110 158 H370 M130 142 H350 M146 126 H334', K.dtile, 2) +
        r(90, 174, 300, 8, '#e7e5e4') +
        range(5)
          .map((i) => r(110 + i * 62, 182, 8, 88, K.white))
          .join('') +
        win(130, 200, 44, 40) +
        win(300, 200, 44, 40) +
        door(226, 270, 30, 56) +
        r(218, 270, 46, 8, K.stone) +
        p('M226 278 L200 360 H280 L256 278Z', K.stone) +
        bush(80, 300, 100, true) +
        bush(300, 300, 110, true) +
        ground(330, K.lawn),
      { groundY: 270, groundFill: K.grass },
    ),

  // A two-storey maisonette behind its wall and black gate (South B, Syokimau, Ruiru).
  maisonette: () =>
    outdoors(
      tree(440, 262, 0.9) +
        r(120, 130, 240, 160, K.sand) +
        p('M100 134 L240 70 L380 134Z', K.roof) +
        r(240, 130, 120, 160, '#fde7c7') +
        win(142, 150, 40, 36) +
        win(190, 150, 34, 36) +
        win(262, 150, 36, 36) +
        balcony(252, 186, 96) +
        win(306, 150, 36, 36) +
        r(140, 220, 80, 70, '#94a3b8', 3) +
        range(6)
          .map((i) => s(`M140 ${230 + i * 10} H220`, '#64748b', 2))
          .join('') +
        door(286, 290, 30, 52) +
        win(326, 238, 26, 30) +
        tank(112, 290, 0.9, '#2563eb') +
        wall(0, 320, 160, 40) +
        gate(160, 320, 120, 50) +
        wall(280, 320, 200, 40) +
        bush(300, 286, 60, true) +
        ground(320, K.murram) +
        r(0, 340, W, 20, K.lmurram),
      { groundY: 290 },
    ),

  // Three identical townhouses in a row with their small front gardens (Lavington, Kiambu Road).
  'townhouse-row': () =>
    outdoors(
      range(3)
        .map((i) => {
          const x = 40 + i * 134
          const body = i === 1 ? '#fde7c7' : K.wall
          return (
            r(x, 140, 134, 150, body) +
            p(`M${x - 8} 144 L${x + 67} 92 L${x + 142} 144Z`, i === 1 ? K.dtile : K.tile) +
            r(x + 96, 98, 16, 30, '#78716c') +
            win(x + 14, 160, 40, 34) +
            win(x + 80, 160, 40, 34) +
            balcony(x + 74, 186, 52) +
            win(x + 14, 224, 40, 40) +
            door(x + 84, 290, 30, 54) +
            r(x + 78, 232, 42, 6, K.roof) +
            r(x + 130, 140, 4, 150, K.dstone)
          )
        })
        .join('') +
        range(3)
          .map((i) => hedge(46 + i * 134, 312, 60, 22) + bush(120 + i * 134, 312, 40, i !== 1))
          .join('') +
        ground(312, K.lawn) +
        r(0, 330, W, 30, K.stone),
      { groundY: 290 },
    ),

  // A modern white villa with a pool, palms and loungers (Karen, Runda, Nyali).
  'villa-pool': () =>
    sky(true, 90) +
    hills(200) +
    ground(230, K.lawn) +
    palm(60, 250, 1, 18) +
    palm(430, 246, 0.9, -16) +
    r(110, 110, 250, 130, K.white) +
    r(250, 70, 140, 70, K.white) +
    r(100, 104, 270, 10, '#e2e8f0') +
    r(240, 64, 160, 10, '#e2e8f0') +
    r(124, 130, 110, 90, 'url(#glass)') +
    s('M160 130 V220 M197 130 V220', K.white, 4) +
    r(262, 84, 116, 46, 'url(#glass)') +
    s('M300 84 V130 M339 84 V130', K.white, 4) +
    r(250, 150, 100, 90, K.dstone) +
    r(262, 162, 36, 78, C.dbrown) +
    bush(360, 240, 60, true) +
    r(0, 256, W, 104, K.stone) +
    p('M40 270 H440 L470 350 H10Z', 'url(#pool)') +
    s(
      'M80 300 Q110 292 140 300 T200 300 M240 320 Q270 312 300 320 T360 320 M160 336 Q190 328 220 336',
      '#cffafe',
      3,
    ) +
    r(360, 260, 60, 8, C.white, 3) +
    r(60, 262, 70, 12, C.white, 4) +
    r(60, 250, 16, 14, C.white, 3),

  // A plain four-storey block of bedsitters over shops: tanks on the roof, washing on the balconies (Kasarani,
  // Ruiru, Kikuyu, Umoja).
  'bedsitter-block': () =>
    outdoors(
      tank(150, 58, 0.8, '#2563eb') +
        tank(190, 58, 0.8, '#1e293b') +
        tank(290, 58, 0.8, '#2563eb') +
        r(100, 58, 280, 192, '#e5e7eb') +
        r(100, 58, 280, 8, '#94a3b8') +
        range(4)
          .map((floor) => {
            const y = 76 + floor * 44
            return (
              range(6)
                .map((col) => win(112 + col * 44, y, 28, 26))
                .join('') +
              balcony(104, y + 26, 272) +
              s(`M112 ${y + 28} H368`, '#64748b', 1) +
              range(5)
                .map((i) =>
                  r(
                    120 + i * 52 + (floor % 2) * 12,
                    y + 28,
                    12,
                    14,
                    [C.red, C.yellow, C.blue, C.pink, C.green][(i + floor) % 5],
                    1,
                  ),
                )
                .join('')
            )
          })
          .join('') +
        r(100, 250, 280, 56, '#cbd5e1') +
        range(4)
          .map(
            (i) =>
              r(110 + i * 68, 262, 58, 44, i === 1 ? '#fef3c7' : '#94a3b8', 2) +
              (i === 1
                ? ''
                : range(5)
                    .map((j) => s(`M${110 + i * 68} ${270 + j * 8} H${168 + i * 68}`, '#64748b', 1.5))
                    .join('')) +
              r(106 + i * 68, 250, 66, 10, [C.green, C.red, C.blue, C.orange][i], 1),
          )
          .join('') +
        ground(306, K.murram) +
        r(0, 330, W, 30, K.tarmac) +
        tree(50, 306, 0.8) +
        acacia(430, 306, 0.7) +
        bush(386, 306, 40),
      { groundY: 300, groundFill: K.lmurram },
    ),

  // A white block by the sea with palms: a coastal apartment (Nyali, Bamburi, Shanzu, Mtwapa).
  'beach-apartment': () =>
    r(0, 0, W, H, 'url(#sky)') +
    sun(400, 60) +
    cloud(120, 50) +
    r(0, 170, W, 80, 'url(#sea)') +
    s(
      'M20 200 Q40 196 60 200 M120 220 Q140 216 160 220 M300 190 Q320 186 340 190 M380 230 Q400 226 420 230',
      '#e0f2fe',
      2,
    ) +
    r(0, 240, W, 120, '#fde68a') +
    r(0, 240, W, 6, '#fef3c7') +
    r(150, 90, 200, 190, K.white) +
    r(150, 84, 200, 10, '#e2e8f0') +
    range(4)
      .map((floor) =>
        range(3)
          .map((col) => {
            const x = 166 + col * 62
            const y = 104 + floor * 42
            return (
              p(
                `M${x} ${y + 30} V${y + 12} Q${x} ${y} ${x + 18} ${y} Q${x + 36} ${y} ${x + 36} ${y + 12} V${y + 30}Z`,
                'url(#glass)',
              ) + r(x - 4, y + 30, 44, 4, '#0ea5e9')
            )
          })
          .join(''),
      )
      .join('') +
    r(234, 250, 32, 30, '#0369a1', 2) +
    palm(90, 300, 1.1, 24) +
    palm(400, 296, 1, -20) +
    palm(40, 280, 0.7, 12) +
    bush(200, 288, 50, true) +
    bush(280, 288, 40, true),

  // One room: the bed, a kitchenette with a two-plate cooker, a small fridge (a studio or bedsitter inside).
  'studio-interior': () =>
    room('#e0f2fe', 270) +
    roomWindow(190, 50, 110, 90, { city: true }) +
    r(20, 170, 150, 100, K.white) +
    r(14, 164, 162, 10, '#cbd5e1') +
    r(30, 120, 80, 34, '#e2e8f0', 3) +
    r(36, 176, 60, 8, C.ink, 2) +
    c(50, 180, 7, C.slate) +
    c(80, 180, 7, C.slate) +
    r(110, 176, 50, 12, '#94a3b8', 2) +
    range(2)
      .map((i) => r(30 + i * 70, 200, 60, 60, '#f1f5f9', 2) + r(34 + i * 70 + 46, 226, 6, 12, C.slate, 2))
      .join('') +
    r(180, 190, 54, 80, C.white, 4, `stroke="${C.grey}" stroke-width="2"`) +
    r(222, 204, 5, 20, C.slate, 2) +
    r(290, 210, 180, 50, '#f1f5f9', 6) +
    r(286, 170, 10, 96, C.dbrown, 3) +
    r(298, 190, 44, 22, C.white, 8) +
    r(300, 212, 168, 36, '#14b8a6', 6) +
    r(300, 212, 168, 10, '#0d9488', 4) +
    r(300, 258, 170, 8, C.dbrown) +
    rug(360, 310, 90, 22, '#fcd34d', '#f59e0b') +
    plant(440, 210, 0.5),

  // A living room: a sofa, a coffee table on a rug, a TV, a plant and a big window onto the garden.
  'living-room': () =>
    room('#fef3c7', 262) +
    roomWindow(40, 40, 150, 130, { curtains: true }) +
    artwork(250, 60, 90, 60, ['#fde68a', C.orange, C.dbrown]) +
    artwork(352, 72, 50, 48, ['#bfdbfe', C.blue, C.teal]) +
    rug(240, 318, 170, 32, '#fecaca', C.red) +
    r(220, 160, 210, 24, K.sofa, 12) +
    r(210, 180, 230, 60, K.sofa, 14) +
    r(224, 190, 96, 32, '#14b8a6', 8) +
    r(330, 190, 96, 32, '#14b8a6', 8) +
    r(200, 192, 24, 56, '#115e59', 10) +
    r(426, 192, 24, 56, '#115e59', 10) +
    r(240, 250, 12, 14, C.ink) +
    r(400, 250, 12, 14, C.ink) +
    r(250, 170, 36, 30, C.yellow, 8) +
    r(160, 290, 160, 14, C.wood, 6) +
    r(176, 304, 10, 22, C.dbrown) +
    r(294, 304, 10, 22, C.dbrown) +
    c(210, 284, 10, C.white) +
    r(230, 280, 40, 8, C.green, 2) +
    r(30, 226, 130, 40, C.dbrown, 4) +
    r(44, 182, 104, 52, C.ink, 4) +
    r(50, 188, 92, 40, '#1e3a8a', 2) +
    plant(460, 262, 0.9) +
    lamp(180, 262, 1),

  // A fitted kitchen: cabinets, a counter with a sink under the window, a cooker and its hood, a fridge.
  kitchen: () =>
    room('#ecfccb', 280, '#e7e5e4') +
    range(10)
      .map((i) => s(`M0 ${284 + i * 8} H480`, '#d6d3d1', 1))
      .join('') +
    roomWindow(170, 40, 120, 90) +
    r(20, 40, 130, 84, K.white, 4) +
    s('M85 44 V120', '#cbd5e1', 2) +
    r(74, 78, 4, 16, C.slate, 2) +
    r(92, 78, 4, 16, C.slate, 2) +
    r(310, 40, 60, 84, K.white, 4) +
    r(330, 124, 80, 30, C.slate, 2) +
    p('M330 154 L318 168 H422 L410 154Z', C.grey) +
    r(10, 190, 380, 14, '#334155', 2) +
    r(20, 204, 360, 76, K.white) +
    range(5)
      .map(
        (i) =>
          r(24 + i * 72, 210, 66, 64, '#f1f5f9', 3, `stroke="#cbd5e1" stroke-width="2"`) +
          r(52 + i * 72, 216, 10, 4, C.slate, 2),
      )
      .join('') +
    r(190, 184, 80, 8, C.grey, 2) +
    s('M230 184 V166 Q230 158 240 158', C.grey, 4) +
    r(320, 180, 80, 10, C.ink, 2) +
    c(338, 184, 6, C.slate) +
    c(382, 184, 6, C.slate) +
    p('M60 188 L56 168 H96 L92 188Z', C.red) +
    r(54, 164, 44, 5, C.dred, 2) +
    r(120, 170, 24, 20, C.white, 4, `stroke="${C.grey}" stroke-width="2"`) +
    r(400, 60, 70, 220, '#e2e8f0', 6, `stroke="${C.grey}" stroke-width="2"`) +
    s('M400 140 H470', C.grey, 2) +
    r(456, 90, 5, 30, C.slate, 2) +
    r(456, 156, 5, 50, C.slate, 2) +
    plant(250, 34, 0.3),

  // A bedroom: the bed made up, bedside lamps, a wardrobe, curtains.
  bedroom: () =>
    room('#ede9fe', 262) +
    roomWindow(34, 60, 100, 110, { curtains: true }) +
    r(360, 50, 110, 220, '#a8764a', 4) +
    s('M415 54 V266', '#7c5230', 3) +
    r(404, 150, 4, 24, C.cream, 2) +
    r(422, 150, 4, 24, C.cream, 2) +
    artwork(220, 60, 80, 50, ['#ddd6fe', C.purple, C.dpurple]) +
    r(170, 120, 180, 70, C.dbrown, 10) +
    r(150, 200, 220, 80, C.white, 8) +
    r(150, 222, 220, 70, '#c4b5fd', 10) +
    r(150, 222, 220, 14, '#a78bfa', 6) +
    r(176, 184, 70, 34, C.white, 12) +
    r(274, 184, 70, 34, C.white, 12) +
    r(150, 290, 14, 20, C.dbrown) +
    r(356, 290, 14, 20, C.dbrown) +
    r(100, 220, 44, 50, C.wood, 4) +
    lamp(122, 220, 0.8) +
    rug(260, 330, 120, 18, '#fbcfe8', C.pink) +
    plant(40, 300, 0.6),

  // A bathroom: tiles, a glass shower, a basin under a mirror, towels.
  bathroom: () =>
    r(0, 0, W, H, '#f0fdfa') +
    range(12)
      .map((i) => s(`M${i * 40} 0 V${H}`, '#ccfbf1', 2))
      .join('') +
    range(9)
      .map((i) => s(`M0 ${i * 40} H${W}`, '#ccfbf1', 2))
      .join('') +
    r(0, 290, W, 70, '#cbd5e1') +
    range(12)
      .map((i) => s(`M${i * 40} 290 V${H}`, '#94a3b8', 1))
      .join('') +
    r(270, 30, 180, 270, '#e0f2fe', 0, 'opacity="0.7"') +
    r(270, 30, 180, 270, 'none', 0, `stroke="${C.grey}" stroke-width="5"`) +
    s('M400 40 V70 Q400 80 380 80', C.grey, 5) +
    e(372, 84, 18, 6, C.slate) +
    range(5)
      .map((i) => s(`M${362 + i * 5} 92 L${354 + i * 8} 160`, C.sky, 2))
      .join('') +
    r(80, 50, 130, 100, '#e2e8f0', 8) +
    r(88, 58, 114, 84, '#bfdbfe', 6) +
    p('M100 70 L130 130 M140 66 L170 126', 'none', `stroke="#eff6ff" stroke-width="6"`) +
    r(70, 180, 150, 20, C.white, 6) +
    e(145, 186, 50, 8, '#e2e8f0') +
    r(140, 164, 8, 18, C.grey, 3) +
    r(90, 200, 110, 90, C.wood, 4) +
    s('M145 204 V286', C.dbrown, 2) +
    r(20, 120, 10, 80, C.grey, 3) +
    r(10, 130, 30, 60, C.orange, 4) +
    plant(240, 290, 0.55),

  // A balcony over the city: the railing, two chairs, plants and the skyline at dusk (upper floors, Westlands).
  'balcony-view': () =>
    r(0, 0, W, H, 'url(#warm)') +
    sun(110, 150) +
    range(10)
      .map(
        (i) =>
          r(i * 50 - 6, 140 - ((i * 47) % 90), 40, 160, i % 3 ? '#64748b' : '#475569', 2) +
          range(5)
            .map((j) =>
              r(
                i * 50 + 2 + (j % 2) * 14,
                150 - ((i * 47) % 90) + j * 22,
                8,
                8,
                '#fde68a',
                1,
                'opacity="0.8"',
              ),
            )
            .join(''),
      )
      .join('') +
    r(0, 268, W, 92, '#e7e5e4') +
    r(0, 268, W, 6, '#d6d3d1') +
    r(0, 210, W, 8, '#334155') +
    range(25)
      .map((i) => r(8 + i * 20, 218, 4, 50, '#334155'))
      .join('') +
    r(100, 250, 80, 12, C.white, 4) +
    r(108, 262, 6, 40, C.ink) +
    r(168, 262, 6, 40, C.ink) +
    r(96, 300, 90, 8, C.ink, 3) +
    range(2)
      .map((i) => {
        const x = 262 + i * 84
        return (
          r(x, 214, 60, 52, C.wood, 10) +
          r(x + 6, 220, 48, 40, '#fcd34d', 8) +
          r(x - 6, 262, 72, 16, C.wood, 6) +
          r(x - 2, 258, 64, 10, '#fde68a', 4) +
          r(x, 278, 6, 24, C.dbrown) +
          r(x + 54, 278, 6, 24, C.dbrown)
        )
      })
      .join('') +
    plant(40, 300, 0.8) +
    plant(440, 300, 0.9),

  // A fenced plot: posts and wire, a red beacon, a for-sale board, acacias and the hills (Kitengela, Ruiru, Lanet).
  'land-plot': () =>
    outdoors(
      acacia(380, 240, 1.1) +
        acacia(70, 236, 0.7) +
        p('M0 250 H480 V300 H0Z', '#a3e635') +
        range(30)
          .map((i) => s(`M${(i * 53) % 480} ${258 + ((i * 17) % 40)} l4 -8 l4 8`, K.olive, 2))
          .join('') +
        range(12)
          .map((i) => r(10 + i * 40, 236, 6, 60, '#92400e', 1))
          .join('') +
        s('M10 246 H470 M10 262 H470 M10 278 H470', '#57534e', 1.5) +
        r(150, 196, 8, 100, '#57534e') +
        r(222, 196, 8, 100, '#57534e') +
        r(136, 166, 108, 52, C.white, 4, `stroke="${C.red}" stroke-width="4"`) +
        r(148, 178, 84, 8, C.red, 2) +
        r(148, 194, 56, 6, '#94a3b8', 2) +
        r(148, 206, 70, 6, '#94a3b8', 2) +
        r(322, 262, 10, 30, C.red) +
        r(322, 268, 10, 6, C.white) +
        r(322, 280, 10, 6, C.white) +
        p('M0 300 H480 V360 H0Z', K.murram) +
        s('M0 330 Q120 322 240 332 T480 326', K.lmurram, 8),
      { groundY: 250, groundFill: '#a3e635' },
    ),

  // Open farmland with rows of maize and a homestead far off: a shamba for sale (Kiambu, Nakuru).
  'land-farm': () =>
    sky(true, 380) +
    hills(170) +
    p('M0 190 Q240 170 480 190 V360 H0Z', '#a3e635') +
    range(9)
      .map((i) => s(`M${-200 + i * 90} 360 Q${120 + i * 30} 260 ${200 + i * 18} 190`, '#65a30d', 6))
      .join('') +
    range(40)
      .map((i) => {
        const row = i % 8
        const step = Math.floor(i / 8)
        const x = -40 + row * 80 + step * 22 + ((row * step * 7) % 30)
        const y = 350 - step * 32
        return s(`M${x} ${y} V${y - 30} M${x} ${y - 14} l-10 -8 M${x} ${y - 22} l10 -8`, K.dleaf, 3)
      })
      .join('') +
    r(300, 160, 40, 30, K.wall) +
    p('M294 162 L320 144 L346 162Z', K.tile) +
    r(350, 166, 24, 24, K.wall) +
    p('M346 168 L362 156 L378 168Z', '#94a3b8') +
    tree(280, 192, 0.5) +
    acacia(420, 200, 0.7) +
    acacia(60, 204, 0.9),

  // An office block: glass floors, a canopy at the entrance, flags and planters (Westlands, Upper Hill).
  'office-front': () =>
    sky(false, 420) +
    ground(300, K.grass) +
    r(60, 40, 360, 270, '#cbd5e1') +
    r(60, 40, 360, 12, C.slate) +
    range(8)
      .map((floor) => r(72, 62 + floor * 28, 336, 22, 'url(#glass)', 1))
      .join('') +
    range(9)
      .map((col) => r(72 + col * 42, 62, 3, 224, '#94a3b8'))
      .join('') +
    r(190, 258, 100, 52, '#1e293b', 2) +
    r(198, 264, 40, 46, 'url(#glass)') +
    r(242, 264, 40, 46, 'url(#glass)') +
    r(170, 246, 140, 12, C.ink, 2) +
    r(20, 150, 4, 160, C.slate) +
    r(24, 152, 30, 20, C.green) +
    r(24, 158, 30, 8, C.red) +
    r(0, 320, W, 40, K.stone) +
    range(4)
      .map((i) => r(20 + i * 130, 300, 50, 22, C.slate, 3) + bush(20 + i * 130, 302, 50, i % 2 === 0))
      .join('') +
    tree(450, 306, 0.8),

  // Open-plan offices: desks, chairs, screens, a meeting table and big windows.
  'office-interior': () =>
    room('#f1f5f9', 250, '#cbd5e1') +
    range(3)
      .map((i) => roomWindow(30 + i * 150, 36, 120, 110, { city: true }))
      .join('') +
    range(3)
      .map((i) => {
        const x = 40 + i * 150
        return (
          r(x, 226, 120, 10, K.white, 2) +
          r(x + 6, 236, 6, 40, C.grey) +
          r(x + 108, 236, 6, 40, C.grey) +
          r(x + 40, 188, 44, 32, C.ink, 3) +
          r(x + 44, 192, 36, 24, '#38bdf8', 1) +
          r(x + 58, 220, 8, 6, C.ink) +
          r(x + 44, 270, 36, 30, [C.orange, C.teal, C.purple][i], 6) +
          r(x + 58, 300, 8, 20, C.ink)
        )
      })
      .join('') +
    e(240, 336, 110, 14, '#94a3b8') +
    plant(460, 250, 0.8) +
    plant(20, 250, 0.6),

  // A row of shop fronts with striped awnings and roller shutters, one open (CBD, Thika, Nakuru town).
  'shop-front': () =>
    sky(false, 60) +
    r(0, 80, W, 230, '#fde68a') +
    r(0, 80, W, 14, '#d97706') +
    range(3)
      .map((i) => win(30 + i * 160, 108, 40, 40) + win(100 + i * 160, 108, 40, 40))
      .join('') +
    range(3)
      .map((i) => {
        const x = 10 + i * 160
        const stripe = [C.red, C.green, C.blue][i]
        return (
          range(7)
            .map((j) =>
              p(
                `M${x + j * 20} 168 H${x + j * 20 + 20} V196 Q${x + j * 20 + 10} 206 ${x + j * 20} 196Z`,
                j % 2 ? C.white : stripe,
              ),
            )
            .join('') +
          r(x, 160, 140, 10, stripe) +
          (i === 1
            ? r(x + 10, 206, 120, 100, '#fef3c7') +
              range(3)
                .map(
                  (row) =>
                    r(x + 16, 216 + row * 30, 108, 4, C.wood) +
                    range(6)
                      .map((k) =>
                        r(
                          x + 20 + k * 17,
                          200 + row * 30,
                          12,
                          16,
                          [C.red, C.yellow, C.green, C.blue, C.orange, C.pink][(k + row) % 6],
                          2,
                        ),
                      )
                      .join(''),
                )
                .join('')
            : r(x + 10, 206, 120, 100, '#94a3b8') +
              range(10)
                .map((k) => s(`M${x + 10} ${212 + k * 10} H${x + 130}`, '#64748b', 2))
                .join(''))
        )
      })
      .join('') +
    r(0, 306, W, 14, K.stone) +
    r(0, 320, W, 40, K.tarmac) +
    s('M20 342 H80 M140 342 H200 M260 342 H320 M380 342 H440', '#f8fafc', 3) +
    car(340, 350, C.yellow),

  // Inside a shop: shelves of goods, a counter with its till.
  'shop-interior': () =>
    room('#fef9c3', 270, '#e7e5e4') +
    range(3)
      .map(
        (row) =>
          r(20, 50 + row * 60, 300, 8, C.wood) +
          range(9)
            .map((k) =>
              r(
                26 + k * 33,
                22 + row * 60,
                26,
                28,
                [C.red, C.orange, C.green, C.blue, C.yellow, C.pink, C.teal, C.purple, C.amber][
                  (k + row * 2) % 9
                ],
                3,
              ),
            )
            .join(''),
      )
      .join('') +
    r(20, 220, 300, 50, C.wood, 4) +
    range(6)
      .map((k) => r(30 + k * 48, 192, 40, 28, ['#fecaca', '#bbf7d0', '#bfdbfe'][k % 3], 4))
      .join('') +
    r(340, 170, 130, 100, C.dbrown, 6) +
    r(340, 164, 130, 10, '#78350f', 3) +
    r(380, 130, 50, 34, C.ink, 4) +
    r(386, 136, 38, 20, C.green, 2) +
    r(350, 120, 20, 44, '#16a34a', 3) +
    e(150, 320, 110, 14, '#d6d3d1'),
}

// ---------------------------------------------------------------------------------------------------------------

const svgOf = (name) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${designs[name]()}</svg>`

/** Renders at the first quality (from `quality` down) that keeps the file within `maxBytes`. */
async function renderWithin(svg, width, file, maxBytes, quality) {
  for (let q = quality; ; q -= 6) {
    const webp = await render(svg, width, W, file, q)
    if (webp.length <= maxBytes || q <= 40) return webp
  }
}
// A listing's gallery shows a few at a time; the list, a dozen small ones.
const MAX_BYTES = { 480: 12 * 1024, 960: 25 * 1024 }

async function main() {
  const dir = join(assets, 'properties')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const tiles = []
  for (const name of Object.keys(designs)) {
    for (const width of PROPERTY_WIDTHS)
      await renderWithin(svgOf(name), width, join(dir, `${name}-${width}.webp`), MAX_BYTES[width], 74)
    tiles.push(join(dir, `${name}-480.webp`))
  }
  const sizes = readdirSync(dir).map((file) => statSync(join(dir, file)).size)
  console.log(
    `${tiles.length} property designs (${Math.round(sizes.reduce((a, b) => a + b, 0) / 1024)} KB, largest ${Math.round(Math.max(...sizes) / 1024)} KB)`,
  )
  if (process.argv.includes('--sheet')) {
    const columns = 4
    const rows = Math.ceil(tiles.length / columns)
    await sharp({ create: { width: columns * 480, height: rows * 360, channels: 3, background: '#fff' } })
      .composite(
        tiles.map((input, i) => ({ input, left: (i % columns) * 480, top: Math.floor(i / columns) * 360 })),
      )
      .png()
      .toFile('/tmp/property-pictures-sheet.png')
    console.log('contact sheet: /tmp/property-pictures-sheet.png')
  }
}

await main()
