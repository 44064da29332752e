import type { ProfileLanguage } from '@soko/shared/users/profile.schema'

/**
 * Texts the server writes for a person (notifications, e-mails), in the language they chose with the web's
 * English/Swahili switch (profiles.language). English is the spec's exact text; Swahili is plain Kenyan
 * Swahili. A caller passes a `Localized` pair; the notifications service or mailer picks the reader's.
 */
export type Language = ProfileLanguage
export type Localized = Readonly<Record<Language, string>>

export const inLanguage = (text: string | Localized, language: Language): string =>
  typeof text === 'string' ? text : text[language]

/** The reader's language from the `soko_language` cookie the web's switch sets (apps/web/src/lib/i18n.ts). */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | undefined {
  const match = /(?:^|;\s*)soko_language=(en|sw)(?:;|$)/.exec(cookieHeader ?? '')
  return match ? (match[1] as Language) : undefined
}

/** A notice's text as an SMS: "Soko: " before it, in each language. */
export const smsText = (text: Localized): Localized => ({ en: `Soko: ${text.en}`, sw: `Soko: ${text.sw}` })

export const texts = {
  welcome: {
    title: { en: 'Welcome to Soko!', sw: 'Karibu Soko!' },
    message: {
      en: "Your account is ready. Explore Africa's Smart Marketplace: shop, order food, book rides and more.",
      sw: 'Akaunti yako iko tayari. Gundua soko erevu la Afrika: nunua bidhaa, agiza chakula, omba usafiri na mengine mengi.',
    },
  },
  paymentSuccess: {
    title: { en: 'Payment Successful', sw: 'Malipo Yamefanikiwa' },
    message: {
      en: 'Payment successful! Your order has been placed.',
      sw: 'Malipo yamefanikiwa! Agizo lako limewekwa.',
    },
  },
  /** An unpaid order 5 minutes before its reservation ends (decision 014). */
  unpaidReminder: {
    title: { en: 'Your order is waiting for payment', sw: 'Agizo lako linasubiri malipo' },
    message: (reference: string, minutes: number): Localized => ({
      en: `Order ${reference} is not paid yet. Pay within ${minutes} minutes or it will be cancelled and the items released.`,
      sw: `Agizo ${reference} bado halijalipiwa. Lipa ndani ya dakika ${minutes}, la sivyo litaghairiwa na bidhaa zitaachiliwa.`,
    }),
    subject: (reference: string): Localized => ({
      en: `Order ${reference} is waiting for payment`,
      sw: `Agizo ${reference} linasubiri malipo`,
    }),
  },
  eventReminder: {
    title: { en: 'Your event is tomorrow', sw: 'Tukio lako ni kesho' },
    message: (title: string, when: string, place: string, tickets: number): Localized => ({
      en: `${title} starts ${when} at ${place}. You have ${tickets} ticket(s): show the code or QR code at the door.`,
      sw: `${title} linaanza ${when} mahali ${place}. Una tiketi ${tickets}: onyesha msimbo au msimbo wa QR mlangoni.`,
    }),
    sms: (title: string, when: string, tickets: number): Localized => ({
      en: `Soko reminder: ${title}, ${when}. ${tickets} ticket(s) in your orders.`,
      sw: `Kumbusho la Soko: ${title}, ${when}. Tiketi ${tickets} ziko kwenye maagizo yako.`,
    }),
  },
  refundDue: {
    title: {
      en: 'Payment received for a cancelled order',
      sw: 'Malipo yamepokelewa kwa agizo lililoghairiwa',
    },
    message: (reference: string): Localized => ({
      en: `We received your payment for order ${reference} after it was cancelled. It will be refunded.`,
      sw: `Tumepokea malipo yako ya agizo ${reference} baada ya kughairiwa. Utarejeshewa pesa zako.`,
    }),
  },
  orderStatus: {
    titles: {
      pending: { en: 'Your order is pending', sw: 'Agizo lako linasubiri' },
      processing: { en: 'Your order is being prepared', sw: 'Agizo lako linaandaliwa' },
      completed: { en: 'Your order is complete', sw: 'Agizo lako limekamilika' },
      cancelled: { en: 'Your order was cancelled', sw: 'Agizo lako limeghairiwa' },
    } as Record<string, Localized>,
    updated: { en: 'Your order was updated', sw: 'Agizo lako limebadilishwa' },
    statusNames: {
      pending: 'linasubiri',
      paid: 'limelipiwa',
      processing: 'linaandaliwa',
      completed: 'limekamilika',
      cancelled: 'limeghairiwa',
    } as Record<string, string>,
    message: (reference: string, status: string): Localized => ({
      en: `Order ${reference} is now ${status}.`,
      sw: `Agizo ${reference} sasa ${texts.orderStatus.statusNames[status] ?? status}.`,
    }),
    refunded: (reference: string, amount: string): Localized => ({
      en: `Order ${reference} was cancelled. Your payment of KSh ${amount} will be refunded.`,
      sw: `Agizo ${reference} limeghairiwa. Utarejeshewa malipo yako ya KSh ${amount}.`,
    }),
  },
  booking: {
    confirmed: {
      title: { en: 'Booking Confirmed', sw: 'Miadi Imethibitishwa' },
      message: (name: string): Localized => ({
        en: `${name} accepted your booking.`,
        sw: `${name} amekubali miadi yako.`,
      }),
    },
    rejected: {
      title: { en: 'Booking Declined', sw: 'Miadi Imekataliwa' },
      message: (name: string): Localized => ({
        en: `${name} declined your booking request.`,
        sw: `${name} amekataa ombi lako la miadi.`,
      }),
    },
    in_progress: {
      title: { en: 'Service In Progress', sw: 'Huduma Inaendelea' },
      message: (name: string): Localized => ({
        en: `${name} has started work on your booking.`,
        sw: `${name} ameanza kazi ya miadi yako.`,
      }),
    },
    completed: {
      title: { en: 'Service Completed', sw: 'Huduma Imekamilika' },
      message: (name: string): Localized => ({
        en: `${name} marked your booking as completed. Tell others how it went: rate the service.`,
        sw: `${name} amekamilisha miadi yako. Waambie wengine ilivyokwenda: toa maoni kuhusu huduma.`,
      }),
    },
    cancelled: {
      title: { en: 'Booking Cancelled', sw: 'Miadi Imeghairiwa' },
      message: (name: string): Localized => ({
        en: `${name} cancelled your booking.`,
        sw: `${name} ameghairi miadi yako.`,
      }),
    },
  },
  /** To a post's author when someone else replies (issue 14). */
  forumReply: {
    title: { en: 'New reply to your post', sw: 'Jibu jipya kwa chapisho lako' },
    message: (name: string, title: string): Localized => ({
      en: `${name || 'Someone'} replied to your post "${title}".`,
      sw: `${name || 'Mtu'} amejibu chapisho lako "${title}".`,
    }),
  },
  /** A moderator's warning to a community author (issue 14): the moderator's words, then what follows. */
  communityWarning: {
    title: { en: 'A warning from the Soko moderators', sw: 'Onyo kutoka kwa wasimamizi wa Soko' },
    message: (words: string): Localized => ({
      en: `${words}\n\nPlease keep to the community rules: repeated breaches may get your account suspended.`,
      sw: `${words}\n\nTafadhali fuata kanuni za jumuiya: ukiendelea kuzivunja, akaunti yako inaweza kusimamishwa.`,
    }),
  },
  /**
   * SMS texts (decision 016): each under 160 characters in both languages, plain GSM letters only (one
   * billed part). sms.texts.test.ts checks the longest case of each.
   */
  sms: {
    code: (code: string): Localized => ({
      en: `Your Soko code is ${code}. It expires in 5 minutes. Never share it with anyone.`,
      sw: `Nambari yako ya Soko ni ${code}. Itaisha baada ya dakika 5. Usimpe mtu yeyote.`,
    }),
    paymentReceipt: (reference: string, amount: string): Localized => ({
      en: `Soko: we received KSh ${amount} for order ${reference}. Thank you!`,
      sw: `Soko: tumepokea KSh ${amount} kwa agizo ${reference}. Asante!`,
    }),
    signInAttack: {
      en: 'Soko: someone is trying to sign in to your account. We sent you an e-mail with a link to lift the limits.',
      sw: 'Soko: mtu anajaribu kuingia kwenye akaunti yako. Tumekutumia barua pepe yenye kiungo cha kuondoa vizuizi.',
    },
  },
  mail: {
    signature: { en: "Soko - Africa's Smart Marketplace", sw: 'Soko - Soko Erevu la Afrika' },
    resetPassword: {
      subject: { en: 'Reset your Soko password', sw: 'Badilisha nenosiri lako la Soko' },
      text: (name: string | undefined, url: string): Localized => ({
        en: `Hello ${name || 'there'},\n\nSomeone asked to reset the password of your Soko account. To choose a new password, open this link within one hour:\n\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.\n\nSoko - Africa's Smart Marketplace`,
        sw: `Habari ${name || 'yako'},\n\nMtu ameomba kubadilisha nenosiri la akaunti yako ya Soko. Ili kuchagua nenosiri jipya, fungua kiungo hiki ndani ya saa moja:\n\n${url}\n\nIkiwa si wewe, puuza ujumbe huu: nenosiri lako litabaki vilevile.\n\nSoko - Soko Erevu la Afrika`,
      }),
    },
    confirmEmail: {
      subject: { en: 'Confirm your Soko account', sw: 'Thibitisha akaunti yako ya Soko' },
      text: (name: string | undefined, url: string): Localized => ({
        en: `Hello ${name || 'there'},\n\nWelcome to Soko! Confirm your e-mail address to complete your registration:\n\n${url}\n\nSoko - Africa's Smart Marketplace`,
        sw: `Habari ${name || 'yako'},\n\nKaribu Soko! Thibitisha anwani yako ya barua pepe ili kukamilisha usajili wako:\n\n${url}\n\nSoko - Soko Erevu la Afrika`,
      }),
    },
    signInAttack: {
      subject: {
        en: 'Someone is trying to sign in to your Soko account',
        sw: 'Mtu anajaribu kuingia kwenye akaunti yako ya Soko',
      },
      text: (name: string | undefined, url: string): Localized => ({
        en: `Hello ${name || 'there'},\n\nSomeone is trying to sign in to your Soko account: we have seen many wrong passwords for it, from addresses you have not signed in from. Your password was not accepted, and we are slowing these attempts down.\n\nIf you cannot sign in now, open this link to lift the limits and sign in at once (it works once, within 24 hours):\n\n${url}\n\nIf your password is not unique to Soko, change it after you sign in.\n\nSoko - Africa's Smart Marketplace`,
        sw: `Habari ${name || 'yako'},\n\nMtu anajaribu kuingia kwenye akaunti yako ya Soko: tumeona manenosiri mengi yasiyo sahihi kutoka anwani ambazo hujaingia kutoka kwazo. Nenosiri halikukubaliwa, na tunapunguza kasi ya majaribio haya.\n\nIkiwa huwezi kuingia sasa, fungua kiungo hiki ili kuondoa vizuizi na kuingia mara moja (kinafanya kazi mara moja tu, ndani ya saa 24):\n\n${url}\n\nIkiwa nenosiri lako linatumika pia mahali pengine, libadilishe baada ya kuingia.\n\nSoko - Soko Erevu la Afrika`,
      }),
    },
    receiptSubject: (reference: string): Localized => ({
      en: `Your Soko receipt for order ${reference}`,
      sw: `Risiti yako ya Soko ya agizo ${reference}`,
    }),
  },
} as const
