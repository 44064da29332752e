import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { odpcUrl, privacyContactEmail } from '../legal-contacts'
import { LegalDocument, legalLinkClass } from './legal-document'

/**
 * /privacy: the Privacy Notice under Kenya's Data Protection Act, 2019 (what is collected, why, for how long,
 * who receives it, the reader's rights and how to use them, Settings' export and deletion included).
 */
export function PrivacyPage() {
  const { t } = useTranslation()
  const contact = (
    <p>
      <a href={`mailto:${privacyContactEmail}`} className={legalLinkClass}>
        {privacyContactEmail}
      </a>
    </p>
  )
  return (
    <LegalDocument
      title={t('privacy.title')}
      updated={t('privacy.updated')}
      contentsLabel={t('privacy.contents')}
      intro={t('privacy.intro', { returnObjects: true })}
      sections={t('privacy.sections', { returnObjects: true })}
      extras={{
        controller: contact,
        'your-data': (
          <p>
            <Link to="/settings" className={legalLinkClass}>
              {t('privacy.openSettings')}
            </Link>
          </p>
        ),
        requests: contact,
        complaints: (
          <p>
            <a href={odpcUrl} target="_blank" rel="noopener noreferrer" className={legalLinkClass}>
              {t('privacy.odpcLink')}
              <span className="sr-only"> {t('privacy.opensInNewTab')}</span>
            </a>
          </p>
        ),
      }}
      footer={
        <Link to="/terms-and-conditions" className={legalLinkClass}>
          {t('privacy.termsLink')}
        </Link>
      }
    />
  )
}
