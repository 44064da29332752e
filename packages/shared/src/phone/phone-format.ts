// How a stored Kenyan number reads to people, without the parser (a few bytes for the screens that only show it).

/** A stored E.164 Kenyan mobile as Kenyans write it, `0712 345 678`; anything else as it is. */
export function formatKenyanPhoneNational(stored: string): string {
  const match = /^\+254([17]\d{2})(\d{3})(\d{3})$/.exec(stored)
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : stored
}
