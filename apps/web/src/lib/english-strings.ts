/**
 * English texts arrive with the code that uses them (build/english-strings-plugin.ts): each group of en.json
 * is added when the first module naming it runs. Groups that arrive before the translator starts wait here.
 *
 * This module imports nothing: it runs from whichever chunk first names a group, and a chunk evaluated
 * before the translator's module would see its binding still undefined. lib/i18n.ts hands over the sink.
 */
export const englishBeforeInit: Record<string, unknown> = {}

let sink: ((group: string, strings: unknown) => void) | undefined

export function addEnglish(group: string, strings: unknown) {
  if (sink) sink(group, strings)
  else englishBeforeInit[group] = strings
}

/** Called once the translator has started: later groups go straight to it. */
export function receiveEnglish(add: (group: string, strings: unknown) => void) {
  sink = add
}
