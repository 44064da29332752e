// The medical demo (issue 17): specializations, facilities across Nairobi's neighbourhoods, the practitioners
// listed at them (mostly doctors; dentists, nurses, physiotherapists, lab technicians, an ambulance service and the
// pharmacies), and the pharmacies' medicines with drawn pictures (scripts/medication-pictures.mjs, served under
// /demo/medications/). The demo doctor and pharmacy accounts are the README's.

import { DEMO_MEDICATION_WIDTHS } from '@soko/shared/common/demo-pictures'
import type {
  FacilityType,
  MedicalProviderType,
  MedicationCategory,
} from '@soko/shared/medical/medical.constants'

/** The demo doctor (README's demo accounts): an approved medical provider, a verified doctor, Monday to Saturday. */
export const demoDoctorAccount = {
  email: 'doctor@soko.demo',
  name: 'Brian Kiprotich',
  fullName: 'Dr. Brian Kiprotich',
  practice: 'Dr. Kiprotich Family Practice',
  specialization: 'General Practice',
  facility: 'kilimani-family',
  phone: '+254711402687',
  license: 'KMPDC/A/10482',
  years: 9,
  fee: 2000,
  bio: 'Family doctor for adults and children: check-ups, coughs and fevers, blood pressure and diabetes reviews, and referrals when you need a specialist.',
  area: 'Kilimani',
} as const

/** The demo pharmacy (README's demo accounts): an approved medical provider, a verified pharmacist. */
export const demoPharmacyAccount = {
  email: 'pharmacy@soko.demo',
  name: 'Faith Nyambura',
  pharmacy: 'Dawa Bora Pharmacy',
  facility: 'dawa-bora',
  phone: '+254722918364',
  license: 'PPB/P/5528',
  years: 7,
  bio: 'Community pharmacy in Westlands: prescriptions filled and checked by a registered pharmacist, everyday medicines, and delivery across Nairobi.',
  area: 'Westlands',
} as const

/** Spec 001 section 3; the application's specializations (providers constants) among them, so approvals link. */
export const demoSpecializations = [
  'General Practice',
  'Paediatrics',
  'Cardiology',
  'Dermatology',
  'Gynaecology',
  'Dentistry',
  'Orthopaedics',
  'Psychiatry',
  'ENT',
  'Ophthalmology',
  'Physiotherapy',
  'Internal Medicine',
  'Pharmacy',
  'Laboratory Services',
  'Nursing Care',
  'Emergency Care',
] as const
export type DemoSpecialization = (typeof demoSpecializations)[number]

export type DemoFacility = {
  name: string
  type: FacilityType
  address: string
  phone: string
}

/** Verified facilities in Nairobi. */
export const demoFacilities = {
  'parklands-medical': {
    name: 'Parklands Medical Centre',
    type: 'hospital',
    address: '3rd Parklands Avenue, Parklands',
    phone: '+254709551200',
  },
  'kilimani-family': {
    name: 'Kilimani Family Clinic',
    type: 'clinic',
    address: 'Argwings Kodhek Road, Kilimani',
    phone: '+254720334910',
  },
  'westlands-specialist': {
    name: 'Westlands Specialist Hospital',
    type: 'hospital',
    address: 'Waiyaki Way, Westlands',
    phone: '+254709118400',
  },
  'karen-community': {
    name: 'Karen Community Hospital',
    type: 'hospital',
    address: 'Langata Road, Karen',
    phone: '+254733205611',
  },
  'eastleigh-health': {
    name: 'Eastleigh Health Centre',
    type: 'clinic',
    address: 'First Avenue, Eastleigh',
    phone: '+254722640178',
  },
  'south-b-clinic': {
    name: 'South B Medical Clinic',
    type: 'clinic',
    address: 'Mchumbi Road, South B',
    phone: '+254715882034',
  },
  'kasarani-medical': {
    name: 'Kasarani Medical Centre',
    type: 'hospital',
    address: 'Thika Road, opposite Kasarani Stadium',
    phone: '+254726401955',
  },
  'lavington-dental': {
    name: 'Lavington Dental Studio',
    type: 'dental_clinic',
    address: 'James Gichuru Road, Lavington',
    phone: '+254741220876',
  },
  'kenyatta-dental': {
    name: 'Kenyatta Avenue Dental Clinic',
    type: 'dental_clinic',
    address: 'Kenyatta Avenue, Nairobi CBD',
    phone: '+254712760433',
  },
  'upper-hill-diagnostic': {
    name: 'Upper Hill Diagnostic Centre',
    type: 'diagnostic_centre',
    address: 'Ragati Road, Upper Hill',
    phone: '+254709300220',
  },
  'ngong-road-imaging': {
    name: 'Ngong Road Imaging & Diagnostics',
    type: 'diagnostic_centre',
    address: 'Ngong Road, near Prestige Plaza',
    phone: '+254736118502',
  },
  'afya-lab': {
    name: 'Afya Lab Services',
    type: 'laboratory',
    address: 'Moi Avenue, Nairobi CBD',
    phone: '+254724567310',
  },
  'westlands-pathology': {
    name: 'Westlands Pathology Laboratory',
    type: 'laboratory',
    address: 'Woodvale Grove, Westlands',
    phone: '+254718093647',
  },
  'embakasi-mission': {
    name: 'Embakasi Mission Hospital',
    type: 'hospital',
    address: 'Outer Ring Road, Embakasi',
    phone: '+254727815290',
  },
  'langata-family': {
    name: 'Langata Family Health Clinic',
    type: 'clinic',
    address: 'Langata Road, near T-Mall',
    phone: '+254713448620',
  },
  'kileleshwa-wellness': {
    name: 'Kileleshwa Wellness Clinic',
    type: 'clinic',
    address: 'Othaya Road, Kileleshwa',
    phone: '+254745309188',
  },
  'south-c-physio': {
    name: 'South C Physiotherapy & Rehab Clinic',
    type: 'clinic',
    address: 'Muhoho Avenue, South C',
    phone: '+254702671944',
  },
  'eastlands-maternity': {
    name: "Eastlands Maternity & Children's Hospital",
    type: 'hospital',
    address: 'Jogoo Road, Makadara',
    phone: '+254729055713',
  },
  'hurlingham-eye': {
    name: 'Hurlingham Eye Clinic',
    type: 'clinic',
    address: 'Argwings Kodhek Road, Hurlingham',
    phone: '+254716330582',
  },
  'dawa-bora': {
    name: demoPharmacyAccount.pharmacy,
    type: 'pharmacy',
    address: 'Mpaka Road, Westlands',
    phone: demoPharmacyAccount.phone,
  },
  tuliza: {
    name: 'Tuliza Pharmacy',
    type: 'pharmacy',
    address: 'Ngong Road, Adams Arcade, Kilimani',
    phone: '+254721476093',
  },
  uhai: {
    name: 'Uhai Chemists',
    type: 'pharmacy',
    address: 'Tom Mboya Street, Nairobi CBD',
    phone: '+254733812540',
  },
  neema: {
    name: 'Neema Pharmacy',
    type: 'pharmacy',
    address: 'Mchumbi Road, South B Shopping Centre',
    phone: '+254710295867',
  },
} as const satisfies Record<string, DemoFacility>
export type FacilityKey = keyof typeof demoFacilities

/** When a practitioner sees patients: ISO weekdays (1 Monday ... 7 Sunday) and the first and last hourly slot. */
export const workingHours = {
  weekdays: { days: [1, 2, 3, 4, 5], first: '09:00', last: '17:00' },
  weekday_mornings: { days: [1, 2, 3, 4, 5], first: '09:00', last: '12:00' },
  weekday_afternoons: { days: [1, 2, 3, 4, 5], first: '13:00', last: '17:00' },
  six_days: { days: [1, 2, 3, 4, 5, 6], first: '09:00', last: '17:00' },
  six_days_short: { days: [1, 2, 3, 4, 5, 6], first: '10:00', last: '15:00' },
  mon_wed_fri: { days: [1, 3, 5], first: '09:00', last: '15:00' },
  tue_thu_sat: { days: [2, 4, 6], first: '10:00', last: '17:00' },
  every_day: { days: [1, 2, 3, 4, 5, 6, 7], first: '09:00', last: '17:00' },
} as const satisfies Record<string, { days: number[]; first: string; last: string }>
export type HoursKey = keyof typeof workingHours

export type DemoPractitioner = {
  name: string
  type: MedicalProviderType
  specialization: DemoSpecialization
  facility: FacilityKey
  /** KSh, paid at the visit; null when not stated. */
  fee: number | null
  years: number
  hours: HoursKey
  bio: string
  /** Not taking patients (on leave): not listed. */
  inactive?: true
}

const practitioner = (
  name: string,
  type: MedicalProviderType,
  specialization: DemoSpecialization,
  facility: FacilityKey,
  fee: number | null,
  years: number,
  hours: HoursKey,
  bio: string,
  inactive?: true,
): DemoPractitioner => ({ name, type, specialization, facility, fee, years, hours, bio, ...(inactive && { inactive }) })

/** The listed practitioners (beside the demo doctor, the pharmacies and the directory's medical providers). */
export const demoPractitioners: DemoPractitioner[] = [
  // General practice
  practitioner('Dr. Wambui Njoroge', 'doctor', 'General Practice', 'parklands-medical', 2000, 12, 'six_days', 'Family medicine for all ages, with a special interest in chronic illness and preventive check-ups.'),
  practitioner('Dr. Hassan Abdi', 'doctor', 'General Practice', 'eastleigh-health', 1500, 8, 'six_days_short', 'General consultations in English, Kiswahili and Somali; antenatal referrals and child health.'),
  practitioner('Dr. Peter Mutiso', 'doctor', 'General Practice', 'kasarani-medical', 1500, 6, 'weekdays', 'Everyday illnesses, sick notes, medical examinations for work and school, and travel advice.'),
  practitioner('Dr. Grace Chebet', 'doctor', 'General Practice', 'langata-family', 1800, 10, 'tue_thu_sat', 'Family doctor who takes time to listen; women’s health and family planning.'),
  practitioner('Dr. Samuel Kiptoo', 'doctor', 'General Practice', 'embakasi-mission', 1500, 5, 'every_day', 'Walk-in and booked consultations seven days a week, minor procedures and wound care.'),
  // Paediatrics
  practitioner('Dr. Lucy Akinyi', 'doctor', 'Paediatrics', 'eastlands-maternity', 3000, 14, 'weekdays', 'Children’s doctor: newborn checks, vaccinations, growth and development, asthma and allergies.'),
  practitioner('Dr. Joseph Karanja', 'doctor', 'Paediatrics', 'westlands-specialist', 3500, 11, 'mon_wed_fri', 'Paediatrician for babies to teenagers, with a calm clinic room that children like.'),
  practitioner('Dr. Fatuma Ali', 'doctor', 'Paediatrics', 'eastleigh-health', 2500, 7, 'six_days_short', 'Child health, nutrition and vaccinations; advice for new parents.'),
  // Cardiology
  practitioner('Dr. Michael Owino', 'doctor', 'Cardiology', 'westlands-specialist', 5000, 18, 'tue_thu_sat', 'Heart specialist: chest pain, palpitations, heart failure and high blood pressure that is hard to control.'),
  practitioner('Dr. Ruth Wairimu', 'doctor', 'Cardiology', 'karen-community', 4500, 13, 'weekday_mornings', 'Cardiologist offering ECG and echocardiogram reviews and long-term heart care.'),
  // Dermatology
  practitioner('Dr. Esther Nyokabi', 'doctor', 'Dermatology', 'kilimani-family', 3500, 9, 'weekday_afternoons', 'Skin, hair and nail problems: acne, eczema, pigmentation and fungal infections.'),
  practitioner('Dr. Ibrahim Noor', 'doctor', 'Dermatology', 'parklands-medical', 4000, 12, 'mon_wed_fri', 'Dermatologist for adults and children, including skin checks and minor skin surgery.'),
  // Gynaecology
  practitioner('Dr. Mercy Atieno', 'doctor', 'Gynaecology', 'eastlands-maternity', 3500, 15, 'weekdays', 'Obstetrician and gynaecologist: antenatal care, deliveries, fertility and family planning.'),
  practitioner('Dr. Catherine Muthoni', 'doctor', 'Gynaecology', 'karen-community', 4500, 17, 'tue_thu_sat', 'Women’s health at every age, from first visits to menopause; pregnancy scans in the clinic.'),
  practitioner('Dr. Robert Omondi', 'doctor', 'Gynaecology', 'westlands-specialist', 4000, 10, 'weekday_afternoons', 'Gynaecologist with an interest in fibroids, endometriosis and keyhole surgery.'),
  // Orthopaedics
  practitioner('Dr. Stephen Mwangi', 'doctor', 'Orthopaedics', 'karen-community', 5000, 16, 'mon_wed_fri', 'Bones and joints: sports injuries, fractures, back pain and knee and hip problems.'),
  practitioner('Dr. Kennedy Oduor', 'doctor', 'Orthopaedics', 'embakasi-mission', 3500, 8, 'weekdays', 'Orthopaedic surgeon for fractures, boda boda injuries and joint pain.'),
  // Psychiatry
  practitioner('Dr. Naomi Wanjala', 'doctor', 'Psychiatry', 'kileleshwa-wellness', 4500, 11, 'weekdays', 'Psychiatrist for anxiety, depression, sleep problems and addiction, in a private and unhurried setting.'),
  practitioner('Dr. George Kariuki', 'doctor', 'Psychiatry', 'parklands-medical', 4000, 9, 'tue_thu_sat', 'Mental health care for young people and adults, with therapy and medication reviews.'),
  // ENT
  practitioner('Dr. Ahmed Yusuf', 'doctor', 'ENT', 'parklands-medical', 3500, 13, 'weekday_mornings', 'Ear, nose and throat specialist: sinus problems, tonsils, hearing loss and snoring.'),
  practitioner('Dr. Beatrice Nduku', 'doctor', 'ENT', 'kasarani-medical', 3000, 7, 'mon_wed_fri', 'ENT care for children and adults, including ear infections and allergies of the nose.'),
  // Ophthalmology
  practitioner('Dr. Irene Jeptoo', 'doctor', 'Ophthalmology', 'hurlingham-eye', 3500, 12, 'weekdays', 'Eye specialist: eye tests, glaucoma, cataract assessment and diabetic eye checks.'),
  practitioner('Dr. Moses Kimani', 'doctor', 'Ophthalmology', 'hurlingham-eye', 3000, 6, 'six_days_short', 'Ophthalmologist for red and painful eyes, children’s vision and contact lens reviews.'),
  // Internal medicine
  practitioner('Dr. Paul Ndirangu', 'doctor', 'Internal Medicine', 'westlands-specialist', 4000, 15, 'weekdays', 'Physician for diabetes, high blood pressure, kidney and thyroid conditions.'),
  practitioner('Dr. Jane Wangari', 'doctor', 'Internal Medicine', 'karen-community', 4000, 12, 'mon_wed_fri', 'Internal medicine for adults with several conditions at once, and health checks after 40.'),
  practitioner('Dr. Victor Onyango', 'doctor', 'Internal Medicine', 'embakasi-mission', 3000, 8, 'six_days', 'Physician for chronic illness, infections and follow-up after a hospital stay.'),
  // Dentistry
  practitioner('Dr. Anne Waweru', 'dentist', 'Dentistry', 'lavington-dental', 3000, 10, 'six_days_short', 'Check-ups, cleaning, fillings and gentle care for nervous patients.'),
  practitioner('Dr. Farah Mohamed', 'dentist', 'Dentistry', 'kenyatta-dental', 2500, 8, 'weekdays', 'Family dentist in town: extractions, root canals, crowns and braces consultations.'),
  practitioner('Dr. Kevin Maina', 'dentist', 'Dentistry', 'lavington-dental', 3500, 12, 'tue_thu_sat', 'Cosmetic dentistry, whitening and implants.'),
  practitioner('Dr. Sharon Achieng', 'dentist', 'Dentistry', 'kenyatta-dental', 2000, 4, 'weekday_afternoons', 'Children’s dentistry and preventive care: sealants, fluoride and first visits.'),
  // Nursing
  practitioner('Rose Mumbua', 'nurse', 'Nursing Care', 'kilimani-family', 1000, 11, 'weekdays', 'Registered nurse: blood pressure and sugar checks, dressings, injections and vaccinations.'),
  practitioner('Millicent Awino', 'nurse', 'Nursing Care', 'south-b-clinic', 1200, 8, 'six_days', 'Community nurse offering wound care, catheter care and home-care advice for the elderly.'),
  practitioner('Josephine Nyambura', 'nurse', 'Nursing Care', 'langata-family', 1000, 6, 'tue_thu_sat', 'Nurse for mothers and babies: breastfeeding support, baby weighing and immunisation.'),
  // Physiotherapy
  practitioner('Collins Kiprono', 'physiotherapist', 'Physiotherapy', 'south-c-physio', 2500, 9, 'six_days', 'Back and neck pain, sports injuries and recovery after fractures.'),
  practitioner('Eunice Wangui', 'physiotherapist', 'Physiotherapy', 'south-c-physio', 2000, 5, 'weekdays', 'Rehabilitation after stroke and surgery, and exercise plans for older adults.'),
  practitioner('Dennis Mwenda', 'physiotherapist', 'Physiotherapy', 'karen-community', 3000, 12, 'mon_wed_fri', 'Sports physiotherapist for runners and footballers: massage, taping and strength programmes.'),
  // Laboratory
  practitioner('Alice Nekesa', 'lab_technician', 'Laboratory Services', 'afya-lab', 1000, 7, 'six_days', 'Blood tests, malaria and typhoid tests, and sample collection with results the same day.'),
  practitioner('Tom Ogutu', 'lab_technician', 'Laboratory Services', 'westlands-pathology', 1500, 10, 'weekdays', 'Full blood counts, cholesterol, HbA1c and thyroid tests; home sample collection by appointment.'),
  practitioner('Martha Kerubo', 'lab_technician', 'Laboratory Services', 'upper-hill-diagnostic', 1500, 6, 'weekday_mornings', 'Laboratory technologist for fasting blood tests and health-check packages.'),
  // Ambulance
  practitioner('Jamii Rescue Ambulance', 'ambulance_driver', 'Emergency Care', 'embakasi-mission', null, 9, 'every_day', 'Ambulance with a paramedic crew for planned transfers and appointments across Nairobi; in an emergency call 999 or the crew on this number.'),
  // On study leave: not listed.
  practitioner('Dr. Philip Rotich', 'doctor', 'Cardiology', 'upper-hill-diagnostic', 5000, 20, 'weekdays', 'Cardiologist, on study leave until next year.', true),
]

export type PharmacyKey = 'dawa-bora' | 'tuliza' | 'uhai' | 'neema'

/** The pharmacies (pharmacist providers, each with its own account), at their facility. */
export const demoPharmacies: Record<
  PharmacyKey,
  { name: string; owner: string; years: number; hours: HoursKey; bio: string }
> = {
  'dawa-bora': {
    name: demoPharmacyAccount.pharmacy,
    owner: demoPharmacyAccount.name,
    years: demoPharmacyAccount.years,
    hours: 'six_days',
    bio: demoPharmacyAccount.bio,
  },
  tuliza: {
    name: 'Tuliza Pharmacy',
    owner: 'Samuel Gachanja',
    years: 12,
    hours: 'every_day',
    bio: 'Open seven days at Adams Arcade: prescriptions, baby care and blood pressure checks by the pharmacist.',
  },
  uhai: {
    name: 'Uhai Chemists',
    owner: 'Zainab Omar',
    years: 15,
    hours: 'six_days',
    bio: 'A busy town chemist on Tom Mboya Street with chronic-care medicines always in stock.',
  },
  neema: {
    name: 'Neema Pharmacy',
    owner: 'Caroline Adhiambo',
    years: 5,
    hours: 'six_days_short',
    bio: 'Neighbourhood pharmacy in South B: family medicines, first aid and friendly advice.',
  },
}

/** The directory's medical providers (demo-providers' approved applications): their specialization here. */
export const directoryMedical: Record<string, DemoSpecialization> = {
  'Afya Bora Family Clinic': 'General Practice',
  'Tabasamu Dental Care': 'Dentistry',
  'Mama Care Nursing': 'Nursing Care',
  'Physio Plus Kenya': 'Physiotherapy',
  'Kendi Paediatrics': 'Paediatrics',
}

/** The drawn medicine packs (scripts/medication-pictures.mjs): a form in a category's colour. */
export const medicationForms = [
  'box',
  'blister',
  'jar',
  'bottle',
  'tube',
  'sachet',
  'drops',
  'bandage',
  'kit',
] as const
export type MedicationForm = (typeof medicationForms)[number]

/** The colour of each category's packs. */
export const categoryColours: Record<MedicationCategory, string> = {
  'Pain Relief': 'red',
  Antibiotics: 'blue',
  Allergy: 'purple',
  'Cold & Flu': 'orange',
  'Digestive Health': 'green',
  Diabetes: 'teal',
  'Heart & Blood Pressure': 'rose',
  'Vitamins & Supplements': 'amber',
  'Skin Care': 'pink',
  'Mother & Baby': 'sky',
  'First Aid': 'red',
  Malaria: 'indigo',
}

/** The picture of a pack: `<form>-<colour>`. */
export const medicationPicture = (form: MedicationForm, category: MedicationCategory) =>
  `${form}-${categoryColours[category]}`

/** The address of a pack's picture; the larger width is stored, the smaller one is its srcset. */
export const medicationPictureUrl = (picture: string, width: number = DEMO_MEDICATION_WIDTHS[1]) =>
  `/demo/medications/${picture}-${width}.webp`

export type DemoMedication = {
  name: string
  category: MedicationCategory
  /** KSh. */
  price: number
  stock: number
  prescription: boolean
  form: MedicationForm
  pharmacy: PharmacyKey
  description: string
}

const medicine = (
  name: string,
  category: MedicationCategory,
  price: number,
  stock: number,
  prescription: 'Rx' | 'OTC',
  form: MedicationForm,
  pharmacy: PharmacyKey,
  description: string,
): DemoMedication => ({
  name,
  category,
  price,
  stock,
  prescription: prescription === 'Rx',
  form,
  pharmacy,
  description,
})

/** The pharmacies' medicines: about a quarter prescription-only, a few out of stock. */
export const demoMedications: DemoMedication[] = [
  // Pain relief
  medicine('Paracetamol 500mg (24 tablets)', 'Pain Relief', 60, 240, 'OTC', 'blister', 'dawa-bora', 'For mild to moderate pain and fever. Adults: 1 to 2 tablets every 4 to 6 hours, at most 8 tablets in 24 hours.'),
  medicine('Paracetamol 500mg (100 tablets)', 'Pain Relief', 220, 85, 'OTC', 'jar', 'uhai', 'A family pack of paracetamol for pain and fever. Keep out of the reach of children.'),
  medicine('Ibuprofen 400mg (24 tablets)', 'Pain Relief', 120, 150, 'OTC', 'box', 'tuliza', 'Relieves pain, swelling and fever: headaches, period pain, toothache and muscle aches. Take with food.'),
  medicine('Paracetamol & Caffeine (20 tablets)', 'Pain Relief', 150, 90, 'OTC', 'box', 'neema', 'Fast relief of headaches and migraines; the caffeine helps the paracetamol work.'),
  medicine('Diclofenac Sodium 50mg (20 tablets)', 'Pain Relief', 180, 60, 'OTC', 'blister', 'uhai', 'An anti-inflammatory for back pain, joint pain and sprains. Take with food; not for people with stomach ulcers.'),
  medicine('Diclofenac Gel 1% (30g)', 'Pain Relief', 350, 45, 'OTC', 'tube', 'dawa-bora', 'Rub gently on painful joints and muscles 3 to 4 times a day.'),
  medicine('Aspirin 300mg Dispersible (20 tablets)', 'Pain Relief', 80, 70, 'OTC', 'blister', 'tuliza', 'Dissolve in water for headaches and fever in adults. Not for children under 16.'),
  // Antibiotics
  medicine('Amoxicillin 500mg (21 capsules)', 'Antibiotics', 350, 60, 'Rx', 'jar', 'dawa-bora', 'A penicillin antibiotic for chest, ear, throat and urinary infections. Finish the whole course.'),
  medicine('Amoxicillin + Clavulanic Acid 625mg (14 tablets)', 'Antibiotics', 1450, 30, 'Rx', 'box', 'dawa-bora', 'A broad antibiotic for sinus, chest and skin infections. Take at the start of a meal.'),
  medicine('Azithromycin 500mg (3 tablets)', 'Antibiotics', 450, 40, 'Rx', 'box', 'tuliza', 'A three-day antibiotic course, one tablet a day, for chest and throat infections.'),
  medicine('Ciprofloxacin 500mg (10 tablets)', 'Antibiotics', 300, 0, 'Rx', 'blister', 'uhai', 'An antibiotic for urinary and gut infections, including typhoid when the doctor advises.'),
  medicine('Metronidazole 400mg (21 tablets)', 'Antibiotics', 180, 55, 'Rx', 'blister', 'neema', 'For amoeba, giardia and some gum and pelvic infections. Do not drink alcohol while taking it.'),
  medicine('Doxycycline 100mg (10 capsules)', 'Antibiotics', 250, 35, 'Rx', 'jar', 'uhai', 'An antibiotic for chest infections and some skin conditions. Take with plenty of water, sitting up.'),
  medicine('Flucloxacillin 500mg (20 capsules)', 'Antibiotics', 600, 0, 'Rx', 'jar', 'tuliza', 'For skin and soft-tissue infections such as boils and infected wounds. Take on an empty stomach.'),
  medicine('Amoxicillin Suspension 250mg/5ml (100ml)', 'Antibiotics', 280, 25, 'Rx', 'bottle', 'dawa-bora', 'Children’s antibiotic syrup. The pharmacist mixes it with water; keep it in the fridge and use within 7 days.'),
  // Allergy
  medicine('Cetirizine 10mg (10 tablets)', 'Allergy', 100, 180, 'OTC', 'blister', 'dawa-bora', 'One tablet a day for hay fever, itchy eyes, sneezing and hives. May cause drowsiness in some people.'),
  medicine('Loratadine 10mg (10 tablets)', 'Allergy', 150, 120, 'OTC', 'box', 'neema', 'A non-drowsy antihistamine for dust, pollen and pet allergies.'),
  medicine('Chlorphenamine 4mg (30 tablets)', 'Allergy', 60, 200, 'OTC', 'blister', 'uhai', 'An antihistamine for allergies and itching; it makes you sleepy, so do not drive after taking it.'),
  medicine('Fexofenadine 180mg (10 tablets)', 'Allergy', 550, 0, 'OTC', 'box', 'tuliza', 'Once-daily, non-drowsy relief from hay fever and long-lasting hives.'),
  medicine('Cetirizine Syrup 5mg/5ml (60ml)', 'Allergy', 220, 40, 'OTC', 'bottle', 'neema', 'Allergy syrup for children from 2 years; measure with the cup provided.'),
  // Cold and flu
  medicine('Cold & Flu Capsules (12 capsules)', 'Cold & Flu', 200, 110, 'OTC', 'box', 'dawa-bora', 'Paracetamol, phenylephrine and chlorphenamine for a blocked nose, aches and fever.'),
  medicine('Dry Cough Syrup (100ml)', 'Cold & Flu', 350, 65, 'OTC', 'bottle', 'tuliza', 'Soothes a dry, tickly cough. Adults and children over 12: 10ml three times a day.'),
  medicine('Expectorant Cough Syrup (100ml)', 'Cold & Flu', 320, 70, 'OTC', 'bottle', 'uhai', 'Loosens mucus in a chesty cough so it is easier to cough up.'),
  medicine('Menthol & Eucalyptus Lozenges (16)', 'Cold & Flu', 150, 140, 'OTC', 'box', 'neema', 'Cooling lozenges for a sore throat and a blocked nose.'),
  medicine('Honey & Lemon Throat Lozenges (24)', 'Cold & Flu', 180, 0, 'OTC', 'box', 'dawa-bora', 'Soothing lozenges for a scratchy throat; suck one slowly every 2 to 3 hours.'),
  medicine('Saline Nasal Spray (30ml)', 'Cold & Flu', 400, 50, 'OTC', 'drops', 'tuliza', 'Clears a blocked nose gently, safe to use every day and during pregnancy.'),
  medicine('Vapour Rub (50g)', 'Cold & Flu', 300, 80, 'OTC', 'jar', 'neema', 'Rub on the chest and back at night to ease a blocked nose and cough.'),
  // Digestive health
  medicine('Oral Rehydration Salts (10 sachets)', 'Digestive Health', 200, 300, 'OTC', 'sachet', 'dawa-bora', 'ORS for diarrhoea and dehydration: one sachet in 500ml of clean drinking water.'),
  medicine('Zinc Sulphate 20mg Dispersible (10 tablets)', 'Digestive Health', 150, 120, 'OTC', 'blister', 'neema', 'Given with ORS for 10 days, zinc shortens diarrhoea in children.'),
  medicine('Antacid Suspension (200ml)', 'Digestive Health', 380, 75, 'OTC', 'bottle', 'uhai', 'Quick relief from heartburn, indigestion and acid. Shake well before use.'),
  medicine('Omeprazole 20mg (14 capsules)', 'Digestive Health', 300, 90, 'OTC', 'jar', 'tuliza', 'Reduces stomach acid for heartburn and reflux. Take before breakfast.'),
  medicine('Esomeprazole 40mg (14 tablets)', 'Digestive Health', 950, 30, 'Rx', 'box', 'uhai', 'For stomach ulcers and severe reflux, as your doctor prescribes.'),
  medicine('Loperamide 2mg (6 capsules)', 'Digestive Health', 120, 95, 'OTC', 'blister', 'neema', 'Stops sudden diarrhoea in adults. Drink plenty of fluids as well.'),
  medicine('Mebendazole 500mg (1 tablet)', 'Digestive Health', 60, 160, 'OTC', 'blister', 'dawa-bora', 'A single-dose dewormer for the whole family over 2 years; repeat every 3 to 6 months.'),
  medicine('Albendazole 400mg (1 tablet)', 'Digestive Health', 50, 180, 'OTC', 'blister', 'uhai', 'A chewable single-dose dewormer; not for pregnant women.'),
  medicine('Hyoscine Butylbromide 10mg (10 tablets)', 'Digestive Health', 250, 60, 'OTC', 'box', 'tuliza', 'Eases stomach cramps and period pain.'),
  medicine('Lactulose Syrup (200ml)', 'Digestive Health', 650, 35, 'OTC', 'bottle', 'neema', 'A gentle laxative for constipation, safe for children and during pregnancy.'),
  // Diabetes
  medicine('Metformin 500mg (28 tablets)', 'Diabetes', 250, 120, 'Rx', 'blister', 'dawa-bora', 'Lowers blood sugar in type 2 diabetes. Take with meals to avoid an upset stomach.'),
  medicine('Metformin 850mg (56 tablets)', 'Diabetes', 600, 70, 'Rx', 'box', 'uhai', 'Two months of metformin for type 2 diabetes, as prescribed.'),
  medicine('Glibenclamide 5mg (28 tablets)', 'Diabetes', 180, 50, 'Rx', 'blister', 'tuliza', 'Helps the body release insulin. Eat regular meals to avoid low blood sugar.'),
  medicine('Sitagliptin 100mg (28 tablets)', 'Diabetes', 3200, 0, 'Rx', 'box', 'uhai', 'A once-daily tablet for type 2 diabetes, often taken with metformin.'),
  medicine('Glucose Test Strips (50 strips)', 'Diabetes', 1800, 40, 'OTC', 'box', 'dawa-bora', 'Test strips for home glucose meters; check your meter’s model before buying.'),
  medicine('Lancets (100)', 'Diabetes', 600, 60, 'OTC', 'box', 'neema', 'Sterile, single-use lancets for finger-prick blood sugar tests.'),
  // Heart and blood pressure
  medicine('Amlodipine 5mg (30 tablets)', 'Heart & Blood Pressure', 300, 100, 'Rx', 'blister', 'dawa-bora', 'Lowers high blood pressure; one tablet a day at the same time.'),
  medicine('Losartan 50mg (30 tablets)', 'Heart & Blood Pressure', 650, 70, 'Rx', 'box', 'uhai', 'For high blood pressure and to protect the kidneys in diabetes.'),
  medicine('Atorvastatin 20mg (30 tablets)', 'Heart & Blood Pressure', 900, 45, 'Rx', 'box', 'tuliza', 'Lowers cholesterol to protect the heart; take in the evening.'),
  medicine('Nifedipine Retard 20mg (30 tablets)', 'Heart & Blood Pressure', 350, 0, 'Rx', 'blister', 'neema', 'A slow-release tablet for high blood pressure. Swallow whole.'),
  medicine('Aspirin 75mg Low Dose (28 tablets)', 'Heart & Blood Pressure', 120, 130, 'OTC', 'blister', 'uhai', 'A daily low dose to protect the heart, when your doctor has advised it.'),
  medicine('Hydrochlorothiazide 25mg (30 tablets)', 'Heart & Blood Pressure', 200, 80, 'Rx', 'blister', 'tuliza', 'A water tablet for high blood pressure; take it in the morning.'),
  // Vitamins and supplements
  medicine('Vitamin C 1000mg Effervescent (20 tablets)', 'Vitamins & Supplements', 450, 110, 'OTC', 'box', 'dawa-bora', 'Orange-flavoured fizzy vitamin C; one tablet a day in a glass of water.'),
  medicine('Adult Multivitamin (30 tablets)', 'Vitamins & Supplements', 750, 80, 'OTC', 'jar', 'tuliza', 'A daily multivitamin and mineral tablet for energy and general health.'),
  medicine('Folic Acid 5mg (30 tablets)', 'Vitamins & Supplements', 80, 150, 'OTC', 'blister', 'neema', 'Recommended before and in early pregnancy, and for some kinds of anaemia.'),
  medicine('Ferrous Sulphate 200mg (30 tablets)', 'Vitamins & Supplements', 100, 140, 'OTC', 'blister', 'uhai', 'Iron tablets for iron-deficiency anaemia; may darken the stool.'),
  medicine('Calcium + Vitamin D3 (30 tablets)', 'Vitamins & Supplements', 650, 65, 'OTC', 'jar', 'dawa-bora', 'For strong bones and teeth, especially after 50 and during breastfeeding.'),
  medicine('Omega-3 Fish Oil 1000mg (30 capsules)', 'Vitamins & Supplements', 1100, 50, 'OTC', 'jar', 'tuliza', 'Fish oil capsules for heart and brain health.'),
  medicine('Zinc + Vitamin C Chewables (30)', 'Vitamins & Supplements', 500, 75, 'OTC', 'jar', 'neema', 'Chewable tablets to support the immune system, for adults and children over 6.'),
  medicine('Vitamin B Complex (30 tablets)', 'Vitamins & Supplements', 200, 120, 'OTC', 'blister', 'uhai', 'B vitamins for energy and healthy nerves.'),
  medicine('Children’s Multivitamin Syrup (200ml)', 'Vitamins & Supplements', 550, 45, 'OTC', 'bottle', 'dawa-bora', 'A fruit-flavoured daily multivitamin syrup for children from 1 year.'),
  // Skin care
  medicine('Hydrocortisone Cream 1% (15g)', 'Skin Care', 250, 70, 'OTC', 'tube', 'tuliza', 'A mild steroid cream for itchy rashes, insect bites and eczema. Use thinly for up to 7 days.'),
  medicine('Clotrimazole Cream 1% (20g)', 'Skin Care', 200, 90, 'OTC', 'tube', 'dawa-bora', 'Treats athlete’s foot, ringworm and other fungal skin infections.'),
  medicine('Betamethasone Cream 0.1% (15g)', 'Skin Care', 300, 40, 'Rx', 'tube', 'uhai', 'A strong steroid cream for severe eczema and psoriasis, as your doctor directs.'),
  medicine('Calamine Lotion (100ml)', 'Skin Care', 180, 85, 'OTC', 'bottle', 'neema', 'Cools and soothes itchy skin, chickenpox spots and sunburn.'),
  medicine('Aqueous Cream (500g)', 'Skin Care', 450, 60, 'OTC', 'jar', 'uhai', 'A gentle moisturiser and soap substitute for dry skin and eczema.'),
  medicine('Benzoyl Peroxide 5% Gel (40g)', 'Skin Care', 650, 35, 'OTC', 'tube', 'tuliza', 'For spots and acne; start once a day and keep it away from the eyes.'),
  medicine('Sunscreen SPF 50 (100ml)', 'Skin Care', 1500, 0, 'OTC', 'tube', 'dawa-bora', 'Broad-spectrum sun protection for the face and body, water resistant.'),
  // Mother and baby
  medicine('Paracetamol Infant Suspension 120mg/5ml (60ml)', 'Mother & Baby', 150, 130, 'OTC', 'bottle', 'dawa-bora', 'For fever and pain in babies from 3 months; dose by age with the syringe provided.'),
  medicine('Ibuprofen Children’s Suspension 100mg/5ml (100ml)', 'Mother & Baby', 280, 70, 'OTC', 'bottle', 'neema', 'For fever, teething and aches in children from 3 months weighing over 5kg.'),
  medicine('Gripe Water (150ml)', 'Mother & Baby', 300, 80, 'OTC', 'bottle', 'tuliza', 'Soothes wind and colic in babies from 1 month.'),
  medicine('Nappy Rash Cream (100g)', 'Mother & Baby', 450, 65, 'OTC', 'tube', 'uhai', 'Protects and heals sore skin under the nappy at every change.'),
  medicine('Prenatal Multivitamin (30 tablets)', 'Mother & Baby', 900, 55, 'OTC', 'jar', 'dawa-bora', 'Folic acid, iron and iodine for pregnancy and breastfeeding.'),
  medicine('Baby Saline Nose Drops (10ml)', 'Mother & Baby', 250, 75, 'OTC', 'drops', 'neema', 'Loosens a blocked nose before feeds and sleep.'),
  medicine('Children’s ORS & Zinc Co-pack', 'Mother & Baby', 200, 90, 'OTC', 'sachet', 'tuliza', 'Four ORS sachets and ten zinc tablets: the full treatment for a child’s diarrhoea.'),
  // First aid
  medicine('Adhesive Plasters, Assorted (20)', 'First Aid', 150, 200, 'OTC', 'bandage', 'neema', 'Washproof plasters in assorted sizes for small cuts and grazes.'),
  medicine('Crepe Bandage 10cm', 'First Aid', 200, 80, 'OTC', 'bandage', 'uhai', 'Supports sprained wrists, ankles and knees.'),
  medicine('Antiseptic Liquid (250ml)', 'First Aid', 350, 90, 'OTC', 'bottle', 'dawa-bora', 'Dilute for cleaning cuts, grazes and bites, and for personal hygiene.'),
  medicine('Povidone-Iodine Solution 10% (100ml)', 'First Aid', 300, 60, 'OTC', 'drops', 'tuliza', 'Kills germs on cuts and small wounds before dressing.'),
  medicine('Sterile Gauze Swabs (10 packs)', 'First Aid', 250, 100, 'OTC', 'box', 'uhai', 'Individually wrapped sterile swabs for cleaning and dressing wounds.'),
  medicine('Home First Aid Kit (40 pieces)', 'First Aid', 2500, 20, 'OTC', 'kit', 'dawa-bora', 'Bandages, plasters, gauze, scissors, gloves and antiseptic wipes in a sturdy case.'),
  medicine('Silver Sulfadiazine Burn Cream 1% (25g)', 'First Aid', 450, 30, 'Rx', 'tube', 'neema', 'For burns and wounds, prescribed after a clinician has seen the burn.'),
  // Malaria
  medicine('Artemether/Lumefantrine 20/120mg (24 tablets)', 'Malaria', 450, 90, 'Rx', 'box', 'dawa-bora', 'The first-line treatment for uncomplicated malaria: six doses over three days, with food or milk.'),
  medicine('Dihydroartemisinin/Piperaquine (9 tablets)', 'Malaria', 900, 0, 'Rx', 'box', 'uhai', 'A three-day malaria treatment, once a day, taken on an empty stomach.'),
  medicine('Malaria Rapid Test Kit (1 test)', 'Malaria', 300, 60, 'OTC', 'box', 'tuliza', 'A finger-prick test with results in 20 minutes; see a clinician if it is positive.'),
  medicine('Insect Repellent Lotion (100ml)', 'Malaria', 450, 70, 'OTC', 'bottle', 'neema', 'Keeps mosquitoes away for up to 8 hours; reapply after swimming.'),
  medicine('Mosquito Coils (10)', 'Malaria', 120, 150, 'OTC', 'box', 'uhai', 'Slow-burning coils for verandas and well-aired rooms.'),
]

/** What the demo pharmacy's waiting order holds: a prescription-only antibiotic, and two everyday medicines. */
export const demoPrescriptionOrder = {
  lines: [
    { name: 'Amoxicillin 500mg (21 capsules)', quantity: 1 },
    { name: 'Paracetamol 500mg (24 tablets)', quantity: 2 },
    { name: 'Oral Rehydration Salts (10 sachets)', quantity: 1 },
  ],
  address: 'Lenana Road 14, Kilimani',
  prescriber: 'Dr. Wambui Njoroge, Parklands Medical Centre',
  diagnosis: 'Acute tonsillitis',
} as const

/** What patients say after a visit. */
export const appointmentReviews = [
  'Very thorough and explained everything clearly.',
  'Listened patiently and did not rush me. Highly recommended.',
  'On time, friendly, and the clinic was clean.',
  'Good care, though I waited about 30 minutes.',
  'My child was relaxed the whole time. Thank you, daktari!',
  'Professional and kind. The follow-up call was a nice touch.',
  'Clear advice and a fair fee.',
  null,
  'Helped me understand my condition and the treatment.',
  'Booked online, seen at my time. Very convenient.',
] as const

/** Why patients book. */
export const appointmentReasons = [
  'Follow-up visit',
  'Persistent cough and fever',
  'Blood pressure review',
  'Routine check-up',
  'Back pain for two weeks',
  'Skin rash that will not go away',
  'Child’s vaccination',
  'Headaches in the afternoons',
] as const
