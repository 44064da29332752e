import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { noteReadAge, useSavedDataTime } from './saved-data'

describe('the saved data notice', () => {
  it('shows the oldest saved read since the last fresh one, and clears on a fresh answer', () => {
    const { result } = renderHook(() => useSavedDataTime())
    expect(result.current).toBeNull()
    act(() => noteReadAge('Wed, 25 Nov 2026 09:30:00 GMT'))
    act(() => noteReadAge('Wed, 25 Nov 2026 10:15:00 GMT'))
    expect(result.current).toBe(Date.parse('Wed, 25 Nov 2026 09:30:00 GMT'))
    act(() => noteReadAge(null))
    expect(result.current).toBeNull()
  })
})
