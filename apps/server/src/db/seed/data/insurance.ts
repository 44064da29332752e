// The insurance demo (issue 17): fictional Kenyan brokers and their plans across the five insurance types, with
// what each covers of the six compared features (spec 001 section 9: Basic Health Plan at KSh 5,000 and Premium
// Health Plan at KSh 12,000 a month among them). The demo broker's account is the README's.

import type { InsuranceType } from '@soko/shared/insurance/insurance.constants'
import type { PlanCovers } from '@soko/shared/insurance/insurance.schema'

/** The demo broker (README's demo accounts): an approved insurance broker application, serving health and motor. */
export const demoBrokerAccount = {
  email: 'broker@soko.demo',
  name: 'Daniel Mutua',
  business: 'Kilele Assurance Agency',
  phone: '+254724385016',
  license: 'IRA/05/31877/2019',
  area: 'Upper Hill',
  years: 8,
  types: ['health', 'motor'] as InsuranceType[],
  description:
    'Health and motor cover from leading Kenyan insurers, compared for you: family medical plans, comprehensive and third-party motor. Claims support from our Upper Hill office.',
}

export type BrokerKey = 'kilele' | 'ngao' | 'bahari' | 'imara' | 'jamhuri' | 'nyota'

export type DemoBroker = {
  business: string
  /** Who runs it (an account `<slug>@brokers.soko.demo`). */
  contact: string
  phone: string
  types: InsuranceType[]
  /** Days since the broker was verified. */
  since: number
}

export const demoBrokers: Record<BrokerKey, DemoBroker> = {
  kilele: {
    business: demoBrokerAccount.business,
    contact: demoBrokerAccount.name,
    phone: demoBrokerAccount.phone,
    types: demoBrokerAccount.types,
    since: 70,
  },
  ngao: {
    business: 'Ngao Insurance Brokers',
    contact: 'Lydia Wanjiru',
    phone: '+254722610394',
    types: ['health', 'motor', 'home', 'business', 'life'],
    since: 300,
  },
  bahari: {
    business: 'Bahari Cover Agency',
    contact: 'Salim Mwinyi',
    phone: '+254733449201',
    types: ['motor', 'home', 'business'],
    since: 220,
  },
  imara: {
    business: 'Imara Life & Health Brokers',
    contact: 'Jackline Chelangat',
    phone: '+254711873552',
    types: ['health', 'life'],
    since: 180,
  },
  jamhuri: {
    business: 'Jamhuri Risk Advisors',
    contact: 'Francis Gathogo',
    phone: '+254720554781',
    types: ['business', 'home', 'motor'],
    since: 260,
  },
  nyota: {
    business: 'Nyota Family Insurance Agency',
    contact: 'Pauline Moraa',
    phone: '+254745118620',
    types: ['health', 'life', 'home'],
    since: 140,
  },
}

/** The directory's insurance brokers (demo-providers' approved applications) and the types their specialization names. */
export const directoryBrokers: Record<string, InsuranceType[]> = {
  'Linda Insurance Agency': ['motor'],
  'Salama Health Cover': ['health'],
  'Mbugua Business Risk': ['business'],
  'Uzima Life Advisors': ['life'],
}

const none: PlanCovers = {
  outpatient: false,
  inpatient: false,
  emergency: false,
  specialist_consultations: false,
  dental: false,
  maternity: false,
}
/** What a plan covers of the six compared features; the rest is not covered. */
const covering = (...features: (keyof PlanCovers)[]): PlanCovers => ({
  ...none,
  ...Object.fromEntries(features.map((feature) => [feature, true])),
})

export type DemoPlan = {
  name: string
  broker: BrokerKey
  type: InsuranceType
  /** KSh a month. */
  premium: number
  /** KSh. */
  coverage: number
  description: string
  features: string[]
  covers: PlanCovers
  /** Days since it was listed. */
  daysAgo: number
}

export const demoPlans: DemoPlan[] = [
  // Health
  {
    name: 'Basic Health Plan',
    broker: 'ngao',
    type: 'health',
    premium: 5000,
    coverage: 500_000,
    description:
      'Essential medical cover for one adult: outpatient visits, hospital admission and emergencies at a wide panel of hospitals and clinics.',
    features: [
      'Outpatient cover up to KSh 50,000 a year',
      'Inpatient cover up to KSh 500,000 a year',
      '24-hour emergency care and ambulance',
      'Over 300 panel hospitals and clinics',
      'Prescribed medicines included',
    ],
    covers: covering('outpatient', 'inpatient', 'emergency'),
    daysAgo: 58,
  },
  {
    name: 'Premium Health Plan',
    broker: 'ngao',
    type: 'health',
    premium: 12_000,
    coverage: 2_000_000,
    description:
      'Comprehensive family medical cover with specialists, dental and maternity, and direct billing at the leading private hospitals.',
    features: [
      'Inpatient cover up to KSh 2,000,000 a year',
      'Outpatient cover up to KSh 150,000 a year',
      'Specialist consultations without a referral',
      'Dental and optical up to KSh 30,000 each',
      'Maternity up to KSh 150,000, including caesarean',
      'Evacuation by road and air ambulance',
    ],
    covers: covering('outpatient', 'inpatient', 'emergency', 'specialist_consultations', 'dental', 'maternity'),
    daysAgo: 57,
  },
  {
    name: 'Kilele Family Health Cover',
    broker: 'kilele',
    type: 'health',
    premium: 9500,
    coverage: 1_500_000,
    description:
      'Medical cover for two adults and up to four children, with maternity for the family and specialists when you need them.',
    features: [
      'Inpatient cover up to KSh 1,500,000 for the family',
      'Outpatient cover up to KSh 100,000',
      'Maternity up to KSh 100,000',
      'Specialist consultations on referral',
      'Children covered from birth',
    ],
    covers: covering('outpatient', 'inpatient', 'emergency', 'specialist_consultations', 'maternity'),
    daysAgo: 44,
  },
  {
    name: 'Kilele Individual Outpatient Cover',
    broker: 'kilele',
    type: 'health',
    premium: 2500,
    coverage: 150_000,
    description: 'Doctor visits, tests and medicines without paying at the counter, for one person.',
    features: [
      'Outpatient cover up to KSh 150,000 a year',
      'Laboratory tests and X-rays',
      'Prescribed medicines at partner pharmacies',
      'Specialist visits on referral',
    ],
    covers: covering('outpatient', 'specialist_consultations'),
    daysAgo: 30,
  },
  {
    name: 'Imara Senior Care Plan',
    broker: 'imara',
    type: 'health',
    premium: 8000,
    coverage: 1_000_000,
    description: 'Medical cover for people aged 60 to 80, with chronic conditions covered after a short waiting period.',
    features: [
      'Inpatient cover up to KSh 1,000,000 a year',
      'Chronic conditions covered after 6 months',
      'Outpatient cover up to KSh 80,000',
      'Annual health check included',
    ],
    covers: covering('outpatient', 'inpatient', 'emergency', 'specialist_consultations'),
    daysAgo: 40,
  },
  {
    name: 'Nyota Inpatient Shield',
    broker: 'nyota',
    type: 'health',
    premium: 3200,
    coverage: 1_000_000,
    description: 'Affordable hospital cover: admissions, surgery and emergencies, for when it matters most.',
    features: [
      'Inpatient cover up to KSh 1,000,000 a year',
      'Surgery and theatre costs',
      'Emergency admission at any hospital',
      'No outpatient cover',
    ],
    covers: covering('inpatient', 'emergency'),
    daysAgo: 35,
  },
  {
    name: 'Nyota Mama & Baby Cover',
    broker: 'nyota',
    type: 'health',
    premium: 4500,
    coverage: 300_000,
    description: 'Antenatal clinics, delivery and the baby’s first year of care, for expectant mothers.',
    features: [
      'Maternity up to KSh 150,000',
      'Antenatal and postnatal visits',
      'Newborn care for the first 12 months',
      'Emergency caesarean covered',
    ],
    covers: covering('outpatient', 'inpatient', 'emergency', 'maternity'),
    daysAgo: 12,
  },
  // Motor
  {
    name: 'Kilele Comprehensive Motor',
    broker: 'kilele',
    type: 'motor',
    premium: 5200,
    coverage: 1_500_000,
    description: 'Private car cover for accident, theft and fire, with third-party liability and a courtesy car.',
    features: [
      'Accidental damage, theft and fire',
      'Third-party injury and property',
      'Courtesy car for up to 10 days',
      'Windscreen and radio cover',
      '24-hour road rescue',
    ],
    covers: none,
    daysAgo: 50,
  },
  {
    name: 'Kilele Third-Party Motor',
    broker: 'kilele',
    type: 'motor',
    premium: 650,
    coverage: 3_000_000,
    description: 'The cover the law requires: injury to others and damage to their property, at the lowest price.',
    features: [
      'Third-party injury and death',
      'Third-party property damage',
      'Digital certificate the same day',
      'Pay monthly by M-Pesa',
    ],
    covers: none,
    daysAgo: 22,
  },
  {
    name: 'Bahari Boda Boda Cover',
    broker: 'bahari',
    type: 'motor',
    premium: 450,
    coverage: 200_000,
    description: 'Cover for motorbike riders: third-party, passenger liability and personal accident for the rider.',
    features: [
      'Third-party and passenger liability',
      'Personal accident for the rider',
      'Theft of the motorbike (optional)',
      'Claims paid by M-Pesa',
    ],
    covers: none,
    daysAgo: 26,
  },
  {
    name: 'Ngao Private Car Comprehensive',
    broker: 'ngao',
    type: 'motor',
    premium: 7800,
    coverage: 2_500_000,
    description: 'Premium cover for newer private cars, with excess protection and political violence cover.',
    features: [
      'Accidental damage, theft and fire',
      'Excess protector included',
      'Political violence and terrorism',
      'Choice of garage',
      'Courtesy car for 15 days',
    ],
    covers: none,
    daysAgo: 46,
  },
  {
    name: 'Jamhuri Commercial Vehicle Cover',
    broker: 'jamhuri',
    type: 'motor',
    premium: 9500,
    coverage: 4_000_000,
    description: 'For pick-ups, lorries and delivery vans: the vehicle, the goods on board and third parties.',
    features: [
      'Accidental damage, theft and fire',
      'Goods in transit up to KSh 500,000',
      'Third-party liability',
      'Loss of use after an accident',
    ],
    covers: none,
    daysAgo: 33,
  },
  // Home
  {
    name: 'Bahari Home Contents Cover',
    broker: 'bahari',
    type: 'home',
    premium: 1200,
    coverage: 1_000_000,
    description: 'Your furniture, electronics and clothes covered against fire, burglary and water damage.',
    features: [
      'Contents up to KSh 1,000,000',
      'Burglary and theft',
      'Fire, lightning and burst pipes',
      'Phones and laptops away from home',
    ],
    covers: none,
    daysAgo: 41,
  },
  {
    name: 'Ngao Homeowners Building & Contents',
    broker: 'ngao',
    type: 'home',
    premium: 3500,
    coverage: 8_000_000,
    description: 'The house itself and everything in it, with liability to visitors and domestic workers.',
    features: [
      'Building up to KSh 8,000,000',
      'Contents and all risks',
      'Domestic workers’ injury (WIBA)',
      'Owner’s liability to visitors',
      'Alternative accommodation after a fire',
    ],
    covers: none,
    daysAgo: 53,
  },
  {
    name: 'Nyota Tenant’s Cover',
    broker: 'nyota',
    type: 'home',
    premium: 650,
    coverage: 500_000,
    description: 'Simple contents cover for people who rent, from a bedsitter to a family apartment.',
    features: [
      'Contents up to KSh 500,000',
      'Burglary and fire',
      'Tenant’s liability to the landlord',
      'Pay monthly by M-Pesa',
    ],
    covers: none,
    daysAgo: 9,
  },
  {
    name: 'Jamhuri Domestic Package',
    broker: 'jamhuri',
    type: 'home',
    premium: 2000,
    coverage: 3_000_000,
    description: 'Building, contents and domestic workers in one policy for the family home.',
    features: [
      'Building and contents',
      'Domestic workers’ injury',
      'Personal liability',
      'Garden and boundary walls',
    ],
    covers: none,
    daysAgo: 38,
  },
  // Business
  {
    name: 'Jamhuri SME Business Shield',
    broker: 'jamhuri',
    type: 'business',
    premium: 4500,
    coverage: 5_000_000,
    description: 'One policy for small businesses: premises, stock, money and liability.',
    features: [
      'Fire and burglary for premises and stock',
      'Money in transit and in the safe',
      'Public liability',
      'Business interruption for 3 months',
    ],
    covers: none,
    daysAgo: 48,
  },
  {
    name: 'Bahari Shop Stock & Fire Cover',
    broker: 'bahari',
    type: 'business',
    premium: 2800,
    coverage: 2_000_000,
    description: 'For dukas, salons and kiosks: the stock and fittings against fire, theft and riots.',
    features: [
      'Stock and fittings up to KSh 2,000,000',
      'Fire, burglary and riots',
      'Glass breakage',
      'Pay monthly by M-Pesa',
    ],
    covers: none,
    daysAgo: 20,
  },
  {
    name: 'Ngao Public Liability Cover',
    broker: 'ngao',
    type: 'business',
    premium: 3000,
    coverage: 10_000_000,
    description: 'Claims by customers and the public for injury or damage at your premises or events.',
    features: [
      'Liability up to KSh 10,000,000',
      'Legal costs of defending a claim',
      'Cover at events and off-site work',
      'Product liability (optional)',
    ],
    covers: none,
    daysAgo: 55,
  },
  {
    name: 'Jamhuri Group Medical for SMEs',
    broker: 'jamhuri',
    type: 'business',
    premium: 25_000,
    coverage: 5_000_000,
    description: 'Medical cover for teams of 5 to 20 staff and their families, billed to the business.',
    features: [
      'Inpatient up to KSh 500,000 per employee',
      'Outpatient up to KSh 50,000 per employee',
      'Maternity for staff and spouses',
      'Emergency evacuation',
      'Staff join and leave monthly',
    ],
    covers: covering('outpatient', 'inpatient', 'emergency', 'maternity'),
    daysAgo: 28,
  },
  {
    name: 'Bahari Goods in Transit',
    broker: 'bahari',
    type: 'business',
    premium: 3800,
    coverage: 3_000_000,
    description: 'Goods carried by road between Mombasa, Nairobi and upcountry, against accident, theft and hijacking.',
    features: [
      'Goods up to KSh 3,000,000 per trip',
      'Accident, theft and hijacking',
      'Loading and unloading',
      'Own and hired vehicles',
    ],
    covers: none,
    daysAgo: 16,
  },
  // Life
  {
    name: 'Imara Term Life Cover',
    broker: 'imara',
    type: 'life',
    premium: 1500,
    coverage: 3_000_000,
    description: 'A lump sum for your family if you die during the term, for 10 to 25 years.',
    features: [
      'Cover of KSh 3,000,000',
      'Terms of 10, 15, 20 or 25 years',
      'Critical illness rider (optional)',
      'Premiums fixed for the term',
    ],
    covers: none,
    daysAgo: 52,
  },
  {
    name: 'Imara Education Savings Plan',
    broker: 'imara',
    type: 'life',
    premium: 5000,
    coverage: 1_500_000,
    description: 'Save for your children’s school and university fees, with life cover that pays the premiums if you die.',
    features: [
      'Payouts at secondary school and university',
      'Premium waiver on death or disability',
      'Annual bonuses',
      'Terms of 8 to 18 years',
    ],
    covers: none,
    daysAgo: 36,
  },
  {
    name: 'Nyota Last Expense Cover',
    broker: 'nyota',
    type: 'life',
    premium: 450,
    coverage: 200_000,
    description: 'Funeral costs paid within 48 hours, for you, your spouse, children and parents.',
    features: [
      'Up to KSh 200,000 paid within 48 hours',
      'Covers spouse, children and parents',
      'No medical examination',
      'Pay monthly by M-Pesa',
    ],
    covers: none,
    daysAgo: 14,
  },
  {
    name: 'Ngao Whole Life Plan',
    broker: 'ngao',
    type: 'life',
    premium: 4000,
    coverage: 5_000_000,
    description: 'Life cover for the whole of your life, with a cash value you can borrow against.',
    features: [
      'Cover of KSh 5,000,000 for life',
      'Cash value after 3 years',
      'Loans against the policy',
      'Accidental death benefit doubled',
    ],
    covers: none,
    daysAgo: 60,
  },
  {
    name: 'Nyota Family Life Cover',
    broker: 'nyota',
    type: 'life',
    premium: 2200,
    coverage: 2_000_000,
    description: 'Life cover for both parents in one policy, with a hospital cash benefit.',
    features: [
      'KSh 2,000,000 on the first death',
      'Hospital cash of KSh 2,000 a day',
      'Children’s cover included',
      'Terms of 10 to 20 years',
    ],
    covers: covering('inpatient'),
    daysAgo: 24,
  },
]

/** What customers say about a plan they bought. */
export const planReviews = [
  'The broker explained every clause. Claims were paid quickly.',
  'Good value for the premium, and easy to pay by M-Pesa.',
  'Hospital admission went smoothly, no cash needed at the desk.',
  'Fair cover, though the waiting period surprised me.',
  'Responsive broker; they followed up with the insurer for me.',
  'Renewed for a second year. Happy with it.',
  'The paperwork took a while, but the cover is solid.',
  null,
] as const

/** What customers ask a broker for. */
export const quoteNotes: Record<string, string> = {
  health: 'Cover for me and my spouse; we would like outpatient included.',
  motor: 'Toyota Fielder 2016, private use, valued at about KSh 1.2 million.',
  home: 'Three-bedroom apartment in Kilimani; contents only.',
  business: 'A small hardware shop in Kasarani with stock of about KSh 1.5 million.',
  life: 'Looking for cover for 20 years to protect my children’s education.',
}
