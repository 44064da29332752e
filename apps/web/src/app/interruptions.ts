// When the timed pop-ups (newsletter, adverts) may open: never in the middle of a purchase or of something the
// reader is typing (issue 20). Loaded with the pop-ups (app/timed-overlays.tsx), after the first paint.

/** The cart, checkout and the payment return pages: a purchase is under way there. */
const purchasePath = /^\/(cart|checkout|payment)(\/|$)/

const fieldSelector = 'input, textarea, select, [contenteditable="true"]'

/** A search box applies what is typed at once (or forgets it): typing there leaves nothing unsaved. */
function isSearch(element: Element) {
  return (
    (element instanceof HTMLInputElement && element.type === 'search') || !!element.closest('[role="search"]')
  )
}

/** Forms the reader has typed into and that have not been submitted or reset since. */
const touchedForms = new Set<HTMLFormElement>()

function onInput(event: Event) {
  const target = event.target
  if (!(target instanceof Element) || isSearch(target)) return
  const form = target.closest('form')
  if (form) touchedForms.add(form)
}

function onSubmitOrReset(event: Event) {
  if (event.target instanceof HTMLFormElement) touchedForms.delete(event.target)
}

let listening = false

/** Starts noticing typed input; app/timed-overlays.tsx calls it once when the pop-ups arrive. */
export function watchUnsavedInput() {
  if (listening) return
  listening = true
  document.addEventListener('input', onInput, true)
  document.addEventListener('change', onInput, true)
  document.addEventListener('submit', onSubmitOrReset, true)
  document.addEventListener('reset', onSubmitOrReset, true)
}

/** Whether a form on the page holds input the reader has typed and not yet submitted. */
export function hasUnsavedInput() {
  for (const form of touchedForms) {
    // A form that left the page (the screen changed) holds nothing any more.
    if (form.isConnected) return true
    touchedForms.delete(form)
  }
  return false
}

function isTyping() {
  const active = document.activeElement
  return !!active && active.matches(fieldSelector) && !isSearch(active)
}

/**
 * Whether a pop-up may open now: not on a purchase page (cart, checkout, payment), not over another dialog,
 * not while the reader is typing or has a form with unsaved input.
 */
export function mayInterrupt(pathname: string) {
  if (purchasePath.test(pathname)) return false
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return false
  return !isTyping() && !hasUnsavedInput()
}
