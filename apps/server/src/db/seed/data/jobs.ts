// The jobs demo (issue 16): fictional Kenyan employers and their openings across every category and job type, in
// Nairobi, Mombasa, Kisumu, Nakuru, Eldoret, Thika and remote. A job's description is its summary, the employer's
// story, what the job holder does and the terms of its type (`demoJobs`).

import type { JobCategory, JobType } from '@soko/shared/jobs/jobs.constants'

/** The demo employer (README's demo accounts): made an employer by the admin (an `employers` row, decision 023). */
export const demoEmployerAccount = {
  email: 'employer@soko.demo',
  name: 'Achieng Odhiambo',
  company: 'Savanna Tech Solutions',
  phone: '+254701558302',
}

export type CompanyKey =
  | 'savanna'
  | 'kilimanjaro'
  | 'mamamboga'
  | 'twiga'
  | 'nyumbani'
  | 'juakali'
  | 'pwani'
  | 'lakebasin'
  | 'riftdairies'
  | 'baraka'
  | 'simba'
  | 'jenga'
  | 'tumaini'
  | 'haraka'
  | 'msingi'
  | 'sokoni'
  | 'dukamoja'
  | 'chai'
  | 'upendo'

/** The employers: the company, who posts its jobs (an account `<slug>@employers.soko.demo`) and its story. */
export const demoCompanies: Record<CompanyKey, { name: string; contact: string; about: string }> = {
  savanna: {
    name: demoEmployerAccount.company,
    contact: demoEmployerAccount.name,
    about:
      'Savanna Tech Solutions builds mobile-money, logistics and school-management software for businesses across East Africa, from an office in Westlands and a remote team around the country.',
  },
  kilimanjaro: {
    name: 'Kilimanjaro Logistics',
    contact: 'Hassan Mwinyi',
    about:
      'Kilimanjaro Logistics moves containers and parcels between the port of Mombasa, Nairobi and Kampala with a fleet of 120 trucks and a bonded warehouse in Embakasi.',
  },
  mamamboga: {
    name: 'Mama Mboga Fresh',
    contact: 'Esther Wambui',
    about:
      'Mama Mboga Fresh buys vegetables and fruit straight from farmers and delivers them every morning to more than 3,000 mama mboga stalls and kiosks in Nairobi.',
  },
  twiga: {
    name: 'Twiga Digital',
    contact: 'Kevin Kamau',
    about:
      'Twiga Digital is a creative agency for Kenyan brands: campaigns, social media, video and websites, made by a team of 40 in Kilimani.',
  },
  nyumbani: {
    name: 'Nyumbani Hospital',
    contact: 'Dr. Ruth Chebet',
    about:
      'Nyumbani Hospital is a 150-bed private hospital in Nairobi with a maternity wing, three theatres, a busy outpatient department and clinics in Thika and Nakuru.',
  },
  juakali: {
    name: 'Jua Kali Engineering Works',
    contact: 'Samuel Gichuru',
    about:
      "Jua Kali Engineering Works fabricates steel structures, water tanks and farm machinery in Thika's industrial area, for clients from Garissa to Kisumu.",
  },
  pwani: {
    name: 'Pwani Beach Resort',
    contact: 'Zainab Omar',
    about:
      'Pwani Beach Resort is a 90-room resort on Nyali beach with three restaurants, a spa and a conference centre, busy all year with local and international guests.',
  },
  lakebasin: {
    name: 'Lake Basin Microfinance',
    contact: 'Tom Onyango',
    about:
      'Lake Basin Microfinance lends to small traders, fishermen and farmers around Lake Victoria from 14 branches, with its head office in Kisumu.',
  },
  riftdairies: {
    name: 'Rift Valley Dairies',
    contact: 'Joseph Kiprotich',
    about:
      'Rift Valley Dairies collects milk from 8,000 farmers in Nakuru, Nyandarua and Uasin Gishu and turns it into fresh milk, yoghurt and mala sold across Kenya.',
  },
  baraka: {
    name: 'Baraka Academy',
    contact: 'Mrs. Grace Jeptoo',
    about: 'Baraka Academy is a CBC primary and junior school in Eldoret with 900 pupils, day and boarding.',
  },
  simba: {
    name: 'Simba Shield Security',
    contact: 'Daniel Mutua',
    about:
      'Simba Shield Security guards homes, offices and events in Nairobi and Mombasa, with alarm response teams and a 24-hour CCTV control room.',
  },
  jenga: {
    name: 'Jenga Bora Construction',
    contact: 'Eng. Paul Njuguna',
    about:
      'Jenga Bora Construction is an NCA-1 contractor building apartments, schools, hospitals and roads across Kenya since 2004.',
  },
  tumaini: {
    name: 'Tumaini Community Trust',
    contact: 'Millicent Awuor',
    about:
      "Tumaini Community Trust is a Kenyan NGO working on girls' education, clean water and livelihoods in Kisumu, Homa Bay and Siaya counties.",
  },
  haraka: {
    name: 'Haraka Contact Centre',
    contact: 'Faith Nduku',
    about:
      "Haraka Contact Centre answers customers in English and Swahili for banks, telcos and online shops, around the clock, from Nairobi's Upper Hill.",
  },
  msingi: {
    name: 'Msingi Accounting Partners',
    contact: 'CPA James Maina',
    about:
      'Msingi Accounting Partners is an audit, tax and advisory firm for small businesses and NGOs, with offices in Nairobi and Nakuru.',
  },
  sokoni: {
    name: 'Sokoni Pay',
    contact: 'Ian Mwangi',
    about:
      'Sokoni Pay helps small shops accept M-Pesa, cards and bank transfers on one till, and lends them stock on credit; 40,000 merchants use it.',
  },
  dukamoja: {
    name: 'Duka Moja Supermarkets',
    contact: 'Lydia Cherono',
    about: 'Duka Moja Supermarkets runs 24 supermarkets in the Rift Valley and Western Kenya.',
  },
  chai: {
    name: 'Chai Highlands Estates',
    contact: 'Philip Koech',
    about:
      'Chai Highlands Estates grows and processes tea on 2,000 hectares around Kericho and Nandi Hills, with a packing plant in Nakuru.',
  },
  upendo: {
    name: 'Upendo Media House',
    contact: 'Brenda Atieno',
    about: 'Upendo Media House runs two radio stations and a YouTube news channel from Kisumu and Nairobi.',
  },
}

type RawJob = [
  title: string,
  company: CompanyKey,
  category: JobCategory,
  jobType: JobType,
  location: string,
  salary: string | null,
  summary: string,
  duties: [string, string, string],
  requirements: string[],
  /** `deadline`: days from today (negative: passed), null for none; default from the job's place in the list. */
  extra?: { closed?: boolean; deadline?: number | null },
]

const rawJobs: RawJob[] = [
  // Savanna Tech Solutions (the demo employer's).
  [
    'Senior Backend Engineer (Node.js)',
    'savanna',
    'Technology',
    'full_time',
    'Westlands, Nairobi',
    'KSh 250,000 - 350,000 a month',
    'We are looking for a senior backend engineer to lead the services behind our mobile-money and logistics products, used by 2,000 businesses every day.',
    [
      'design and build APIs in TypeScript on Node.js and PostgreSQL',
      'review code and mentor four engineers',
      'keep our M-Pesa integrations fast and reliable',
    ],
    [
      'Five or more years building backend systems',
      'Strong TypeScript or JavaScript and SQL',
      'Experience with payments or M-Pesa Daraja is a plus',
      'Comfortable on call one week in six',
    ],
  ],
  [
    'Mobile Developer (React Native)',
    'savanna',
    'Technology',
    'contract',
    'Remote (Kenya)',
    'KSh 180,000 - 240,000 a month',
    'A six-month contract to build the new driver app for our logistics product in React Native, working with our designers in Westlands and our team across the country.',
    [
      'build offline-first screens for drivers on low-end Android phones',
      'work with the backend team on sync and maps',
      'ship weekly releases to the Play Store',
    ],
    [
      'Two or more years of React Native',
      'Published apps on the Play Store',
      'Experience with offline storage and maps',
    ],
  ],
  [
    'Software Engineering Intern',
    'savanna',
    'Technology',
    'internship',
    'Westlands, Nairobi',
    'KSh 25,000 a month stipend',
    'A three-month internship for a student or recent graduate who wants to learn how real software is built, shipped and supported.',
    [
      'fix small bugs and build features with a mentor',
      'write tests and documentation',
      'join our customers on a support call every week',
    ],
    [
      'A degree or diploma in computer science or a related field (or in your final year)',
      'Some JavaScript, Python or Java, in class or on your own',
      'Curiosity and the patience to read other people’s code',
    ],
  ],
  [
    'Accountant',
    'savanna',
    'Finance & Accounting',
    'full_time',
    'Westlands, Nairobi',
    'KSh 90,000 - 120,000 a month',
    'We need an accountant to own our books as we grow from 40 to 80 people, from the monthly close to KRA returns and the audit.',
    [
      'run the monthly close and the management accounts',
      'file PAYE, VAT and withholding tax returns on iTax',
      'work with our auditors and our bank',
    ],
    [
      'CPA(K) finalist or qualified',
      'Three years in accounting, ideally in a technology or services company',
      'Good with QuickBooks or Xero and Excel',
      'Up to date with KRA and eTIMS rules',
    ],
  ],
  [
    'Sales Executive, School Software',
    'savanna',
    'Sales & Marketing',
    'full_time',
    'Westlands, Nairobi (travel to Nakuru and Eldoret)',
    'KSh 60,000 a month + commission',
    'Sell our school-management system to private primary and secondary schools, from the first visit to the signed contract and the training day.',
    [
      'visit schools and present to head teachers and bursars',
      'follow up leads from our marketing team',
      'hand new schools over to customer success',
    ],
    [
      'Two years in B2B sales, ideally to schools',
      'A valid driving licence',
      'Fluent English and Swahili',
      'Ready to travel three days a week',
    ],
  ],
  [
    'Customer Success Associate',
    'savanna',
    'Customer Service',
    'full_time',
    'Westlands, Nairobi',
    'KSh 50,000 - 65,000 a month',
    'Help our business customers get the most out of our software: answer their questions, train their staff and make sure they renew.',
    [
      'answer customers by phone, WhatsApp and e-mail',
      'run onboarding sessions for new customers',
      'report what customers ask for to the product team',
    ],
    [
      'A degree or diploma in any field',
      'One year in customer service or sales',
      'Patient, clear and good with computers',
    ],
  ],
  [
    'Office Administrator',
    'savanna',
    'Administration',
    'full_time',
    'Westlands, Nairobi',
    'KSh 45,000 - 55,000 a month',
    'Keep our Westlands office running: visitors, supplies, travel, events and the small things that make a team of 40 work well together.',
    [
      'manage the office budget, suppliers and petty cash',
      'book travel and organise team events',
      'keep contracts and records in order',
    ],
    [
      'A diploma in business administration or similar',
      'Two years as an office administrator or PA',
      'Organised, discreet and good with people',
      'Good with Google Workspace or Microsoft Office',
    ],
    { deadline: null },
  ],
  [
    'UI/UX Designer',
    'savanna',
    'Creative & Media',
    'full_time',
    'Westlands, Nairobi',
    'KSh 120,000 - 160,000 a month',
    'Design simple, clear screens for shop owners, drivers and school bursars who use our products on small phones.',
    [
      'run interviews and usability tests with our customers',
      'design flows and screens in Figma',
      'work with engineers until the screen ships',
    ],
    ['A portfolio of mobile or web products', 'Three years of product design', 'Figma'],
    { closed: true, deadline: -6 },
  ],

  // Technology elsewhere.
  [
    'Android Developer',
    'sokoni',
    'Technology',
    'full_time',
    'Remote (Kenya)',
    'KSh 200,000 - 280,000 a month',
    'Build the Sokoni Pay till app that 40,000 small shops use every day to take M-Pesa and card payments, often on a weak connection.',
    [
      'build features in Kotlin and Jetpack Compose',
      'make the app fast on entry-level phones',
      'work with support to fix what shopkeepers report',
    ],
    [
      'Three years of Android development in Kotlin',
      'Experience with offline-first apps',
      'Payments experience is a plus',
    ],
  ],
  [
    'IT Support Technician',
    'sokoni',
    'Technology',
    'full_time',
    'Kilimani, Nairobi',
    'KSh 45,000 - 60,000 a month',
    'Look after the laptops, phones, network and printers of a busy fintech office, and the tills our field teams carry.',
    [
      'set up and repair laptops, phones and tills',
      'manage accounts and the office network',
      'keep an inventory of every device',
    ],
    ['A diploma in IT', 'CompTIA A+ or similar', 'One year of hands-on IT support'],
  ],

  // Finance.
  [
    'Audit Associate',
    'msingi',
    'Finance & Accounting',
    'full_time',
    'Upper Hill, Nairobi',
    'KSh 70,000 - 95,000 a month',
    'Join our audit team and work on the statutory audits of SMEs, schools and NGOs, with clear training towards senior associate.',
    [
      'test controls and balances on client sites',
      'prepare working papers and draft reports',
      'discuss findings with client finance teams',
    ],
    [
      'CPA(K) section 4 or above',
      'A degree in commerce or accounting',
      'One year of audit experience',
      'Willing to travel to client sites',
    ],
  ],
  [
    'Tax Intern',
    'msingi',
    'Finance & Accounting',
    'internship',
    'Nakuru',
    'KSh 20,000 a month stipend',
    'A six-month internship in our Nakuru tax team, preparing returns for small businesses and learning how iTax and eTIMS work in practice.',
    [
      'prepare VAT, PAYE and income tax returns',
      'reconcile client ledgers',
      'help clients register on eTIMS',
    ],
    ['A degree in commerce or accounting (complete or final year)', 'CPA(K) in progress', 'Good with Excel'],
  ],
  [
    'Loan Officer',
    'lakebasin',
    'Finance & Accounting',
    'full_time',
    'Kisumu',
    'KSh 45,000 - 60,000 a month + performance bonus',
    'Grow and care for a portfolio of small-business and group loans around Kisumu, from the first visit to the last repayment.',
    [
      'visit traders and groups to appraise loans',
      'follow up repayments and arrears',
      'train groups on saving and record keeping',
    ],
    [
      'A diploma or degree in business or finance',
      'Two years as a loan officer in a bank, SACCO or MFI',
      'A motorbike licence',
      'Fluent Dholuo is an advantage',
    ],
  ],

  // Sales and marketing.
  [
    'Field Sales Representative',
    'mamamboga',
    'Sales & Marketing',
    'full_time',
    'Kasarani, Nairobi',
    'KSh 30,000 a month + commission',
    'Sign up new mama mboga stalls and kiosks along Thika Road and keep our current customers ordering every morning.',
    [
      'visit stalls and kiosks on a daily route',
      'take orders on our app and follow up deliveries',
      'collect feedback on prices and quality',
    ],
    ['KCSE certificate', 'One year in field sales', 'A smartphone', 'Fluent Swahili'],
  ],
  [
    'Merchant Acquisition Agent',
    'sokoni',
    'Sales & Marketing',
    'temporary',
    'Mombasa',
    'KSh 1,200 a day + KSh 300 for each merchant signed',
    'A three-month drive to sign up shops, chemists and salons in Mombasa to the Sokoni Pay till.',
    [
      'walk your area and explain Sokoni Pay to shop owners',
      'register merchants on the spot with the agent app',
      'come back a week later to check they are using it',
    ],
    ['KCSE certificate', 'Confident talking to strangers', 'Fluent Swahili', 'A smartphone'],
  ],
  [
    'Social Media Manager',
    'twiga',
    'Sales & Marketing',
    'full_time',
    'Kilimani, Nairobi',
    'KSh 80,000 - 110,000 a month',
    'Run the social media of three of our biggest clients, a bank, a beverage brand and a retailer, from the content calendar to the monthly report.',
    [
      'plan and publish content on Instagram, TikTok, X and Facebook',
      'manage community replies and escalations',
      'report results and propose what to try next',
    ],
    [
      'Three years managing brand social media',
      'A portfolio of campaigns',
      'Good with Meta Business Suite and analytics',
      'Excellent English and Swahili writing',
    ],
  ],

  // Healthcare.
  [
    'Registered Nurse, Maternity',
    'nyumbani',
    'Healthcare',
    'full_time',
    'Nairobi',
    'KSh 75,000 - 95,000 a month',
    'Care for mothers and newborns in our 30-bed maternity wing, in a team of twelve nurses and four midwives on rotating shifts.',
    [
      'care for mothers before, during and after delivery',
      'monitor newborns and support breastfeeding',
      'keep accurate records on our hospital system',
    ],
    [
      'Diploma or degree in nursing (KRCHN or BScN)',
      'A valid Nursing Council of Kenya licence',
      'Two years in maternity or labour ward',
      'BLS certification',
    ],
  ],
  [
    'Clinical Officer',
    'nyumbani',
    'Healthcare',
    'full_time',
    'Thika',
    'KSh 65,000 - 85,000 a month',
    'See outpatients at our Thika clinic, from coughs and malaria to chronic care, with a doctor on call and a lab on site.',
    [
      'diagnose and treat outpatients',
      'follow up patients with diabetes and hypertension',
      'refer complex cases to our Nairobi hospital',
    ],
    [
      'Diploma in clinical medicine',
      'Registered with the Clinical Officers Council',
      'One year of outpatient experience',
    ],
  ],
  [
    'Pharmaceutical Technologist',
    'nyumbani',
    'Healthcare',
    'part_time',
    'Nakuru',
    'KSh 2,500 a shift',
    'Weekend and evening shifts in the pharmacy of our Nakuru clinic.',
    [
      'dispense medicines and counsel patients',
      'manage stock and expiry dates',
      'keep the dangerous drugs register',
    ],
    ['Diploma in pharmacy', 'Registered with the Pharmacy and Poisons Board', 'Available on weekends'],
  ],
  [
    'Locum Medical Officer',
    'nyumbani',
    'Healthcare',
    'temporary',
    'Nairobi',
    'KSh 6,000 a 12-hour shift',
    'Night and weekend locum shifts in our casualty department for the holiday season.',
    [
      'see and treat casualty patients',
      'admit patients and hand over to the ward teams',
      'work with the nurses on triage',
    ],
    ['MBChB', 'A valid KMPDC licence', 'ACLS certification'],
    { closed: true, deadline: -10 },
  ],

  // Education.
  [
    'CBC Mathematics Teacher (Junior School)',
    'baraka',
    'Education',
    'full_time',
    'Eldoret',
    'KSh 40,000 - 55,000 a month + housing',
    'Teach mathematics to Grades 7 to 9 in our junior school, with classes of 35 and a well-equipped maths room.',
    [
      'plan and teach CBC mathematics lessons',
      'set and mark assessments and projects',
      'run the school maths club',
    ],
    [
      'A degree or diploma in education (mathematics)',
      'Registered with the TSC',
      'Two years of teaching, CBC experience preferred',
    ],
  ],
  [
    'Kiswahili Teacher',
    'baraka',
    'Education',
    'contract',
    'Eldoret',
    'KSh 35,000 a month',
    'A one-term contract to teach Kiswahili to Grades 4 to 6 while one of our teachers is on maternity leave.',
    [
      'teach Kiswahili lessons from the CBC curriculum',
      'mark and report on pupils’ progress',
      'help prepare the school’s drama festival entry',
    ],
    ['A diploma in education (Kiswahili)', 'Registered with the TSC', 'Available from next term'],
  ],
  [
    'Education Programme Officer',
    'tumaini',
    'Education',
    'contract',
    'Kisumu',
    'KSh 120,000 - 150,000 a month',
    "Run our girls' education programme in 30 schools in Kisumu and Siaya: mentorship clubs, bursaries and teacher training.",
    [
      'plan and run activities with schools and county officials',
      'manage a budget and three field officers',
      'write reports for our donors',
    ],
    [
      'A degree in education, social science or development',
      'Four years running education programmes',
      'Experience with donor reporting',
      'Fluent Dholuo is an advantage',
    ],
  ],

  // Hospitality.
  [
    'Sous Chef',
    'pwani',
    'Hospitality',
    'full_time',
    'Nyali, Mombasa',
    'KSh 70,000 - 90,000 a month + service charge',
    'Run the kitchen of our seafood restaurant alongside the head chef, with a team of twelve and a menu that changes with the catch.',
    [
      'lead the kitchen on service',
      'order stock and control food cost',
      'train cooks and keep the kitchen spotless',
    ],
    [
      'A diploma in food production',
      'Four years in hotel kitchens, two as a chef de partie or above',
      'A valid food handler’s certificate',
    ],
  ],
  [
    'Front Office Receptionist',
    'pwani',
    'Hospitality',
    'full_time',
    'Mombasa',
    'KSh 35,000 - 45,000 a month',
    'Welcome our guests, check them in and out, and be the person they ask for everything during their stay.',
    [
      'check guests in and out on our property system',
      'handle reservations, calls and e-mails',
      'resolve guest requests with the other departments',
    ],
    [
      'A diploma in hospitality or tourism',
      'One year at a hotel front desk',
      'Fluent English and Swahili; German or Italian is a plus',
    ],
  ],
  [
    'Waiters and Waitresses (festive season)',
    'pwani',
    'Hospitality',
    'temporary',
    'Mombasa',
    'KSh 1,000 a day + tips',
    'Join our restaurant and beach bar teams for the busy December season.',
    ['serve guests in the restaurants and at the beach bar', 'set up and clear tables', 'work shifts, weekends included'],
    ['KCSE certificate', 'Some experience as a waiter', 'A food handler’s certificate'],
    { closed: true, deadline: -4 },
  ],
  [
    'Hospitality Management Intern',
    'pwani',
    'Hospitality',
    'internship',
    'Mombasa',
    'KSh 15,000 a month + meals and housing',
    'A six-month internship rotating through the front office, the restaurants and housekeeping of a busy beach resort.',
    [
      'work alongside the supervisors of each department',
      'help with guest events and excursions',
      'write a short report on each rotation',
    ],
    ['Student or recent graduate in hospitality or tourism', 'Fluent English and Swahili', 'Friendly and hard-working'],
  ],

  // Engineering.
  [
    'Welder / Fabricator',
    'juakali',
    'Engineering',
    'full_time',
    'Thika',
    'KSh 35,000 - 50,000 a month',
    'Weld and fabricate steel structures, tanks and farm machinery in our Thika workshop.',
    [
      'read drawings and cut, fit and weld steel',
      'use MIG, TIG and arc welding',
      'keep the workshop safe and tidy',
    ],
    ['A certificate in welding and fabrication (NITA grade I or II)', 'Three years of welding', 'Good eyesight and a steady hand'],
  ],
  [
    'Mechanical Engineer',
    'juakali',
    'Engineering',
    'full_time',
    'Thika',
    'KSh 110,000 - 150,000 a month',
    'Design and improve the farm machines we build, from maize shellers to irrigation pumps, and run the workshop that makes them.',
    [
      'design machines and parts in SolidWorks',
      'plan production with the workshop supervisor',
      'test machines with farmers in the field',
    ],
    [
      'A BSc in mechanical engineering',
      'Registered with the EBK (graduate engineer or above)',
      'Three years in manufacturing',
      'SolidWorks or AutoCAD',
    ],
  ],
  [
    'Maintenance Technician (Electrical)',
    'riftdairies',
    'Engineering',
    'full_time',
    'Nakuru',
    'KSh 55,000 - 70,000 a month',
    'Keep our Nakuru milk plant running: pasteurisers, packing lines, cold rooms and the boiler.',
    [
      'carry out planned and breakdown maintenance',
      'fault-find motors, controls and PLCs',
      'keep maintenance records and spare parts',
    ],
    ['A diploma in electrical engineering', 'Three years in a factory', 'Willing to work shifts'],
  ],

  // Agriculture.
  [
    'Milk Collection Supervisor',
    'riftdairies',
    'Agriculture',
    'full_time',
    'Eldoret',
    'KSh 45,000 a month + motorbike allowance',
    'Supervise twelve milk collection centres around Eldoret and make sure every litre is tested, recorded and cooled on time.',
    [
      'visit collection centres and test milk quality',
      'manage the collection clerks and transporters',
      'solve farmers’ payment queries',
    ],
    [
      'A diploma in dairy technology or animal production',
      'Two years in milk collection',
      'A motorbike licence',
    ],
  ],
  [
    'Agronomist',
    'chai',
    'Agriculture',
    'full_time',
    'Nakuru',
    'KSh 90,000 - 120,000 a month',
    'Advise our estates and 3,000 smallholder tea farmers on soil, pruning, pests and fertiliser, from our Nakuru office.',
    [
      'run soil tests and fertiliser plans',
      'train farmers and field extension officers',
      'run trials of new clones and practices',
    ],
    [
      'A BSc in agriculture or horticulture',
      'Three years of field agronomy, tea preferred',
      'A driving licence',
      'Fluent Kalenjin is an advantage',
    ],
  ],
  [
    'Farm Sourcing Officer',
    'mamamboga',
    'Agriculture',
    'contract',
    'Thika',
    'KSh 50,000 a month',
    'Find and keep the farmers who grow our tomatoes, onions and greens around Thika and Murang’a.',
    [
      'visit farms and agree prices and harvest dates',
      'check quality at collection points',
      'train farmers on grading and packing',
    ],
    ['A diploma in agriculture', 'Two years working with farmers', 'A motorbike licence'],
  ],
  [
    'Tea Pluckers (seasonal)',
    'chai',
    'Agriculture',
    'temporary',
    'Nakuru (transport to the estates provided)',
    'KSh 14 a kilo plucked',
    'Seasonal pluckers for the peak season on our estates, with transport from Nakuru, lunch and housing on the estate.',
    ['pluck two leaves and a bud', 'weigh and record your leaf at the collection shed', 'follow the estate’s safety rules'],
    ['18 years or older', 'A national ID', 'Previous plucking experience is a plus'],
    { deadline: null },
  ],

  // Customer service.
  [
    'Call Centre Agent (English and Swahili)',
    'haraka',
    'Customer Service',
    'full_time',
    'Upper Hill, Nairobi',
    'KSh 28,000 a month + shift allowance',
    'Answer calls, chats and e-mails for one of Kenya’s biggest banks, on day or night shifts, in a team with real training and a path to team leader.',
    [
      'answer customer calls and chats',
      'solve card, app and M-Pesa queries',
      'log every case and escalate the hard ones',
    ],
    ['KCSE C+ or a diploma', 'Fluent English and Swahili', 'Good typing', 'Willing to work shifts'],
  ],
  [
    'Cashier',
    'dukamoja',
    'Customer Service',
    'part_time',
    'Eldoret',
    'KSh 700 a day',
    'Weekend and evening cashiers for our Eldoret town branch.',
    ['serve customers at the till', 'take cash, card and M-Pesa payments', 'balance your till at the end of the shift'],
    ['KCSE certificate', 'Honest and good with numbers', 'Available on weekends'],
  ],

  // Logistics and transport.
  [
    'Long-Haul Truck Driver (Mombasa - Kampala)',
    'kilimanjaro',
    'Logistics & Transport',
    'full_time',
    'Mombasa',
    'KSh 45,000 a month + trip allowance',
    'Drive our container trucks between the port of Mombasa, Nairobi and Kampala, safely and on schedule.',
    [
      'drive loaded trucks on the northern corridor',
      'check your truck before every trip',
      'handle border paperwork at Malaba and Busia',
    ],
    [
      'A valid driving licence with class CE',
      'Five years of long-distance driving',
      'A certificate of good conduct',
      'Knowledge of the northern corridor',
    ],
  ],
  [
    'Warehouse Supervisor',
    'kilimanjaro',
    'Logistics & Transport',
    'full_time',
    'Embakasi, Nairobi',
    'KSh 60,000 - 80,000 a month',
    'Run the night shift in our bonded warehouse in Embakasi: receiving, storing and dispatching cargo for 60 clients.',
    [
      'lead a team of 20 warehouse staff',
      'keep stock records accurate in our WMS',
      'enforce safety and customs rules',
    ],
    [
      'A diploma in logistics or supply chain',
      'Three years in a warehouse, one as a supervisor',
      'Forklift certificate is a plus',
    ],
  ],
  [
    'Delivery Riders (boda boda)',
    'mamamboga',
    'Logistics & Transport',
    'part_time',
    'Nairobi',
    'KSh 800 - 1,500 a day',
    'Morning delivery riders to bring fresh produce to stalls and kiosks between 5 am and 11 am.',
    ['collect orders at our depot', 'deliver to stalls on your route', 'collect M-Pesa payments'],
    [
      'A valid motorbike licence',
      'Your own motorbike (we can lease one to you)',
      'A smartphone',
      'Know your area well',
    ],
    { deadline: null },
  ],
  [
    'Clearing and Forwarding Agent',
    'kilimanjaro',
    'Logistics & Transport',
    'contract',
    'Mombasa',
    'KSh 70,000 - 90,000 a month',
    'Clear our clients’ imports through the port of Mombasa and the ICD, quickly and correctly.',
    [
      'lodge entries on the KRA customs system',
      'follow cargo through KPA and KEBS',
      'keep clients informed at every step',
    ],
    [
      'A certificate in clearing and forwarding (EACFFPC)',
      'Three years of clearing experience',
      'Good knowledge of iCMS',
    ],
  ],

  // Administration.
  [
    'Site Administrator',
    'jenga',
    'Administration',
    'contract',
    'Thika',
    'KSh 40,000 a month',
    'Run the site office of a 200-unit housing project in Thika for its eighteen months: records, payroll data, stores and visitors.',
    [
      'keep the site diary, attendance and records',
      'prepare weekly payroll data for casual workers',
      'track deliveries and the site store',
    ],
    ['A diploma in business administration', 'Two years on a construction site office', 'Good with Excel'],
  ],
  [
    'Personal Assistant to the CEO',
    'lakebasin',
    'Administration',
    'full_time',
    'Kisumu',
    'KSh 60,000 - 80,000 a month',
    'Support our chief executive with diary, travel, board papers and the many people who want a moment of her time.',
    ['manage the CEO’s diary and travel', 'prepare board and management meetings', 'handle confidential correspondence'],
    ['A degree or diploma in secretarial studies or business', 'Four years as a PA to a senior executive', 'Discreet and very organised'],
  ],

  // Creative and media.
  [
    'Video Editor',
    'twiga',
    'Creative & Media',
    'contract',
    'Kilimani, Nairobi',
    'KSh 90,000 a month',
    'Edit adverts, social clips and a weekly web series for our clients, on a six-month contract with a chance to stay.',
    ['edit and colour-grade video', 'add motion graphics and subtitles', 'deliver cuts for every platform'],
    ['A showreel', 'Premiere Pro or DaVinci Resolve', 'Two years editing for brands or broadcast'],
  ],
  [
    'Radio News Reporter (Dholuo and English)',
    'upendo',
    'Creative & Media',
    'full_time',
    'Kisumu',
    'KSh 45,000 - 60,000 a month',
    'Report local news for our Kisumu radio station and our YouTube channel, in Dholuo and English.',
    ['find, record and write local stories', 'read the news on air', 'film short clips for YouTube'],
    [
      'A diploma in journalism or mass communication',
      'Fluent Dholuo and English',
      'Two years reporting',
      'Accredited with the Media Council of Kenya',
    ],
  ],
  [
    'Content Writer',
    'upendo',
    'Creative & Media',
    'part_time',
    'Remote (Kenya)',
    'KSh 1,500 an article',
    'Write clear news explainers and features for our website, about ten articles a week, from wherever you are in Kenya.',
    ['research and write articles of 600 to 900 words', 'write headlines and social posts', 'meet daily deadlines'],
    ['Excellent written English', 'Samples of published writing', 'A laptop and reliable internet'],
    { deadline: null },
  ],

  // Construction.
  [
    'Quantity Surveyor',
    'jenga',
    'Construction',
    'full_time',
    'Nairobi',
    'KSh 120,000 - 160,000 a month',
    'Manage costs on our Nairobi projects, from the bills of quantities to the final account.',
    ['prepare bills of quantities and tenders', 'value work and prepare interim certificates', 'manage variations and claims'],
    [
      'A BSc in quantity surveying',
      'Registered with the BORAQS',
      'Five years of experience with a contractor',
      'CostX or similar',
    ],
  ],
  [
    'Casual Masons and Site Labourers',
    'jenga',
    'Construction',
    'temporary',
    'Thika',
    'KSh 900 - 1,300 a day',
    'Masons and labourers for the next phase of our Thika housing project.',
    ['lay blocks and plaster', 'mix concrete and carry materials', 'follow the site foreman’s instructions'],
    ['Experience on building sites', 'A national ID', 'Your own safety boots'],
    { closed: true, deadline: -3 },
  ],
  [
    'Site Foreman',
    'jenga',
    'Construction',
    'full_time',
    'Mombasa',
    'KSh 60,000 a month',
    'Lead the works on a six-storey apartment block in Nyali, with a team of 60.',
    ['plan daily work with the site engineer', 'supervise masons, carpenters and steel fixers', 'keep the site safe and on programme'],
    ['A certificate or diploma in building construction', 'Eight years on sites, three as a foreman', 'Can read structural drawings'],
  ],

  // Security.
  [
    'Security Guards',
    'simba',
    'Security',
    'full_time',
    'Nairobi',
    'KSh 18,000 - 22,000 a month',
    'Guard homes and offices in Westlands, Kilimani and Karen, on day and night shifts, with full training before you start.',
    ['control access at the gate', 'patrol the premises and keep the occurrence book', 'respond to alarms with our response team'],
    ['KCSE certificate', 'A certificate of good conduct', 'Physically fit', 'Previous guarding experience is a plus'],
  ],
  [
    'CCTV Control Room Operator',
    'simba',
    'Security',
    'full_time',
    'Mombasa',
    'KSh 30,000 a month',
    'Watch the cameras of our Mombasa clients from our control room and send help the moment something is wrong.',
    ['monitor live CCTV feeds', 'dispatch response teams', 'record and report incidents'],
    ['A diploma in security management or IT', 'One year in a control room', 'Willing to work nights'],
  ],

  // NGO and development.
  [
    'WASH Project Officer',
    'tumaini',
    'NGO & Development',
    'contract',
    'Kisumu',
    'KSh 130,000 - 160,000 a month',
    'Lead our clean-water project in Kisumu and Homa Bay: 40 boreholes, school latrines and hygiene clubs, with the county governments.',
    [
      'manage contractors drilling and equipping boreholes',
      'set up water committees with communities',
      'report to our donors every quarter',
    ],
    [
      'A degree in civil engineering, public health or water',
      'Five years running WASH projects',
      'Experience with county government partners',
      'A driving licence',
    ],
  ],
  [
    'Monitoring and Evaluation Intern',
    'tumaini',
    'NGO & Development',
    'internship',
    'Kisumu',
    'KSh 30,000 a month stipend',
    'A six-month internship in our M&E team: surveys, data and the stories behind them.',
    ['run surveys on KoboToolbox', 'clean and analyse data in Excel or R', 'write short reports for the programme teams'],
    ['A recent degree in statistics, economics or social science', 'Good with Excel', 'Ready to travel to the field'],
  ],
]

const closings: Record<JobType, string> = {
  full_time:
    'This is a permanent, full-time position after a three-month probation, with NSSF, SHA and a medical cover, and 21 days of leave a year.',
  part_time: 'This is a part-time position; shifts are agreed a week ahead and paid every Friday through M-Pesa.',
  contract:
    'This is a fixed-term contract, renewable on performance; the monthly fee is paid against an invoice or through payroll.',
  internship:
    'This is a paid internship with a mentor; it ends with a reference letter, and the best interns are offered a job.',
  temporary: 'This is temporary work for the season; pay is daily or weekly through M-Pesa.',
}

const howToApply = [
  'Apply on Soko with your CV (PDF or Word) and a short cover note.',
  'Apply on Soko with your CV. Shortlisted candidates will be called for an interview within two weeks.',
  'Apply on Soko with your CV and copies of your certificates in one document. Only shortlisted candidates will be contacted.',
]

export type DemoJob = {
  title: string
  company: CompanyKey
  category: JobCategory
  jobType: JobType
  description: string
  requirements: string[]
  howToApply: string
  location: string
  salary: string | null
  /** Days from the seed's Nairobi date to the deadline (negative: passed), or null. */
  deadlineInDays: number | null
  closed: boolean
  /** Days before the seed that it was posted. */
  postedDaysAgo: number
}

/** The jobs, with their description, deadline and age worked out. */
export const demoJobs: DemoJob[] = rawJobs.map((raw, index) => {
  const [title, company, category, jobType, location, salary, summary, duties, requirements, extra = {}] = raw
  const about = demoCompanies[company]
  const description = [
    summary,
    `About us: ${about.about}`,
    `What you will do: you will ${duties[0]}, ${duties[1]}, and ${duties[2]}.`,
    `${closings[jobType]} The job is based in ${location}.`,
  ].join('\n\n')
  // Open jobs close in one to six weeks (a few have no deadline); posted over the last four weeks.
  const deadlineInDays = extra.deadline === undefined ? 7 + ((index * 5) % 36) : extra.deadline
  return {
    title,
    company,
    category,
    jobType,
    description,
    requirements,
    howToApply: howToApply[index % howToApply.length]!,
    location,
    salary,
    deadlineInDays,
    closed: extra.closed ?? false,
    postedDaysAgo: extra.closed ? 30 + (index % 10) : 1 + ((index * 3) % 28),
  }
})

/** What the demo customers write when they apply to the demo employer's jobs. */
export const coverNotes = [
  'I have followed Savanna Tech for a while and would love to bring my experience to your team. My CV is attached.',
  'I am a recent graduate from JKUAT, keen to learn and ready to start immediately. Thank you for considering my application.',
  'I have three years of similar work in Nairobi and am available for an interview at your convenience.',
  'Please find my CV attached. I am excited about this role and believe I would be a strong fit.',
]
