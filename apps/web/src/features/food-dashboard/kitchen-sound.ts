import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

// The kitchen's "new order" beep: two short tones made with the Web Audio API, so no sound file is shipped.
// Browsers let a page make sound only after the reader has interacted with it (Chrome's autoplay policy,
// https://developer.chrome.com/blog/autoplay#web_audio): the sound is armed by the first press or key, and
// the audio context is created in that gesture.

/** The parts of an AudioContext the beep uses (a fake one in the tests). */
export type AudioContextLike = Pick<
  AudioContext,
  'currentTime' | 'state' | 'resume' | 'createOscillator' | 'createGain' | 'destination'
>

export const KITCHEN_MUTED_KEY = 'soko.kitchen-muted'

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** Whether the kitchen is muted on this device (remembered across visits). */
export function readMuted(store: Storage | undefined = storage()): boolean {
  return store?.getItem(KITCHEN_MUTED_KEY) === '1'
}

export function writeMuted(muted: boolean, store: Storage | undefined = storage()) {
  try {
    if (muted) store?.setItem(KITCHEN_MUTED_KEY, '1')
    else store?.removeItem(KITCHEN_MUTED_KEY)
  } catch {
    // Private mode or a full store: the choice lasts for this visit only.
  }
}

function browserContext(): AudioContextLike | undefined {
  const Context =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext)
  return Context ? new Context() : undefined
}

/** One tone of `seconds` at `frequency`, faded in and out so it does not click. */
function tone(context: AudioContextLike, start: number, frequency: number, seconds: number) {
  const oscillator = context.createOscillator()
  const gain = context.createGain()
  oscillator.type = 'sine'
  oscillator.frequency.value = frequency
  gain.gain.setValueAtTime(0.0001, start)
  gain.gain.exponentialRampToValueAtTime(0.3, start + 0.02)
  gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds)
  oscillator.connect(gain)
  gain.connect(context.destination)
  oscillator.start(start)
  oscillator.stop(start + seconds + 0.02)
}

export interface KitchenSound {
  /** The reader interacted with the page: from now on the beep may sound. */
  arm(): void
  readonly armed: boolean
  /** Beeps unless muted or not yet armed; says whether it did. */
  play(muted: boolean): boolean
}

export function createKitchenSound(
  makeContext: () => AudioContextLike | undefined = browserContext,
): KitchenSound {
  let armed = false
  let context: AudioContextLike | undefined
  const ready = () => {
    try {
      context ??= makeContext()
    } catch {
      context = undefined
    }
    if (context?.state === 'suspended') void context.resume().catch(() => undefined)
    return context
  }
  return {
    arm() {
      if (armed) return
      armed = true
      ready()
    },
    get armed() {
      return armed
    },
    play(muted) {
      if (muted || !armed) return false
      const audio = ready()
      if (!audio) return false
      const now = audio.currentTime
      tone(audio, now, 880, 0.18)
      tone(audio, now + 0.22, 1320, 0.22)
      return true
    },
  }
}

/**
 * The kitchen's sound for a screen: armed by the first press or key on the page, muted by the reader's choice
 * (remembered). `play` beeps when allowed.
 */
export function useKitchenSound(makeContext?: () => AudioContextLike | undefined) {
  const [muted, setMutedState] = useState(() => readMuted())
  const sound = useMemo(() => createKitchenSound(makeContext), [makeContext])
  const mutedRef = useRef(muted)
  useEffect(() => {
    mutedRef.current = muted
  }, [muted])
  useEffect(() => {
    const arm = () => sound.arm()
    const events = ['pointerdown', 'keydown'] as const
    for (const name of events) document.addEventListener(name, arm, { once: true, capture: true })
    return () => {
      for (const name of events) document.removeEventListener(name, arm, { capture: true })
    }
  }, [sound])
  const setMuted = useCallback((next: boolean) => {
    setMutedState(next)
    writeMuted(next)
  }, [])
  const play = useCallback(() => sound.play(mutedRef.current), [sound])
  return { muted, setMuted, play }
}
