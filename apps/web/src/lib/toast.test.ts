import { describe, expect, it, vi } from 'vitest'

const sonner = vi.hoisted(() => ({ success: vi.fn() }))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), sonner) }))

describe('showToast', () => {
  it('keeps a toast asked for before the Toaster host registered, and shows it once it has', async () => {
    const { registerToasterHost, showToast, toasterIsMounted } = await import('./toast')
    showToast('success', 'Application Submitted!')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(sonner.success).not.toHaveBeenCalled()
    const mount = vi.fn(() => toasterIsMounted())
    registerToasterHost(mount)
    await vi.waitFor(() => expect(sonner.success).toHaveBeenCalledWith('Application Submitted!', undefined))
    expect(mount).toHaveBeenCalled()
  })
})
