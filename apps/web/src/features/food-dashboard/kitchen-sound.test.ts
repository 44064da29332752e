import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  createKitchenSound,
  KITCHEN_MUTED_KEY,
  readMuted,
  useKitchenSound,
  type AudioContextLike,
} from './kitchen-sound'

/** A stand-in for the browser's AudioContext that counts the tones started. */
function fakeAudio(state: AudioContextState = 'suspended') {
  const tones: number[] = []
  const param = () => ({ value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() })
  const context = {
    currentTime: 0,
    state,
    destination: {},
    resume: vi.fn(async () => undefined),
    createGain: () => ({ gain: param(), connect: vi.fn() }),
    createOscillator: () => {
      const frequency = param()
      return {
        type: 'sine',
        frequency,
        connect: vi.fn(),
        start: () => tones.push(frequency.value),
        stop: vi.fn(),
      }
    },
  }
  const make = vi.fn(() => context as unknown as AudioContextLike)
  return { context, tones, make }
}

describe('the kitchen sound', () => {
  it('stays silent until the reader has interacted with the page, as browsers require', () => {
    const audio = fakeAudio()
    const sound = createKitchenSound(audio.make)
    expect(sound.play(false)).toBe(false)
    expect(audio.make).not.toHaveBeenCalled()
    sound.arm()
    expect(audio.context.resume).toHaveBeenCalled()
    expect(sound.play(false)).toBe(true)
    expect(audio.tones).toEqual([880, 1320])
  })

  it('stays silent when muted', () => {
    const audio = fakeAudio('running')
    const sound = createKitchenSound(audio.make)
    sound.arm()
    expect(sound.play(true)).toBe(false)
    expect(audio.tones).toEqual([])
  })

  it('does nothing, without failing, where the browser has no Web Audio', () => {
    const sound = createKitchenSound(() => undefined)
    sound.arm()
    expect(sound.play(false)).toBe(false)
  })

  it('is armed by the first press or key, and the mute toggle is remembered on this device', () => {
    const audio = fakeAudio('running')
    const { result } = renderHook(() => useKitchenSound(audio.make))
    expect(result.current.play()).toBe(false)
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
    })
    expect(result.current.play()).toBe(true)
    expect(audio.tones).toHaveLength(2)

    act(() => result.current.setMuted(true))
    expect(result.current.muted).toBe(true)
    expect(window.localStorage.getItem(KITCHEN_MUTED_KEY)).toBe('1')
    expect(result.current.play()).toBe(false)
    expect(audio.tones).toHaveLength(2)

    // A new visit starts muted.
    expect(readMuted()).toBe(true)
    const again = renderHook(() => useKitchenSound(audio.make))
    expect(again.result.current.muted).toBe(true)
    act(() => again.result.current.setMuted(false))
    expect(readMuted()).toBe(false)
  })
})
