import type { Localized } from '../../lib/texts'
import { formatDay } from './medical.clock'

// What the medical module's appointments tell people (notify(): the reader's language). English first; Swahili
// is plain Kenyan Swahili.

type Notice = { type: 'success' | 'info' | 'warning'; title: Localized; message: Localized }
type Visit = { date: string; slot: string }

const when = ({ date, slot }: Visit) => `${formatDay(date)}, ${slot}`

/** To the provider's user. */
export const providerNotices = {
  booked: (visit: Visit, patient: string): Notice => ({
    type: 'info',
    title: { en: 'New appointment', sw: 'Miadi mipya' },
    message: {
      en: `${patient} booked an appointment with you on ${when(visit)}.`,
      sw: `${patient} amepanga miadi nawe tarehe ${when(visit)}.`,
    },
  }),
  cancelled: (visit: Visit, patient: string): Notice => ({
    type: 'warning',
    title: { en: 'Appointment cancelled', sw: 'Miadi imeghairiwa' },
    message: {
      en: `${patient} cancelled the appointment on ${when(visit)}. The slot is free again.`,
      sw: `${patient} ameghairi miadi ya tarehe ${when(visit)}. Nafasi hiyo iko wazi tena.`,
    },
  }),
}

/** To the patient. */
export const patientNotices = {
  attended: (visit: Visit, provider: string): Notice => ({
    type: 'success',
    title: { en: 'Thank you for your visit', sw: 'Asante kwa kututembelea' },
    message: {
      en: `Thank you for visiting ${provider} on ${when(visit)}. You can now rate your appointment.`,
      sw: `Asante kwa kumtembelea ${provider} tarehe ${when(visit)}. Sasa unaweza kutoa ukadiriaji wa miadi yako.`,
    },
  }),
  noShow: (visit: Visit, provider: string): Notice => ({
    type: 'warning',
    title: { en: 'Missed appointment', sw: 'Miadi uliyokosa' },
    message: {
      en: `${provider} marked your appointment on ${when(visit)} as missed. You can book a new one at any time.`,
      sw: `${provider} ameandika kwamba hukufika kwenye miadi ya tarehe ${when(visit)}. Unaweza kupanga miadi mipya wakati wowote.`,
    },
  }),
}
