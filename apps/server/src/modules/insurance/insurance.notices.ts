import { insuranceTypeLabels, type InsuranceType } from '@soko/shared/insurance/insurance.constants'
import { formatMoney as ksh } from '@soko/shared/money/format-money'
import type { Localized } from '../../lib/texts'

// What the insurance module tells people (notify(): the reader's language). English is the contract's text
// (docs/insurance-api.md); Swahili is plain Kenyan Swahili.

type Notice = { type: 'success' | 'info' | 'warning'; title: Localized; message: Localized }

const swahiliTypes: Record<InsuranceType, string> = {
  health: 'Bima ya Afya',
  motor: 'Bima ya Magari',
  home: 'Bima ya Nyumba',
  business: 'Bima ya Biashara',
  life: 'Bima ya Maisha',
}

/** To a broker's user. */
export const brokerNotices = {
  /** A new request routed to the broker: its type and coverage. */
  newRequest: (type: InsuranceType, coverageCents: number | null): Notice => ({
    type: 'info',
    title: { en: 'New quote request', sw: 'Ombi jipya la nukuu' },
    message: {
      en: `${insuranceTypeLabels[type]}${coverageCents !== null ? `, coverage ${ksh(coverageCents)}` : ''}. Answer it in your dashboard.`,
      sw: `${swahiliTypes[type]}${coverageCents !== null ? `, kiasi cha bima ${ksh(coverageCents)}` : ''}. Ijibu kwenye dashibodi yako.`,
    },
  }),
  /** The customer took this broker's answer: who, their phone, the plan. */
  accepted: (customer: string, phone: string, plan: string | null, type: InsuranceType): Notice => ({
    type: 'success',
    title: { en: 'Quote accepted', sw: 'Nukuu imekubaliwa' },
    message: {
      en: `${customer} (${phone}) accepted your quote for ${plan ?? insuranceTypeLabels[type]}. Contact them to complete the cover.`,
      sw: `${customer} (${phone}) amekubali nukuu yako ya ${plan ?? swahiliTypes[type]}. Wasiliana naye ili kukamilisha bima.`,
    },
  }),
  /** The customer took another broker's answer. */
  notTaken: (type: InsuranceType): Notice => ({
    type: 'info',
    title: { en: 'Quote not taken', sw: 'Nukuu haikuchukuliwa' },
    message: {
      en: `The customer chose another quote for their ${insuranceTypeLabels[type]} request.`,
      sw: `Mteja amechagua nukuu nyingine kwa ombi lake la ${swahiliTypes[type]}.`,
    },
  }),
  /** The customer cancelled a request the broker had answered. */
  cancelled: (type: InsuranceType): Notice => ({
    type: 'warning',
    title: { en: 'Quote request cancelled', sw: 'Ombi la nukuu limeghairiwa' },
    message: {
      en: `The customer cancelled their ${insuranceTypeLabels[type]} request you had answered.`,
      sw: `Mteja ameghairi ombi lake la ${swahiliTypes[type]} ulilokuwa umejibu.`,
    },
  }),
}

/** To the customer who asked. */
export const customerNotices = {
  /** A broker answered: who, and the monthly premium. */
  answered: (broker: string, premiumCents: number): Notice => ({
    type: 'success',
    title: { en: 'Your insurance quote is ready', sw: 'Nukuu yako ya bima iko tayari' },
    message: {
      en: `${broker} offers cover at ${ksh(premiumCents)} per month. Compare and accept it in My quotes.`,
      sw: `${broker} anatoa bima kwa ${ksh(premiumCents)} kwa mwezi. Linganisha na uikubali kwenye Nukuu zangu.`,
    },
  }),
}
