import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { supportContactEmail } from '../legal-contacts'
import { LegalDocument, legalLinkClass } from './legal-document'

/** /terms-and-conditions: the agreement for using Soko (linked from sign-up and the footer). */
export function TermsPage() {
  const { t } = useTranslation()
  return (
    <LegalDocument
      title={t('terms.title')}
      updated={t('terms.updated')}
      contentsLabel={t('terms.contents')}
      intro={t('terms.intro', { returnObjects: true })}
      sections={t('terms.sections', { returnObjects: true })}
      extras={{
        contact: (
          <p>
            <a href={`mailto:${supportContactEmail}`} className={legalLinkClass}>
              {supportContactEmail}
            </a>
          </p>
        ),
      }}
      footer={
        <Link to="/privacy" className={legalLinkClass}>
          {t('terms.privacyLink')}
        </Link>
      }
    />
  )
}
