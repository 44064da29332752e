import type { MapMarker } from './route-map'

// Inline SVG markers: no image requests (Leaflet's default marker is a PNG beside its CSS), and each carries
// its accessible name. Colours are fixed so they read on light tiles and on the plain fallback alike.

const pin = (fill: string, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true" focusable="false"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="${fill}" stroke="#fff" stroke-width="2"/>${inner}</svg>`

const vehicle = (fill: string, glyph: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false"><circle cx="18" cy="18" r="16" fill="${fill}" stroke="#fff" stroke-width="2.5"/><g fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>`

const carGlyph =
  '<path d="M10 21v-3l2-5h12l2 5v3z"/><path d="M10 21v2M26 21v2"/><circle cx="13.5" cy="18.5" r=".6" fill="#fff"/><circle cx="22.5" cy="18.5" r=".6" fill="#fff"/>'
const bikeGlyph =
  '<circle cx="11" cy="21" r="3.5"/><circle cx="25" cy="21" r="3.5"/><path d="M11 21l4-6h6l4 6M19 15l-2-3h-3M21 15l2-3h2"/>'

const svgs: Record<MapMarker['kind'], string> = {
  pickup: pin('#15803d', '<circle cx="16" cy="15.5" r="5.5" fill="#fff"/>'),
  destination: pin('#b91c1c', '<rect x="10.5" y="10" width="11" height="11" rx="1.5" fill="#fff"/>'),
  taxi: vehicle('#b45309', carGlyph),
  motorbike: vehicle('#1d4ed8', bikeGlyph),
}

/** Width, height and the point of the icon that sits on the coordinates. */
export const iconGeometry: Record<MapMarker['kind'], { size: [number, number]; anchor: [number, number] }> = {
  pickup: { size: [32, 42], anchor: [16, 41] },
  destination: { size: [32, 42], anchor: [16, 41] },
  taxi: { size: [36, 36], anchor: [18, 18] },
  motorbike: { size: [36, 36], anchor: [18, 18] },
}

/**
 * The marker's element: built with the DOM, so a label (a driver's name) is never parsed as HTML. The SVG is
 * our own constant.
 */
export function markerElement(kind: MapMarker['kind'], label: string): HTMLElement {
  const element = document.createElement('span')
  element.setAttribute('role', 'img')
  element.setAttribute('aria-label', label)
  element.title = label
  element.dataset.kind = kind
  element.className = 'block drop-shadow-md'
  element.innerHTML = svgs[kind]
  return element
}
