// Writes the demo product images (small WebP illustrations, three per category) into
// src/db/seed/assets/products. Run once by hand when the set changes; the output is committed.
import { mkdirSync } from 'node:fs'
import sharp from 'sharp'

const out = new URL('../src/db/seed/assets/products/', import.meta.url)
mkdirSync(out, { recursive: true })

const categories = {
  electronics: ['#0f766e', '#134e4a'],
  clothing: ['#b45309', '#7c2d12'],
  'home-garden': ['#15803d', '#14532d'],
  sports: ['#1d4ed8', '#1e3a8a'],
  books: ['#7c3aed', '#4c1d95'],
  'health-beauty': ['#db2777', '#831843'],
  automotive: ['#475569', '#0f172a'],
  'toys-games': ['#ea580c', '#9a3412'],
  'food-beverages': ['#ca8a04', '#713f12'],
  'office-supplies': ['#0369a1', '#0c4a6e'],
}

// A simple object on a soft backdrop: a shape per variant, in the category's colours.
const shapes = [
  (c) =>
    `<rect x="130" y="110" width="220" height="260" rx="28" fill="${c}"/><rect x="160" y="140" width="160" height="170" rx="10" fill="#fff" opacity=".85"/><circle cx="240" cy="340" r="12" fill="#fff" opacity=".8"/>`,
  (c) =>
    `<circle cx="240" cy="250" r="130" fill="${c}"/><circle cx="240" cy="250" r="80" fill="#fff" opacity=".3"/><circle cx="240" cy="250" r="30" fill="#fff" opacity=".9"/>`,
  (c) =>
    `<path d="M120 360 L240 110 L360 360 Z" fill="${c}"/><rect x="170" y="300" width="140" height="60" rx="8" fill="#fff" opacity=".7"/>`,
]

for (const [slug, [light, dark]] of Object.entries(categories)) {
  for (const [index, shape] of shapes.entries()) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="${light}" stop-opacity=".35"/></linearGradient></defs>
  <rect width="480" height="480" fill="url(#g)"/>
  <ellipse cx="240" cy="400" rx="150" ry="18" fill="${dark}" opacity=".18"/>
  ${shape(index === 1 ? dark : light)}
</svg>`
    await sharp(Buffer.from(svg))
      .webp({ quality: 70 })
      .toFile(new URL(`${slug}-${index + 1}.webp`, out).pathname)
  }
}
console.log('demo images written')
