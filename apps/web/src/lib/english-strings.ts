import i18n from 'i18next'

/**
 * English texts arrive with the code that uses them (build/english-strings-plugin.ts): each group of en.json
 * is added when the first module naming it runs. Groups that arrive before i18next starts wait here.
 */
export const englishBeforeInit: Record<string, unknown> = {}

export function addEnglish(group: string, strings: unknown) {
  if (i18n.isInitialized) i18n.addResourceBundle('en', 'translation', { [group]: strings }, true, false)
  else englishBeforeInit[group] = strings
}
