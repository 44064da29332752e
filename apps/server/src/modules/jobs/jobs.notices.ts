import type { ApplicationStatus } from '@soko/shared/jobs/jobs.constants'
import type { Localized } from '../../lib/texts'

// What the jobs module tells people (notify(): the reader's language). English is the contract's text
// (docs/jobs-api.md); Swahili is plain Kenyan Swahili.

type Notice = { type: 'success' | 'info' | 'warning'; title: Localized; message: Localized }

/** An application's status as the applicant reads it. */
export const applicationStatusWords: Readonly<Record<ApplicationStatus, Localized>> = {
  received: { en: 'Received', sw: 'Limepokelewa' },
  shortlisted: { en: 'Shortlisted', sw: 'Limeorodheshwa' },
  interview: { en: 'Interview', sw: 'Usaili' },
  offered: { en: 'Offered', sw: 'Umepewa kazi' },
  rejected: { en: 'Rejected', sw: 'Halikufanikiwa' },
  withdrawn: { en: 'Withdrawn', sw: 'Limeondolewa' },
}

/** The employer's notice of a new application. */
export const newApplicationNotice = (title: string, applicant: string): Notice => ({
  type: 'info',
  title: { en: `New application: ${title}`, sw: `Ombi jipya la kazi: ${title}` },
  message: {
    en: `${applicant} applied for ${title}. Read the CV in your employer dashboard.`,
    sw: `${applicant} ameomba kazi ya ${title}. Soma CV kwenye dashibodi yako ya mwajiri.`,
  },
})

/** The employer's notice that an applicant withdrew. */
export const withdrawnNotice = (title: string, applicant: string): Notice => ({
  type: 'info',
  title: { en: `Application withdrawn: ${title}`, sw: `Ombi limeondolewa: ${title}` },
  message: {
    en: `${applicant} withdrew their application for ${title}.`,
    sw: `${applicant} ameondoa ombi lake la kazi ya ${title}.`,
  },
})

type Move = Extract<ApplicationStatus, 'shortlisted' | 'interview' | 'offered' | 'rejected'>

/** The applicant's notice of each of the employer's moves: "Your application for <title>: Shortlisted". */
export function applicantMoveNotice(status: Move, title: string, company: string | null): Notice {
  const word = applicationStatusWords[status]
  const who = { en: company ?? 'The employer', sw: company ?? 'Mwajiri' }
  const messages: Record<Move, Localized> = {
    shortlisted: {
      en: `${who.en} shortlisted your application for ${title}.`,
      sw: `${who.sw} ameorodhesha ombi lako la kazi ya ${title}.`,
    },
    interview: {
      en: `${who.en} would like to interview you for ${title}. Expect them to contact you with the details.`,
      sw: `${who.sw} angependa kukufanyia usaili wa kazi ya ${title}. Watawasiliana nawe kukupa maelezo.`,
    },
    offered: {
      en: `${who.en} is offering you the job: ${title}. Congratulations!`,
      sw: `${who.sw} anakupa kazi ya ${title}. Hongera!`,
    },
    rejected: {
      en: `${who.en} will not take your application for ${title} further. Thank you for applying.`,
      sw: `${who.sw} hataendelea na ombi lako la kazi ya ${title}. Asante kwa kuomba.`,
    },
  }
  return {
    type: status === 'rejected' ? 'warning' : status === 'offered' ? 'success' : 'info',
    title: {
      en: `Your application for ${title}: ${word.en}`,
      sw: `Ombi lako la kazi ya ${title}: ${word.sw}`,
    },
    message: messages[status],
  }
}
