import type { Session } from '@/lib/session'
import { DataSaverSection } from './data-saver-section'
import { LanguageSection } from './language-section'
import { PhoneSection } from './phone-section'
import { SessionsSection } from './sessions-section'
import { SmsSection } from './sms-section'
import { TwoFactorSection } from './two-factor-section'
import { YourDataSection } from './your-data-section'

/**
 * The sections of /settings below the first screenful, in one chunk: they download together right after the
 * page has painted, and one file costs the start one request and one module's evaluation instead of seven
 * (issue 19).
 */
export function LowerSections({ session }: { session: Session }) {
  return (
    <>
      <TwoFactorSection session={session} />
      <PhoneSection session={session} />
      <SmsSection />
      <SessionsSection />
      <LanguageSection />
      <DataSaverSection />
      <YourDataSection />
    </>
  )
}
