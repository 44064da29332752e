// Insurance (issue 17, spec 001 "Insurance", sections 3, 5, 8 and 9; docs/insurance-api.md).

/** Spec 001 section 5: the five insurance types, in the order of the category cards. */
export const insuranceTypes = ['health', 'motor', 'home', 'business', 'life'] as const
export type InsuranceType = (typeof insuranceTypes)[number]

export const insuranceTypeLabels: Record<InsuranceType, string> = {
  health: 'Health Insurance',
  motor: 'Motor Insurance',
  home: 'Home Insurance',
  business: 'Business Insurance',
  life: 'Life Insurance',
}

/** Spec 001 section 9: the six compared features, in order. */
export const comparedFeatures = [
  'outpatient',
  'inpatient',
  'emergency',
  'specialist_consultations',
  'dental',
  'maternity',
] as const
export type ComparedFeature = (typeof comparedFeatures)[number]

export const comparedFeatureLabels: Record<ComparedFeature, string> = {
  outpatient: 'Outpatient',
  inpatient: 'Inpatient',
  emergency: 'Emergency',
  specialist_consultations: 'Specialist Consultations',
  dental: 'Dental',
  maternity: 'Maternity',
}

/** Spec 001 section 9: plan cards show the first 4 features. */
export const PLAN_CARD_FEATURES = 4
export const PLAN_FEATURES_MAX = 12

/**
 * A quote request: open (sent to the brokers of its type) -> answered (at least one broker answered) -> accepted
 * (the customer took one answer) | cancelled (by the customer, while not accepted).
 */
export const quoteStatuses = ['open', 'answered', 'accepted', 'cancelled'] as const
export type QuoteStatus = (typeof quoteStatuses)[number]

/** A broker's answer: offered -> accepted (the customer took it) | declined (the customer took another, or cancelled). */
export const answerStatuses = ['offered', 'accepted', 'declined'] as const
export type AnswerStatus = (typeof answerStatuses)[number]

export const QUOTE_INFO_MAX = 1000
export const ANSWER_TERMS_MAX = 2000
/** KSh. */
export const COVERAGE_MAX_KSH = 1_000_000_000

export const insuranceMessages = {
  // Spec 001 section 5 and section 8, word for word.
  missingInformation: 'Missing Information: Please fill in all required fields.',
  missingInformationTitle: 'Missing Information',
  missingInformationText: 'Please fill in all required fields.',
  quoteSent: "We'll contact you within 24 hours with your personalized quote.",
  // Ours
  signInToQuote: 'Please sign in to request a quote.',
  planNotFound: 'Insurance plan not found.',
  quoteNotFound: 'Quote request not found.',
  answerNotFound: 'Quote answer not found.',
  quoteClosed: 'This quote request is no longer open.',
  alreadyAnswered: 'You have already answered this quote request.',
  quoteAccepted: 'Quote accepted. The broker will contact you to complete your cover.',
  notBroker: 'Only approved insurance brokers can use the insurance dashboard.',
  typeNotServed: 'You do not offer this type of insurance.',
  planTypeMismatch: 'That plan is not of the requested insurance type.',
  reviewNotAllowed: 'Only customers who accepted a quote for this plan can review it.',
  ownQuote: 'You cannot answer your own quote request.',
} as const
