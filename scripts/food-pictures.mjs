// `node scripts/food-pictures.mjs`: draws the food delivery demo pictures (issue 13) in the style, palette and
// helpers of scripts/demo-pictures.mjs (flat illustrations: one recognisable dish on a soft background) and
// renders them to WebP with sharp, into the assets the server serves under /demo/:
//   dishes/<dish>-240.webp and -480.webp (square; a menu's dishes and drinks)
//   restaurants/<cuisine>-<design>-360.webp and -720.webp (16:9; two designs per cuisine: a table spread and a
//   storefront awning over the cuisine's dishes)
// Which dish and restaurant gets which picture: apps/server/src/db/seed/data/food.ts. The output is committed;
// rerun this only to change the drawings. `--sheet` also writes a contact sheet to /tmp/food-pictures-sheet.png.
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { assets, BG, C, c, e, g, glow, p, r, range, render, s } from './demo-pictures.mjs'

// DEMO_DISH_WIDTHS and DEMO_RESTAURANT_WIDTHS in packages/shared/src/common/demo-pictures.ts.
const DISH_WIDTHS = [240, 480]
const RESTAURANT_WIDTHS = [360, 720]

// Food colours, beside the palette's.
const F = {
  rice: '#fdf6e3',
  pilau: '#c98f4e',
  crust: '#e0a045',
  golden: '#e9a23b',
  fried: '#c7782a',
  meat: '#7c2d12',
  roast: '#9a3412',
  sauce: '#c2410c',
  cheese: '#fcd34d',
  leaf: '#22c55e',
  kale: '#15803d',
  ugali: '#fefce8',
  noodle: '#fde68a',
  salmon: '#fb923c',
  choc: '#5b2a0e',
  milky: '#c8955c',
  cola: '#3f1d0b',
}

// A little seeded randomness so grains and crumbs scatter the same way on every run.
function seeded(seed) {
  let state = seed * 2654435761
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}
/** `count` small shapes scattered inside an ellipse. */
function scatter(seed, count, cx, cy, rx, ry, draw) {
  const rand = seeded(seed)
  return range(count)
    .map((i) => {
      const angle = rand() * Math.PI * 2
      const dist = Math.sqrt(rand())
      return draw(
        Math.round(cx + Math.cos(angle) * rx * dist),
        Math.round(cy + Math.sin(angle) * ry * dist),
        i,
        rand,
      )
    })
    .join('')
}

/** A plate seen from above. */
const plate = (cx = 240, cy = 240, radius = 170) =>
  c(cx, cy, radius, C.white) + c(cx, cy, radius - 24, '#f8fafc', `stroke="${C.light}" stroke-width="3"`)
/** An oval platter seen from above. */
const platter = (cx = 240, cy = 240, rx = 190, ry = 130) =>
  e(cx, cy, rx, ry, C.white) + e(cx, cy, rx - 22, ry - 20, '#f8fafc', `stroke="${C.light}" stroke-width="3"`)
/** A bowl seen from the side, its food's top an ellipse at y = top. */
const bowl = (fill, top = 230, width = 150, depth = 150, cx = 240) =>
  p(
    `M${cx - width} ${top} H${cx + width} Q${cx + width - 12} ${top + depth} ${cx} ${top + depth} Q${cx - width + 12} ${top + depth} ${cx - width} ${top}Z`,
    fill,
  ) + r(cx - 50, top + depth - 6, 100, 16, fill, 6)
/** A bowl seen from above. */
const bowlTop = (rim, cx = 240, cy = 240, radius = 160) =>
  c(cx, cy, radius, rim) + c(cx, cy, radius - 16, '#f8fafc')
const lemon = (cx, cy, rot = 0) =>
  g(
    `rotate(${rot} ${cx} ${cy})`,
    p(`M${cx - 36} ${cy} A36 36 0 0 0 ${cx + 36} ${cy}Z`, C.yellow) +
      p(`M${cx - 28} ${cy + 2} A28 28 0 0 0 ${cx + 28} ${cy + 2}Z`, '#fef08a') +
      s(
        `M${cx} ${cy + 4} V${cy + 26} M${cx - 4} ${cy + 4} L${cx - 18} ${cy + 20} M${cx + 4} ${cy + 4} L${cx + 18} ${cy + 20}`,
        C.yellow,
        3,
      ),
  )
const kachumbari = (cx, cy, seed = 3) =>
  c(cx, cy, 62, C.white, `stroke="${C.light}" stroke-width="4"`) +
  scatter(seed, 16, cx, cy, 44, 44, (x, y, i) =>
    i % 3 === 2
      ? r(x - 7, y - 5, 14, 10, C.white, 3, `stroke="${C.light}"`)
      : r(x - 8, y - 7, 16, 14, C.red, 4),
  ) +
  scatter(seed + 1, 6, cx, cy, 40, 40, (x, y) => r(x - 3, y - 6, 6, 12, C.green, 3))
const steam = (x, y) =>
  s(
    `M${x} ${y} Q${x - 16} ${y - 28} ${x} ${y - 56} M${x + 36} ${y} Q${x + 20} ${y - 28} ${x + 36} ${y - 56}`,
    C.grey,
    7,
  )
const fork = (x, y, rot = 0) =>
  g(
    `rotate(${rot} ${x} ${y})`,
    r(x - 6, y, 12, 150, C.grey, 6) +
      p(
        `M${x - 20} ${y - 60} V${y} Q${x - 20} ${y + 16} ${x} ${y + 16} Q${x + 20} ${y + 16} ${x + 20} ${y} V${y - 60} H${x + 13} V${y - 6} H${x + 4} V${y - 60} H${x - 4} V${y - 6} H${x - 13} V${y - 60}Z`,
        C.grey,
      ),
  )
const triangle = (cx, cy, size, rot, fill, extra = '') =>
  g(
    `rotate(${rot} ${cx} ${cy})`,
    p(
      `M${cx} ${cy - size} Q${cx + 6} ${cy - size - 4} ${cx + size * 0.9} ${cy + size * 0.5} Q${cx + size * 0.9} ${cy + size * 0.62} ${cx + size * 0.76} ${cy + size * 0.62} H${cx - size * 0.76} Q${cx - size * 0.9} ${cy + size * 0.62} ${cx - size * 0.9} ${cy + size * 0.5} Q${cx - 6} ${cy - size - 4} ${cx} ${cy - size}Z`,
      fill,
      extra,
    ),
  )
/** A drumstick pointing up-right from (x, y). */
const drumstick = (x, y, rot, fill = F.fried) =>
  g(
    `rotate(${rot} ${x} ${y})`,
    r(x + 40, y - 9, 60, 18, C.cream, 9) +
      c(x + 104, y - 12, 12, C.cream) +
      c(x + 104, y + 12, 12, C.cream) +
      e(x, y, 62, 46, fill) +
      scatter(x + y, 8, x, y, 44, 30, (px, py) => e(px, py, 9, 6, '#a85d1c')),
  )
const pizzaTop = (seed, sauce, cheese, toppings) =>
  c(240, 240, 176, F.crust) +
  c(240, 240, 150, sauce) +
  range(8)
    .map((i) =>
      c(
        240 + Math.round(Math.cos(i * 0.785 + seed) * 96),
        240 + Math.round(Math.sin(i * 0.785 + seed) * 96),
        30,
        cheese,
      ),
    )
    .join('') +
  c(240, 240, 32, cheese) +
  toppings +
  s('M240 64 V416 M64 240 H416', '#b45309', 4)
const wrapEnd = (cx, cy) =>
  e(cx, cy, 60, 54, '#f5d08a') +
  e(cx, cy, 48, 42, C.lgreen) +
  c(cx - 16, cy + 6, 16, F.fried) +
  c(cx + 18, cy - 4, 14, C.red) +
  c(cx + 4, cy + 18, 12, F.fried)

/** The dishes and drinks: [background, drawing] on a 480 x 480 canvas. */
const dishes = {
  // African
  pilau: [
    BG.amber,
    () =>
      plate(220, 250) +
      e(210, 256, 128, 104, F.pilau) +
      scatter(11, 70, 210, 256, 112, 90, (x, y, i) =>
        e(x, y, 7, 3, i % 2 ? '#dcae72' : '#a8702f', `transform="rotate(${(i * 37) % 180} ${x} ${y})"`),
      ) +
      scatter(12, 7, 210, 256, 80, 64, (x, y, i) =>
        r(x - 17, y - 13, 34, 26, F.meat, 9, `transform="rotate(${i * 25} ${x} ${y})"`),
      ) +
      kachumbari(370, 120),
  ],
  'nyama-choma': [
    BG.orange,
    () =>
      r(70, 150, 340, 220, C.wood, 30) +
      r(86, 166, 308, 188, '#c2681a', 22) +
      scatter(5, 9, 200, 260, 90, 64, (x, y, i) =>
        g(
          `rotate(${i * 40} ${x} ${y})`,
          r(x - 30, y - 22, 60, 44, F.meat, 14) +
            r(x - 22, y - 16, 40, 14, F.roast, 7) +
            s(`M${x - 20} ${y + 8} H${x + 18}`, '#3b1406', 4),
        ),
      ) +
      kachumbari(330, 260, 8) +
      r(404, 230, 40, 14, C.slate, 4),
  ],
  'ugali-sukuma': [
    BG.lime,
    () =>
      plate() +
      e(180, 246, 88, 72, F.ugali, `stroke="#e7e5c8" stroke-width="4"`) +
      e(166, 228, 46, 28, C.white, 'opacity="0.8"') +
      scatter(21, 26, 304, 246, 56, 80, (x, y, i) =>
        p(
          `M${x - 16} ${y} Q${x} ${y - 14} ${x + 16} ${y} Q${x} ${y + 14} ${x - 16} ${y}Z`,
          i % 3 ? F.kale : C.green,
          `transform="rotate(${i * 33} ${x} ${y})"`,
        ),
      ) +
      scatter(22, 6, 304, 246, 40, 60, (x, y) => r(x - 6, y - 4, 12, 8, C.red, 3)),
  ],
  chapati: [
    BG.yellow,
    () =>
      plate(240, 250, 180) +
      c(230, 262, 138, '#d99b4a') +
      c(250, 244, 136, '#e7b466') +
      scatter(31, 18, 250, 244, 110, 110, (x, y, i) =>
        e(x, y, 10 + (i % 3) * 4, 7, '#b8712c', 'opacity="0.8"'),
      ) +
      p('M250 244 L386 244 A136 136 0 0 0 250 108Z', '#f0c57d') +
      scatter(32, 6, 312, 184, 40, 40, (x, y) => e(x, y, 9, 6, '#b8712c', 'opacity="0.8"')) +
      s('M250 244 L386 244 M250 244 L250 108', '#c98a3e', 4),
  ],
  mandazi: [
    BG.amber,
    () =>
      e(240, 270, 196, 136, C.wood) +
      e(240, 262, 176, 116, '#d58a2c') +
      range(4)
        .map((i) => {
          const [x, y, rot] = [
            [170, 214, -12],
            [310, 206, 16],
            [240, 320, 4],
            [240, 140, -30],
          ][i]
          return (
            triangle(x, y, 66, rot, '#c98233') +
            triangle(x, y - 6, 56, rot, '#e7a94e') +
            triangle(x, y - 12, 30, rot, '#f3c98a', 'opacity="0.8"')
          )
        })
        .join('') +
      scatter(42, 30, 240, 240, 150, 100, (x, y) => c(x, y, 3, C.white, 'opacity="0.9"')),
  ],
  samosa: [
    BG.orange,
    () =>
      plate(240, 260, 176) +
      triangle(180, 240, 86, -8, F.golden, `stroke="#b8712c" stroke-width="5"`) +
      triangle(300, 236, 86, 12, '#e5a443', `stroke="#b8712c" stroke-width="5"`) +
      triangle(240, 320, 80, 0, F.golden, `stroke="#b8712c" stroke-width="5"`) +
      lemon(344, 350, -20) +
      c(130, 354, 36, C.white, `stroke="${C.light}" stroke-width="4"`) +
      c(130, 354, 26, C.green),
  ],
  githeri: [
    BG.green,
    () =>
      bowlTop(C.wood) +
      c(240, 240, 140, '#a8622d') +
      scatter(51, 44, 240, 240, 124, 124, (x, y, i) =>
        r(x - 10, y - 8, 20, 16, i % 4 ? C.yellow : '#eab308', 6),
      ) +
      scatter(52, 26, 240, 240, 120, 120, (x, y, i) =>
        e(x, y, 14, 9, i % 2 ? '#7f1d1d' : '#9a3412', `transform="rotate(${i * 29} ${x} ${y})"`),
      ) +
      scatter(53, 8, 240, 240, 100, 100, (x, y) => r(x - 7, y - 5, 14, 10, C.orange, 3)),
  ],
  matoke: [
    BG.lime,
    () =>
      s('M300 100 Q360 80 410 120', C.green, 26) +
      s('M290 126 Q356 108 404 150', '#4d7c0f', 26) +
      bowl(C.orange, 240) +
      e(240, 240, 150, 42, '#b45309') +
      scatter(61, 10, 240, 236, 120, 26, (x, y, i) =>
        r(x - 22, y - 14, 44, 28, i % 2 ? '#ecd98a' : '#e2cd6e', 12),
      ) +
      scatter(62, 6, 240, 236, 110, 26, (x, y) => r(x - 8, y - 5, 16, 10, C.red, 4)),
  ],
  tilapia: [
    BG.sky,
    () =>
      platter(240, 250, 210, 150) +
      p('M90 250 Q170 170 290 210 L350 170 Q344 250 350 330 L290 290 Q170 330 90 250Z', '#b8621f') +
      p('M110 250 Q180 200 280 226 L280 274 Q180 300 110 250Z', F.fried) +
      s('M170 220 Q160 250 170 280 M210 216 Q200 250 210 284 M250 218 Q240 250 250 282', '#8a4312', 5) +
      c(122, 242, 8, C.white) +
      c(122, 242, 4, C.ink) +
      e(380, 200, 46, 38, F.ugali, `stroke="#e7e5c8" stroke-width="4"`) +
      lemon(390, 300, -10),
  ],
  mutura: [
    BG.rose,
    () =>
      r(80, 130, 320, 230, C.wood, 24) +
      s('M120 200 Q240 150 360 200 Q400 240 340 270 Q240 300 150 280', '#4a1d0e', 40) +
      s('M130 196 Q240 156 350 196', '#6b2d16', 10) +
      scatter(
        71,
        6,
        250,
        318,
        110,
        8,
        (x, y) =>
          c(x, y, 22, '#5c2412') + scatter(x * y, 6, x, y, 14, 14, (px, py) => c(px, py, 3, '#d4a373')),
      ) +
      s('M380 150 Q420 170 410 210', C.red, 12),
  ],
  // Fast food
  chips: [
    BG.yellow,
    () =>
      range(11)
        .map((i) =>
          r(
            152 + i * 16,
            110 + ((i * 37) % 50),
            18,
            170,
            i % 2 ? F.cheese : '#fbbf24',
            5,
            `transform="rotate(${(i - 5) * 3} ${160 + i * 16} 260)"`,
          ),
        )
        .join('') +
      p('M140 210 H340 L316 386 H164Z', C.red) +
      p('M140 210 Q240 250 340 210 L336 236 Q240 276 144 236Z', C.dred) +
      c(240, 306, 30, C.yellow),
  ],
  burger: [
    BG.orange,
    () =>
      p('M110 230 Q110 110 240 110 Q370 110 370 230Z', '#d97706') +
      scatter(81, 10, 240, 160, 100, 34, (x, y, i) =>
        e(x, y, 7, 4, C.cream, `transform="rotate(${i * 30} ${x} ${y})"`),
      ) +
      p(
        'M96 236 Q126 220 150 240 Q180 220 210 240 Q240 220 270 240 Q300 220 330 240 Q360 220 384 236 L384 256 H96Z',
        F.leaf,
      ) +
      p('M104 250 H376 L350 290 L320 262 L260 300 L220 262 H104Z', F.cheese) +
      r(100, 262, 280, 48, '#5b2a0e', 22) +
      r(104, 304, 272, 18, C.red, 9) +
      p('M110 318 H370 Q370 372 330 372 H150 Q110 372 110 318Z', '#e59a2f'),
  ],
  'fried-chicken': [
    BG.rose,
    () =>
      drumstick(170, 160, -60) +
      drumstick(250, 140, -80) +
      drumstick(320, 170, -110) +
      p('M120 200 H360 L330 390 H150Z', C.white) +
      range(4)
        .map((i) =>
          p(`M${140 + i * 60} 200 H${170 + i * 60} L${164 + i * 54} 390 H${152 + i * 48 + 8}Z`, C.red),
        )
        .join('') +
      r(110, 192, 260, 22, C.dred, 8),
  ],
  'chicken-wings': [
    BG.orange,
    () =>
      plate() +
      range(6)
        .map((i) => {
          const x = Math.round(226 + Math.cos(i * 1.05) * 84)
          const y = Math.round(226 + Math.sin(i * 1.05) * 84)
          return g(
            `rotate(${i * 60 + 90} ${x} ${y})`,
            p(
              `M${x - 42} ${y} Q${x - 30} ${y - 34} ${x} ${y - 22} Q${x + 34} ${y - 36} ${x + 42} ${y} Q${x + 30} ${y + 28} ${x} ${y + 20} Q${x - 30} ${y + 30} ${x - 42} ${y}Z`,
              i % 2 ? '#b4410c' : '#c2410c',
              `stroke="${F.meat}" stroke-width="5"`,
            ) + e(x - 6, y - 8, 16, 7, '#ea7a2c'),
          )
        })
        .join('') +
      c(226, 226, 34, C.white, `stroke="${C.light}" stroke-width="4"`) +
      c(226, 226, 24, C.cream) +
      r(330, 320, 14, 70, C.green, 7, 'transform="rotate(-30 337 355)"') +
      r(356, 326, 14, 70, C.orange, 7, 'transform="rotate(-20 363 361)"'),
  ],
  'hot-dog': [
    BG.yellow,
    () =>
      g(
        'rotate(-18 240 250)',
        r(80, 210, 320, 90, '#e59a2f', 45) +
          r(64, 214, 352, 52, '#b4410c', 26) +
          s(
            'M90 232 Q120 214 150 232 Q180 250 210 232 Q240 214 270 232 Q300 250 330 232 Q360 214 390 232',
            C.yellow,
            9,
          ) +
          p('M80 262 H400 Q400 320 350 320 H130 Q80 320 80 262Z', '#d98a25'),
      ),
  ],
  // Pizza
  'pizza-margherita': [
    BG.rose,
    () =>
      pizzaTop(
        101,
        C.red,
        C.white,
        scatter(102, 6, 240, 240, 110, 110, (x, y, i) =>
          p(
            `M${x - 16} ${y} Q${x} ${y - 14} ${x + 16} ${y} Q${x} ${y + 14} ${x - 16} ${y}Z`,
            C.green,
            `transform="rotate(${i * 40} ${x} ${y})"`,
          ),
        ),
      ),
  ],
  'pizza-pepperoni': [
    BG.orange,
    () =>
      pizzaTop(
        111,
        '#ea580c',
        F.cheese,
        scatter(112, 12, 240, 240, 120, 120, (x, y) => c(x, y, 20, C.dred) + c(x - 5, y - 5, 5, '#b91c1c')),
      ),
  ],
  'pizza-veggie': [
    BG.green,
    () =>
      pizzaTop(
        121,
        C.red,
        F.cheese,
        scatter(122, 7, 240, 240, 120, 120, (x, y, i) =>
          s(`M${x - 16} ${y} Q${x} ${y - 14} ${x + 16} ${y}`, C.green, 7).replace(
            'stroke-linecap',
            `transform="rotate(${i * 36} ${x} ${y})" stroke-linecap`,
          ),
        ) +
          scatter(123, 6, 240, 240, 116, 116, (x, y) => c(x, y, 11, C.ink) + c(x, y, 5, F.cheese)) +
          scatter(124, 5, 240, 240, 110, 110, (x, y) => c(x, y, 12, C.purple)),
      ),
  ],
  // Italian
  pasta: [
    BG.amber,
    () =>
      plate(240, 250) +
      e(236, 250, 124, 96, '#f6d77a') +
      range(14)
        .map((i) => {
          const rx = 40 + (i % 5) * 18
          const ry = 26 + (i % 4) * 16
          return e(
            236 + ((i * 13) % 30) - 15,
            250 + ((i * 7) % 20) - 10,
            rx,
            ry,
            'none',
            `stroke="${i % 2 ? '#e9b949' : F.noodle}" stroke-width="6" transform="rotate(${i * 27} 236 250)"`,
          )
        })
        .join('') +
      p('M176 236 Q190 196 240 200 Q296 198 300 240 Q298 286 240 284 Q180 286 176 236Z', C.red) +
      c(214, 232, 20, F.meat) +
      c(262, 256, 20, F.meat) +
      c(252, 220, 18, '#8a3a12') +
      p('M222 262 Q236 248 252 260 Q236 272 222 262Z', C.green) +
      fork(410, 250, 20),
  ],
  lasagne: [
    BG.rose,
    () =>
      plate(240, 270, 180) +
      p('M120 200 L290 160 L380 200 L210 248Z', '#e0a045') +
      scatter(131, 8, 250, 200, 90, 26, (x, y) => e(x, y, 16, 8, '#b45309')) +
      p('M120 200 L210 248 V362 L120 316Z', '#fcd34d') +
      p('M210 248 L380 200 V316 L210 362Z', '#fde68a') +
      range(3)
        .map((i) =>
          p(
            `M120 ${224 + i * 30} L210 ${272 + i * 30} L380 ${224 + i * 30} V${238 + i * 30} L210 ${286 + i * 30} L120 ${238 + i * 30}Z`,
            i === 1 ? C.cream : C.red,
          ),
        )
        .join('') +
      p('M380 316 Q390 340 370 350', 'none'),
  ],
  // Asian
  sushi: [
    BG.slate,
    () =>
      r(70, 150, 340, 200, C.ink, 24) +
      range(3)
        .map(
          (i) =>
            c(140 + i * 84, 214, 36, '#111827') +
            c(140 + i * 84, 214, 28, C.white) +
            c(140 + i * 84, 214, 13, F.salmon) +
            r(135 + i * 84, 206, 5, 14, C.green, 2),
        )
        .join('') +
      range(2)
        .map(
          (i) =>
            e(170 + i * 120, 300, 52, 22, C.white) +
            p(
              `M${116 + i * 120} 292 Q${170 + i * 120} 254 ${226 + i * 120} 292 Q${170 + i * 120} 304 ${116 + i * 120} 292Z`,
              F.salmon,
            ) +
            s(
              `M${146 + i * 120} 280 L${156 + i * 120} 294 M${176 + i * 120} 274 L${184 + i * 120} 292 M${200 + i * 120} 278 L${206 + i * 120} 292`,
              '#fed7aa',
              4,
            ),
        )
        .join('') +
      p('M380 290 Q400 270 394 304 Z', C.green) +
      c(384, 298, 14, '#84cc16') +
      s('M110 110 L400 150 M110 130 L400 160', C.wood, 7),
  ],
  noodles: [
    BG.rose,
    () =>
      range(7)
        .map((i) => s(`M${230 + i * 8} 240 Q${200 + i * 14} 170 ${250 + i * 6} 110`, F.noodle, 9))
        .join('') +
      s('M240 80 L330 260 M280 70 L350 250', C.wood, 10) +
      bowl(C.red, 236, 160, 150) +
      e(240, 236, 160, 40, '#c2410c') +
      range(9)
        .map((i) => s(`M${110 + i * 28} 236 q14 -14 28 0`, F.noodle, 8))
        .join('') +
      e(170, 226, 30, 18, C.white) +
      e(170, 226, 13, 10, C.amber) +
      r(286, 214, 40, 18, C.green, 6) +
      s('M140 300 Q240 330 340 300', C.white, 8),
  ],
  'fried-rice': [
    BG.yellow,
    () =>
      plate(240, 250, 176) +
      e(240, 250, 130, 104, '#f3d68c') +
      scatter(141, 60, 240, 250, 116, 92, (x, y, i) =>
        e(x, y, 7, 3, i % 2 ? '#e8c46a' : C.cream, `transform="rotate(${(i * 41) % 180} ${x} ${y})"`),
      ) +
      scatter(142, 16, 240, 250, 104, 82, (x, y) => c(x, y, 8, C.green)) +
      scatter(143, 14, 240, 250, 104, 82, (x, y) => r(x - 7, y - 7, 14, 14, C.orange, 3)) +
      scatter(144, 8, 240, 250, 96, 76, (x, y) => e(x, y, 14, 9, C.yellow)) +
      s('M350 90 L360 220 M380 90 L372 220', C.wood, 9),
  ],
  curry: [
    BG.orange,
    () =>
      bowlTop(C.white, 200, 250, 150) +
      c(200, 250, 126, '#ea8a1a') +
      scatter(151, 8, 200, 250, 86, 86, (x, y, i) =>
        r(x - 18, y - 15, 36, 30, i % 2 ? '#fde68a' : '#9a3412', 10),
      ) +
      scatter(152, 10, 200, 250, 96, 96, (x, y) =>
        p(`M${x - 8} ${y} Q${x} ${y - 8} ${x + 8} ${y} Q${x} ${y + 8} ${x - 8} ${y}Z`, C.green),
      ) +
      s('M150 230 Q200 210 250 240', C.cream, 8) +
      c(376, 140, 70, C.white, `stroke="${C.amber}" stroke-width="8"`) +
      scatter(153, 30, 376, 140, 52, 52, (x, y, i) =>
        e(x, y, 8, 4, F.rice, `transform="rotate(${i * 23} ${x} ${y})"`),
      ) +
      e(370, 360, 80, 46, '#e7b466', 'transform="rotate(-25 370 360)"') +
      scatter(154, 8, 370, 360, 56, 28, (x, y) => e(x, y, 10, 6, '#b8712c', 'opacity="0.8"')),
  ],
  dumplings: [
    BG.teal,
    () =>
      c(240, 250, 180, C.tan) +
      c(240, 250, 160, '#c4894b') +
      s('M100 200 H380 M84 250 H396 M100 300 H380', '#b57a3e', 4) +
      range(5)
        .map((i) => {
          const x = [170, 310, 240, 170, 310][i]
          const y = [190, 190, 260, 330, 330][i]
          return (
            e(x, y, 62, 48, C.white, `stroke="${C.light}" stroke-width="3"`) +
            s(
              `M${x - 40} ${y - 10} Q${x} ${y - 40} ${x + 40} ${y - 10} M${x - 20} ${y - 22} L${x - 14} ${y - 6} M${x} ${y - 28} V${y - 10} M${x + 20} ${y - 22} L${x + 14} ${y - 6}`,
              C.grey,
              4,
            )
          )
        })
        .join(''),
  ],
  'spring-rolls': [
    BG.lime,
    () =>
      plate(240, 250) +
      range(4)
        .map((i) =>
          g(
            `rotate(${-30 + i * 6} 240 250)`,
            r(120, 150 + i * 50, 230, 46, i % 2 ? F.golden : '#dc9a3a', 22) +
              s(
                `M170 ${160 + i * 50} L180 ${188 + i * 50} M240 ${160 + i * 50} L250 ${188 + i * 50} M300 ${160 + i * 50} L310 ${188 + i * 50}`,
                '#b8712c',
                4,
              ),
          ),
        )
        .join('') +
      c(370, 370, 38, C.white, `stroke="${C.light}" stroke-width="4"`) +
      c(370, 370, 28, C.red),
  ],
  // Healthy and vegetarian
  salad: [
    BG.green,
    () =>
      bowlTop(C.teal) +
      c(240, 240, 136, '#86efac') +
      scatter(167, 26, 240, 240, 120, 120, (x, y, i) =>
        p(
          `M${x - 30} ${y} Q${x} ${y - 28} ${x + 30} ${y} Q${x} ${y + 28} ${x - 30} ${y}Z`,
          [F.leaf, C.green, '#4ade80'][i % 3],
          `transform="rotate(${i * 47} ${x} ${y})"`,
        ),
      ) +
      scatter(162, 6, 240, 240, 100, 100, (x, y) => c(x, y, 20, C.red) + c(x - 5, y - 5, 6, '#fca5a5')) +
      scatter(163, 5, 240, 240, 100, 100, (x, y) =>
        c(x, y, 18, '#bbf7d0', `stroke="${C.green}" stroke-width="4"`),
      ) +
      scatter(164, 4, 240, 240, 90, 90, (x, y) =>
        c(x, y, 16, 'none', `stroke="${C.purple}" stroke-width="4"`),
      ),
  ],
  smoothie: [
    BG.pink,
    () =>
      s('M260 60 L290 180', C.teal, 12) +
      p('M160 150 H320 L300 390 Q298 400 288 400 H192 Q182 400 180 390Z', '#f9a8d4', 'opacity="0.6"') +
      p('M166 176 H314 L298 384 H182Z', C.pink) +
      e(240, 176, 74, 12, '#f472b6') +
      c(212, 160, 20, C.red) +
      c(246, 152, 16, C.purple) +
      p('M266 150 L300 130 L310 150 Z', C.green) +
      r(190, 220, 12, 110, C.white, 6, 'opacity="0.5"'),
  ],
  'fruit-bowl': [
    BG.yellow,
    () =>
      bowlTop(C.orange) +
      p('M140 250 L240 150 L200 270Z', C.red) +
      p('M140 250 L240 150 L250 160 L150 262Z', C.green) +
      scatter(171, 8, 170, 210, 4, 4, (x, y, i) => e(x + 16 + i * 6, y + 20 - i * 4, 3, 5, C.ink)) +
      c(300, 200, 44, C.green) +
      c(300, 200, 36, '#a3e635') +
      c(300, 200, 12, C.cream) +
      scatter(172, 10, 300, 200, 24, 24, (x, y) => c(x, y, 3, C.ink)) +
      c(200, 320, 44, C.orange) +
      c(200, 320, 38, '#fdba74') +
      s('M200 282 V358 M162 320 H238 M173 293 L227 347 M227 293 L173 347', C.orange, 3) +
      scatter(173, 7, 310, 310, 46, 40, (x, y) => r(x - 14, y - 14, 28, 28, C.yellow, 6)) +
      scatter(174, 4, 250, 250, 60, 60, (x, y) =>
        p(
          `M${x} ${y + 16} Q${x - 18} ${y} ${x - 10} ${y - 12} Q${x} ${y - 16} ${x + 10} ${y - 12} Q${x + 18} ${y} ${x} ${y + 16}Z`,
          C.red,
        ),
      ),
  ],
  'veg-bowl': [
    BG.lime,
    () =>
      bowlTop(C.slate) +
      p('M240 240 L240 94 A146 146 0 0 1 372 180Z', '#fef3c7') +
      scatter(181, 30, 300, 150, 40, 36, (x, y) => c(x, y, 5, '#e7c98a')) +
      p('M240 240 L372 180 A146 146 0 0 1 330 356Z', C.purple) +
      s('M300 240 L350 220 M300 270 L352 260 M290 300 L336 304', '#a78bfa', 5) +
      p('M240 240 L330 356 A146 146 0 0 1 110 310Z', C.orange) +
      s('M200 300 L220 350 M240 290 L260 348 M170 290 L180 330', '#fdba74', 5) +
      p('M240 240 L110 310 A146 146 0 0 1 130 140Z', F.leaf) +
      p('M240 240 L130 140 A146 146 0 0 1 240 94Z', '#d97706') +
      scatter(182, 8, 190, 140, 30, 28, (x, y) => c(x, y, 11, '#e8b460')) +
      e(240, 240, 44, 30, C.lgreen) +
      e(240, 240, 30, 18, '#65a30d'),
  ],
  'falafel-wrap': [
    BG.teal,
    () =>
      g(
        'rotate(-24 200 250)',
        r(60, 200, 220, 110, '#f5d08a', 50) + s('M100 230 L150 290 M160 220 L210 290', '#e2b462', 5),
      ) +
      wrapEnd(280, 200) +
      c(340, 330, 34, F.fried) +
      c(286, 360, 32, '#a85d1c') +
      c(380, 380, 30, F.fried) +
      scatter(191, 10, 336, 356, 56, 36, (x, y) => c(x, y, 3, '#5b2a0e')),
  ],
  soup: [
    BG.orange,
    () =>
      bowlTop(C.white, 220, 250, 158) +
      c(220, 250, 140, '#f59e0b') +
      s('M160 230 Q220 200 280 250 Q230 290 190 260', C.cream, 10) +
      scatter(201, 10, 220, 250, 90, 90, (x, y) => r(x - 4, y - 4, 8, 8, C.green, 2)) +
      p('M350 380 L420 400 L410 430 L340 404Z', '#e7b466') +
      r(380, 160, 20, 150, C.grey, 10, 'transform="rotate(28 390 235)"') +
      e(350, 150, 28, 38, C.grey, 'transform="rotate(28 350 150)"'),
  ],
  // Grill
  skewers: [
    BG.amber,
    () =>
      range(3)
        .map((i) =>
          g(
            `rotate(-30 240 ${200 + i * 70})`,
            s(`M60 ${200 + i * 70} H420`, C.tan, 6) +
              range(6)
                .map((j) =>
                  r(
                    100 + j * 48,
                    176 + i * 70,
                    40,
                    48,
                    [F.meat, C.red, F.roast, C.green, F.meat, C.cream][(j + i) % 6],
                    10,
                  ),
                )
                .join(''),
          ),
        )
        .join(''),
  ],
  steak: [
    BG.slate,
    () =>
      plate(240, 250, 180) +
      p('M120 220 Q130 150 230 160 Q330 150 340 230 Q350 330 240 320 Q130 330 120 220Z', '#7a2a0c') +
      p('M140 220 Q150 170 230 178 Q320 170 322 232 Q326 306 240 302 Q150 310 140 220Z', '#9a3412') +
      s('M170 190 L220 300 M210 180 L262 300 M250 180 L300 290', '#3b1406', 8) +
      range(5)
        .map((i) =>
          r(
            300 + i * 10,
            300 + (i % 2) * 10,
            14,
            80,
            F.cheese,
            5,
            `transform="rotate(${-40 + i * 10} ${306 + i * 10} 340)"`,
          ),
        )
        .join('') +
      s('M110 320 Q130 300 160 310', C.green, 6) +
      scatter(211, 6, 140, 320, 20, 10, (x, y) => c(x, y, 5, C.dgreen)),
  ],
  'grilled-chicken': [
    BG.orange,
    () =>
      platter() +
      p('M120 240 Q130 140 250 150 Q360 160 360 250 Q350 330 240 330 Q130 330 120 240Z', '#c2681a') +
      s('M160 180 L200 300 M210 170 L250 310 M260 170 L300 300 M310 190 L330 260', '#7c2d12', 9) +
      r(340, 220, 80, 26, '#d98a3a', 13, 'transform="rotate(20 380 233)"') +
      c(414, 252, 14, C.cream) +
      lemon(150, 300, 20) +
      scatter(221, 6, 330, 320, 30, 12, (x, y) => c(x, y, 6, C.green)),
  ],
  // Seafood
  prawns: [
    BG.sky,
    () =>
      plate(240, 250, 178) +
      range(5)
        .map((i) => {
          const x = [170, 290, 230, 150, 310][i]
          const y = [180, 180, 260, 310, 320][i]
          return g(
            `rotate(${i * 70} ${x} ${y})`,
            s(`M${x - 40} ${y} A40 40 0 1 1 ${x + 10} ${y + 38}`, C.orange, 30) +
              s(
                `M${x - 20} ${y - 30} L${x - 6} ${y - 16} M${x + 14} ${y - 38} L${x + 10} ${y - 18} M${x + 38} ${y - 14} L${x + 20} ${y - 6}`,
                '#fdba74',
                4,
              ) +
              p(`M${x + 10} ${y + 38} L${x - 6} ${y + 58} L${x + 26} ${y + 56}Z`, C.red),
          )
        })
        .join('') +
      lemon(330, 110, 30),
  ],
  calamari: [
    BG.teal,
    () =>
      plate(240, 250, 178) +
      scatter(
        231,
        11,
        220,
        250,
        100,
        100,
        (x, y) =>
          c(x, y, 28, 'none', `stroke="${F.golden}" stroke-width="15"`) +
          c(x, y, 28, 'none', `stroke="#f6cf8a" stroke-width="4"`),
      ) +
      lemon(340, 350, -30) +
      c(350, 160, 36, C.white, `stroke="${C.light}" stroke-width="4"`) +
      c(350, 160, 26, C.cream),
  ],
  'fish-fillet': [
    BG.blue,
    () =>
      r(90, 140, 300, 240, C.white, 20, `stroke="${C.light}" stroke-width="4"`) +
      r(90, 140, 300, 240, 'none', 20, `stroke="${C.blue}" stroke-width="8" stroke-dasharray="20 14"`) +
      g(
        'rotate(-15 200 250)',
        p('M110 250 Q120 190 220 200 Q290 204 300 250 Q290 300 220 300 Q120 310 110 250Z', F.golden) +
          scatter(241, 10, 200, 250, 70, 34, (x, y) => e(x, y, 10, 5, '#c7782a')),
      ) +
      range(6)
        .map((i) =>
          r(
            290 + (i % 3) * 20,
            220 + (i % 2) * 30,
            14,
            90,
            F.cheese,
            5,
            `transform="rotate(${-20 + i * 8} 300 300)"`,
          ),
        )
        .join('') +
      lemon(180, 340, 0),
  ],
  // Desserts
  'cake-slice': [
    BG.pink,
    () =>
      plate(240, 300, 150) +
      p('M110 220 L350 160 L370 210 L370 340 L110 360Z', F.choc) +
      p('M110 220 L350 160 L370 210 L110 270Z', '#fbcfe8') +
      p('M110 300 L370 280 V300 L110 320Z', '#fbcfe8') +
      p('M110 270 L370 210 V226 L110 286Z', C.cream) +
      c(290, 170, 22, C.red) +
      s('M292 150 Q300 120 320 116', C.dgreen, 4),
  ],
  'ice-cream': [
    BG.sky,
    () =>
      p('M176 230 H304 L240 420Z', '#d6a36b') +
      s('M190 260 L262 380 M230 240 L280 326 M290 256 L218 380 M250 240 L200 330', '#b8712c', 5) +
      c(204, 200, 56, '#f9a8d4') +
      c(276, 200, 56, C.cream) +
      c(240, 140, 58, F.choc) +
      scatter(251, 12, 240, 140, 40, 40, (x, y, i) =>
        r(
          x - 6,
          y - 2,
          12,
          4,
          [C.yellow, C.sky, C.pink][i % 3],
          2,
          `transform="rotate(${i * 30} ${x} ${y})"`,
        ),
      ) +
      c(250, 82, 14, C.red),
  ],
  doughnut: [
    BG.purple,
    () =>
      c(240, 250, 160, '#e2a04a') +
      p(
        'M100 230 Q90 150 170 110 Q240 80 310 110 Q396 150 384 240 Q396 290 360 320 Q330 380 240 380 Q150 380 120 320 Q80 290 100 230Z',
        C.pink,
      ) +
      c(240, 250, 56, BG.purple) +
      c(240, 250, 56, 'none', `stroke="#e2a04a" stroke-width="14"`) +
      scatter(261, 36, 240, 240, 130, 120, (x, y, i) =>
        Math.hypot(x - 240, y - 250) < 76
          ? ''
          : r(
              x - 9,
              y - 3,
              18,
              6,
              [C.yellow, C.sky, C.white, C.green][i % 4],
              3,
              `transform="rotate(${i * 37} ${x} ${y})"`,
            ),
      ),
  ],
  pancakes: [
    BG.amber,
    () =>
      e(240, 380, 180, 30, C.white) +
      range(5)
        .map((i) => e(240, 350 - i * 36, 150, 34, '#e9b25f') + e(240, 342 - i * 36, 148, 28, '#f2c57c'))
        .join('') +
      p(
        'M110 196 Q240 150 370 196 Q372 240 350 250 Q344 280 334 246 Q300 236 260 236 Q246 300 232 236 Q180 236 150 232 Q140 270 128 232 Q108 220 110 196Z',
        C.wood,
      ) +
      r(212, 164, 56, 30, C.yellow, 8) +
      c(330, 176, 14, C.dpurple) +
      c(160, 186, 14, C.red),
  ],
  milkshake: [
    BG.rose,
    () =>
      s('M250 40 L272 160', C.red, 12) +
      c(240, 130, 48, C.white) +
      c(204, 148, 36, C.white) +
      c(278, 150, 36, C.white) +
      c(244, 90, 14, C.red) +
      p('M160 160 H320 L290 390 H190Z', '#fbcfe8') +
      r(160, 160, 160, 20, '#f9a8d4', 6) +
      p('M176 200 H304 L300 230 H180Z', C.pink) +
      r(200, 240, 12, 120, C.white, 6, 'opacity="0.5"'),
  ],
  // Drinks
  chai: [
    BG.orange,
    () =>
      steam(216, 150) +
      e(240, 380, 150, 24, C.light) +
      s('M330 236 Q386 236 380 280 Q374 320 320 310', C.red, 18) +
      p('M140 180 H340 V290 Q340 370 270 370 H210 Q140 370 140 290Z', C.red) +
      e(240, 182, 100, 14, F.milky) +
      r(190, 240, 100, 50, C.white, 10, 'opacity="0.9"') +
      c(240, 265, 14, C.green),
  ],
  coffee: [
    BG.amber,
    () =>
      e(240, 270, 180, 150, C.white, `stroke="${C.light}" stroke-width="4"`) +
      c(240, 256, 110, C.white, `stroke="${C.light}" stroke-width="6"`) +
      r(330, 236, 80, 34, C.white, 17, `stroke="${C.light}" stroke-width="4"`) +
      c(240, 256, 92, F.milky) +
      p('M240 300 Q180 250 210 216 Q232 200 240 226 Q248 200 270 216 Q300 250 240 300Z', C.cream) +
      scatter(271, 5, 240, 270, 190, 170, (x, y) =>
        Math.hypot(x - 240, y - 256) < 130
          ? ''
          : e(x, y, 14, 10, F.choc) + s(`M${x - 8} ${y} H${x + 8}`, '#a16207', 3),
      ) +
      e(96, 120, 14, 10, F.choc) +
      e(388, 400, 14, 10, F.choc),
  ],
  soda: [
    BG.rose,
    () =>
      p(
        'M172 60 H208 V120 Q240 160 236 220 Q230 260 238 300 Q244 350 236 390 H144 Q136 350 142 300 Q150 260 144 220 Q140 160 172 120Z',
        F.cola,
      ) +
      r(168, 48, 44, 18, C.grey, 4) +
      r(142, 250, 96, 56, C.red) +
      s('M158 278 Q190 262 222 278', C.white, 6) +
      p('M270 220 H380 L370 390 H280Z', '#e0f2fe', 'opacity="0.9"') +
      p('M276 250 H374 L366 380 H284Z', '#7c2d12') +
      r(290, 260, 30, 30, '#e0f2fe', 6, 'opacity="0.8"') +
      r(326, 290, 30, 30, '#e0f2fe', 6, 'opacity="0.8"') +
      scatter(281, 8, 320, 330, 30, 40, (x, y) => c(x, y, 4, '#fde68a', 'opacity="0.7"')),
  ],
  juice: [
    BG.yellow,
    () =>
      s('M250 60 L280 180', C.green, 12) +
      p('M160 130 H320 L300 400 H180Z', '#e0f2fe', 'opacity="0.9"') +
      p('M168 160 H312 L298 392 H182Z', C.orange) +
      e(240, 160, 72, 10, '#fdba74') +
      c(312, 140, 36, C.orange) +
      c(312, 140, 30, '#fdba74') +
      s('M312 110 V170 M282 140 H342 M291 119 L333 161 M333 119 L291 161', C.orange, 3) +
      r(190, 200, 12, 150, C.white, 6, 'opacity="0.5"') +
      c(380, 350, 50, C.orange) +
      c(396, 306, 8, C.green),
  ],
  water: [
    BG.sky,
    () =>
      r(206, 60, 68, 40, C.blue, 8) +
      p(
        'M214 100 H266 Q300 130 300 170 V380 Q300 400 280 400 H200 Q180 400 180 380 V170 Q180 130 214 100Z',
        '#bae6fd',
      ) +
      s('M180 200 H300 M180 340 H300', '#7dd3fc', 6) +
      r(180, 230, 120, 84, C.blue) +
      p('M240 246 C224 266 224 290 240 296 C256 290 256 266 240 246Z', C.white) +
      r(196, 130, 14, 60, C.white, 7, 'opacity="0.7"') +
      p('M350 260 C330 290 330 316 350 322 C370 316 370 290 350 260Z', C.sky),
  ],
}

// Dishes drawn, by the restaurants' cuisines (for their pictures and the contact sheet).
const restaurantDesigns = {
  african: [
    [BG.amber, 'table', ['chapati', 'pilau', 'chai']],
    [BG.orange, 'awning', ['ugali-sukuma', 'nyama-choma', 'mandazi']],
  ],
  italian: [
    [BG.rose, 'table', ['lasagne', 'pasta', 'coffee']],
    [BG.green, 'awning', ['pizza-margherita', 'pasta', 'lasagne']],
  ],
  asian: [
    [BG.slate, 'table', ['dumplings', 'sushi', 'noodles']],
    [BG.rose, 'awning', ['fried-rice', 'noodles', 'curry']],
  ],
  fast_food: [
    [BG.yellow, 'table', ['chips', 'burger', 'soda']],
    [BG.rose, 'awning', ['fried-chicken', 'burger', 'milkshake']],
  ],
  desserts: [
    [BG.pink, 'table', ['doughnut', 'cake-slice', 'ice-cream']],
    [BG.purple, 'awning', ['pancakes', 'ice-cream', 'milkshake']],
  ],
  healthy: [
    [BG.green, 'table', ['smoothie', 'salad', 'juice']],
    [BG.lime, 'awning', ['fruit-bowl', 'veg-bowl', 'water']],
  ],
  grill: [
    [BG.orange, 'table', ['skewers', 'steak', 'soda']],
    [BG.amber, 'awning', ['grilled-chicken', 'nyama-choma', 'skewers']],
  ],
  seafood: [
    [BG.sky, 'table', ['calamari', 'tilapia', 'prawns']],
    [BG.teal, 'awning', ['fish-fillet', 'prawns', 'juice']],
  ],
  pizza: [
    [BG.orange, 'table', ['pizza-veggie', 'pizza-pepperoni', 'soda']],
    [BG.rose, 'awning', ['pizza-margherita', 'pizza-pepperoni', 'chips']],
  ],
  vegetarian: [
    [BG.lime, 'table', ['falafel-wrap', 'veg-bowl', 'salad']],
    [BG.teal, 'awning', ['githeri', 'soup', 'samosa']],
  ],
}
const awningColours = {
  african: C.orange,
  italian: C.green,
  asian: C.red,
  fast_food: C.red,
  desserts: C.pink,
  healthy: C.green,
  grill: C.dbrown,
  seafood: C.blue,
  pizza: C.red,
  vegetarian: C.teal,
}

function dishSvg(name) {
  const [bg, draw] = dishes[name]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">${glow}${r(0, 0, 480, 480, bg)}${r(0, 0, 480, 480, 'url(#glow)')}${e(240, 410, 160, 16, '#000', 'opacity="0.07"')}${draw(bg)}</svg>`
}

/** A 16:9 restaurant picture: three dishes on a wooden table, or under a striped shop awning. */
function restaurantSvg(cuisine, [bg, style, pieces]) {
  const placed = pieces
    .map((name, index) => {
      const scale = index === 1 ? 0.5 : 0.36
      const size = 480 * scale
      const cx = [104, 240, 376][index]
      const cy = style === 'table' ? (index === 1 ? 150 : 168) : index === 1 ? 168 : 184
      return g(`translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})`, dishes[name][1](bg))
    })
    .join('')
  const stripe = awningColours[cuisine]
  const backdrop =
    style === 'table'
      ? r(0, 0, 480, 270, bg) +
        c(80, 40, 90, '#fff', 'opacity="0.35"') +
        c(420, 60, 80, '#fff', 'opacity="0.3"') +
        r(0, 214, 480, 56, C.wood) +
        r(0, 214, 480, 8, '#c2681a')
      : r(0, 0, 480, 270, bg) +
        c(420, 250, 130, '#fff', 'opacity="0.35"') +
        range(8)
          .map((i) =>
            p(`M${i * 60} 0 H${i * 60 + 60} V44 Q${i * 60 + 30} 66 ${i * 60} 44Z`, i % 2 ? C.white : stripe),
          )
          .join('') +
        r(0, 0, 480, 8, C.ink, 0, 'opacity="0.15"') +
        e(240, 246, 200, 10, '#000', 'opacity="0.06"')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">${backdrop}${placed}</svg>`
}

/** Renders at the first quality (from `quality` down) that keeps the file within `maxBytes`. */
async function renderWithin(svg, width, file, maxBytes, quality) {
  for (let q = quality; ; q -= 6) {
    const webp = await render(svg, width, 480, file, q)
    if (webp.length <= maxBytes || q <= 40) return webp
  }
}
// Menus show dozens of dishes to a screen: each picture stays small.
const DISH_MAX_BYTES = { 240: 4 * 1024, 480: 8 * 1024 }
const RESTAURANT_MAX_BYTES = { 360: 6 * 1024, 720: 12 * 1024 }

async function main() {
  const dishesDir = join(assets, 'dishes')
  const restaurantsDir = join(assets, 'restaurants')
  for (const dir of [dishesDir, restaurantsDir]) {
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
  }
  const tiles = []
  for (const name of Object.keys(dishes)) {
    for (const width of DISH_WIDTHS)
      await renderWithin(
        dishSvg(name),
        width,
        join(dishesDir, `${name}-${width}.webp`),
        DISH_MAX_BYTES[width],
        72,
      )
    tiles.push(join(dishesDir, `${name}-240.webp`))
  }
  const banners = []
  for (const [cuisine, designs] of Object.entries(restaurantDesigns)) {
    for (const [index, design] of designs.entries()) {
      const name = `${cuisine.replace('_', '-')}-${index + 1}`
      for (const width of RESTAURANT_WIDTHS)
        await renderWithin(
          restaurantSvg(cuisine, design),
          width,
          join(restaurantsDir, `${name}-${width}.webp`),
          RESTAURANT_MAX_BYTES[width],
          64,
        )
      banners.push(join(restaurantsDir, `${name}-720.webp`))
    }
  }
  const kb = (dir) =>
    Math.round(readdirSync(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0) / 1024)
  console.log(
    `${tiles.length} dishes (${kb(dishesDir)} KB), ${banners.length} restaurants (${kb(restaurantsDir)} KB)`,
  )
  if (process.argv.includes('--sheet')) {
    const columns = 8
    const rows = Math.ceil(tiles.length / columns)
    const bannerRows = Math.ceil(banners.length / 4)
    await sharp({
      create: {
        width: columns * 240,
        height: rows * 240 + bannerRows * 270,
        channels: 3,
        background: '#fff',
      },
    })
      .composite([
        ...tiles.map((input, i) => ({
          input,
          left: (i % columns) * 240,
          top: Math.floor(i / columns) * 240,
        })),
        ...(await Promise.all(banners.map((file) => sharp(file).resize(480).toBuffer()))).map((input, i) => ({
          input,
          left: (i % 4) * 480,
          top: rows * 240 + Math.floor(i / 4) * 270,
        })),
      ])
      .png()
      .toFile('/tmp/food-pictures-sheet.png')
    console.log('contact sheet: /tmp/food-pictures-sheet.png')
  }
}

await main()
