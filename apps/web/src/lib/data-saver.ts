// Data saver (Settings; decision 017): smaller pictures, no autoplaying billboard. The reader's own choice
// is kept on this device (at once, signed in or not) and on the account (profiles.data_saver, so it follows
// them to another device); without a choice, the browser's Save-Data wish (navigator.connection.saveData)
// decides.
import { useSyncExternalStore } from 'react'
import { queryClient } from './query-client'
import { sessionQueryKey, type Session } from './session'

const storageKey = 'soko.dataSaver'
const listeners = new Set<() => void>()

function readChoice(): boolean | null {
  try {
    const value = window.localStorage.getItem(storageKey)
    return value === 'on' ? true : value === 'off' ? false : null
  } catch {
    return null
  }
}

/** The browser's own "save data" wish (Chromium's Lite mode, a phone's data saver). */
function browserSavesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return connection?.saveData === true
}

/** Records this device's choice (the account's is saved by the settings screen). */
export function setDataSaverChoice(on: boolean) {
  try {
    window.localStorage.setItem(storageKey, on ? 'on' : 'off')
  } catch {
    // Storage disabled: the account still keeps the choice.
  }
  // The server preloads a page's first picture in the width the page will show (plugins/page-data.ts).
  document.cookie = `soko_data_saver=${on ? 'on' : 'off'}; Path=/; Max-Age=31536000; SameSite=Lax`
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** Outside React (the billboard's first state): this device's choice, else the browser's wish. */
export function dataSaverOnNow(): boolean {
  return readChoice() ?? browserSavesData()
}

/** The signed-in account's choice, read from the query cache (no provider needed: pictures render anywhere). */
const accountChoice = () =>
  queryClient.getQueryData<Session | null>(sessionQueryKey)?.profile.data_saver ?? null

/** This device's choice, else the account's, else the browser's wish. */
const savingData = () => readChoice() ?? accountChoice() ?? browserSavesData()

function subscribeToAll(listener: () => void) {
  const stopChoice = subscribe(listener)
  const stopAccount = queryClient.getQueryCache().subscribe(listener)
  return () => {
    stopChoice()
    stopAccount()
  }
}

/**
 * What the server's render answers (it knows no device choice and no browser wish): the account's choice, else
 * no. The browser hydrating that page answers the same, so the pictures it hydrates are the ones the server
 * wrote, and it re-renders them only if this device says otherwise (decision 031).
 */
const asRendered = () => accountChoice() ?? false

/** Whether to save data: this device's choice, else the account's, else the browser's wish. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribeToAll, savingData, asRendered)
}
