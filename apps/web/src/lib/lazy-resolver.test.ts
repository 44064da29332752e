import type { Resolver, ResolverResult } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { lazyResolver } from './lazy-resolver'

type Values = { email: string }
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2]

describe('lazyResolver', () => {
  it('loads the real resolver once, on preload or on the first validation, and validates with it', async () => {
    const validate: Resolver<Values> = async (values) => {
      if (values.email) return { values, errors: {} } as ResolverResult<Values>
      return { values: {}, errors: { email: { type: 'required', message: 'Email is required' } } }
    }
    const real = vi.fn(validate)
    const load = vi.fn(async () => real)
    const resolver = lazyResolver(load)
    expect(load).not.toHaveBeenCalled()
    await resolver.preload()
    expect(await resolver({ email: '' }, undefined, options)).toMatchObject({
      errors: { email: { message: 'Email is required' } },
    })
    expect(await resolver({ email: 'a@b.co' }, undefined, options)).toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries the download again after it failed (a flaky connection)', async () => {
    const real: Resolver<Values> = async (values) => ({ values, errors: {} })
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real)
    const resolver = lazyResolver<Resolver<Values>>(load)
    await expect(resolver.preload()).rejects.toThrow('offline')
    expect(await resolver({ email: 'a@b.co' }, undefined, options)).toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
