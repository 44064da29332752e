const formats = new Map<string, Intl.DateTimeFormat>()

/** 22 Nov 2026, in the reader's language. */
export function formatDay(value: string, language: string) {
  let format = formats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'sw' ? 'sw-KE' : 'en-KE', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
    formats.set(language, format)
  }
  return format.format(new Date(value))
}
