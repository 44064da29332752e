// Shell code shows toasts through this loader: sonner arrives with the lazy Toaster (app/providers.tsx),
// so importing it statically here would put it back into the first-load bundle.
type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'message'

/** Shows a toast once sonner's code is there (it normally already is, right after the first paint). */
export function showToast(kind: ToastKind, title: string, description?: string) {
  void import('sonner').then(({ toast }) => {
    const options = description ? { description } : undefined
    if (kind === 'message') toast(title, options)
    else toast[kind](title, options)
  })
}
