import { formatPropertyPrice, realEstateMessages as m } from '@soko/shared/real-estate/real-estate.constants'
import type { Localized } from '../../lib/texts'

// What the real-estate module tells people (notify(): the reader's language). English is the contract's text
// (realEstateMessages); Swahili is plain Kenyan Swahili.

type Notice = { type: 'success' | 'info' | 'warning'; title: Localized; message: Localized }
type Visit = { property: string; date: string; slot: string }

/** To the agent's user. */
export const agentNotices = {
  requested: (visit: Visit, requester: string): Notice => ({
    type: 'info',
    title: { en: 'New viewing request', sw: 'Ombi jipya la kutazama nyumba' },
    message: {
      en: `${requester} would like to view ${visit.property} on ${visit.date} at ${visit.slot}. Confirm or decline it in your dashboard.`,
      sw: `${requester} angependa kutazama ${visit.property} tarehe ${visit.date} saa ${visit.slot}. Likubali au ulikatae kwenye dashibodi yako.`,
    },
  }),
  cancelled: (visit: Visit, requester: string): Notice => ({
    type: 'warning',
    title: { en: 'Viewing cancelled', sw: 'Ziara imeghairiwa' },
    message: {
      en: `${requester} cancelled the viewing of ${visit.property} on ${visit.date} at ${visit.slot}.`,
      sw: `${requester} ameghairi ziara ya kutazama ${visit.property} tarehe ${visit.date} saa ${visit.slot}.`,
    },
  }),
}

/** To the person who asked for the viewing. */
export const requesterNotices = {
  confirmed: (visit: Visit): Notice => ({
    type: 'success',
    title: { en: m.viewingConfirmed, sw: 'Ziara imethibitishwa' },
    message: {
      en: `Your viewing of ${visit.property} on ${visit.date} at ${visit.slot} is confirmed.`,
      sw: `Ziara yako ya kutazama ${visit.property} tarehe ${visit.date} saa ${visit.slot} imethibitishwa.`,
    },
  }),
  declined: (visit: Visit, reason: string | null): Notice => ({
    type: 'warning',
    title: { en: m.viewingDeclined, sw: 'Ziara imekataliwa' },
    message: {
      en: `Your viewing of ${visit.property} on ${visit.date} at ${visit.slot} was declined${reason ? `: ${reason}` : '.'}`,
      sw: `Ziara yako ya kutazama ${visit.property} tarehe ${visit.date} saa ${visit.slot} imekataliwa${reason ? `: ${reason}` : '.'}`,
    },
  }),
}

/** To the owner of a saved search a newly published listing matches. */
export function newMatchNotice(title: string, priceKsh: number, listingType: string): Notice {
  const price = formatPropertyPrice(priceKsh, listingType)
  return {
    type: 'info',
    title: { en: m.newMatch, sw: 'Nyumba mpya inalingana na utafutaji wako uliohifadhiwa' },
    message: { en: `${title} · ${price}`, sw: `${title} · ${price.replace(/\/month$/, ' kwa mwezi')}` },
  }
}
