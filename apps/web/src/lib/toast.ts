// Every toast goes through this loader: sonner and the Toaster arrive with the first toast, so a static
// import of sonner anywhere would put its ~9 KB back into the first load of that screen.
type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'message'

export interface ToastOptions {
  description?: string
}

// The Toaster itself mounts on the first toast (app/providers.tsx registers how), not during page load.
let mountToaster: (() => void) | null = null
let markMounted: () => void = () => undefined
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

// Toasts asked for before the providers registered (an effect of the very first render): shown once they have.
let waiting: (() => void)[] = []

/** Called once by the app's providers: how to mount the Toaster when the first toast is shown. */
export function registerToasterHost(mount: () => void) {
  mountToaster = mount
  const queued = waiting
  waiting = []
  for (const show of queued) show()
}

/** Called by the Toaster's host once the Toaster is on the page. */
export function toasterIsMounted() {
  markMounted()
}

/** Shows a toast once sonner's code and the Toaster are there. */
export function showToast(kind: ToastKind, title: string, description?: string) {
  const host = mountToaster
  if (!host) {
    waiting.push(() => showToast(kind, title, description))
    return
  }
  host()
  void Promise.all([import('sonner'), toasterMounted]).then(([{ toast: sonnerToast }]) => {
    const options = description ? { description } : undefined
    if (kind === 'message') sonnerToast(title, options)
    else sonnerToast[kind](title, options)
  })
}

const show = (kind: ToastKind) => (title: string, options?: ToastOptions) =>
  showToast(kind, title, options?.description)

/** sonner's `toast` API as Soko uses it: toast(title), toast.success/error/info/warning(title, { description }). */
export const toast = Object.assign(show('message'), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
})
