// The rides demo (issue 15): Nairobi's taxi and boda boda drivers, each waiting at a real place of the city, and
// the README's demo driver. Read by demo-rides.seeder.ts. Plates follow the Kenyan series (cars KDA..KDH, the
// newest registrations; motorbikes KMEA..KMEF); every plate, licence and phone number is made up.
import type { VehicleType } from '@soko/shared/rides/rides.constants'
import { DEMO_DRIVER_DOMAIN } from '../../../modules/drivers/demo-positions.service'

export type DemoDriver = {
  first: string
  last: string
  /** E.164, +2547XXXXXXXX. */
  phone: string
  license: string
  vehicleType: VehicleType
  make: string
  model: string
  year: number
  plate: string
  /** The neighbourhood and the spot (WGS84) the driver waits at. */
  area: string
  lat: number
  lng: number
  rating: number
  totalRides: number
}

type Vehicle = Pick<DemoDriver, 'vehicleType' | 'make' | 'model'>
const taxi = (make: string, model: string): Vehicle => ({ vehicleType: 'taxi', make, model })
const boda = (make: string, model: string): Vehicle => ({ vehicleType: 'motorbike', make, model })

const probox = taxi('Toyota', 'Probox')
const fielder = taxi('Toyota', 'Fielder')
const axio = taxi('Toyota', 'Axio')
const premio = taxi('Toyota', 'Premio')
const vitz = taxi('Toyota', 'Vitz')
const noah = taxi('Toyota', 'Noah')
const note = taxi('Nissan', 'Note')
const tiida = taxi('Nissan', 'Tiida')
const demio = taxi('Mazda', 'Demio')
const fit = taxi('Honda', 'Fit')
const hlx = boda('TVS', 'HLX 125')
const boxer = boda('Bajaj', 'Boxer BM 150')
const ace = boda('Honda', 'Ace 125')

type Row = [
  first: string,
  last: string,
  phone: string,
  license: string,
  vehicle: Vehicle,
  year: number,
  plate: string,
  area: string,
  lat: number,
  lng: number,
  rating: number,
  totalRides: number,
]

// One driver a line, as a table reads best.
const rows: Row[] = [
  // Taxis
  ['Peter', 'Kamau', '+254712604418', 'DL-4820193', axio, 2015, 'KDA 127A', 'Nairobi CBD, Kenyatta Avenue', -1.2841, 36.8219, 4.7, 1284],
  ['James', 'Otieno', '+254722918305', 'DL-5139027', premio, 2016, 'KDB 342C', 'Westlands, Mall roundabout', -1.2676, 36.8108, 4.8, 2106],
  ['Samuel', 'Kiprotich', '+254733207761', 'DL-3927714', fielder, 2014, 'KDC 581F', 'Kilimani, Yaya Centre', -1.2926, 36.7876, 4.6, 943],
  ['David', 'Mutua', '+254701553290', 'DL-6204458', noah, 2013, 'KDA 906K', 'Karen, The Hub', -1.3195, 36.7043, 4.9, 1672],
  ['John', 'Njoroge', '+254720331847', 'DL-2871540', probox, 2012, 'KDB 718D', "Lang'ata, Galleria Mall", -1.3393, 36.7667, 4.3, 611],
  ['Francis', 'Wekesa', '+254711470932', 'DL-4410385', note, 2017, 'KDD 245G', 'South B, Capital Centre', -1.3136, 36.8346, 4.5, 538],
  ['Abdi', 'Hassan', '+254745120066', 'DL-5862201', noah, 2011, 'KDC 133B', 'Eastleigh, First Avenue', -1.2742, 36.8512, 4.4, 1890],
  ['George', 'Ochieng', '+254726885413', 'DL-3308869', fit, 2018, 'KDE 460H', 'Kasarani, Thika Road Mall', -1.2196, 36.8887, 4.6, 402],
  ['Daniel', 'Kiptoo', '+254715662307', 'DL-6715034', fielder, 2015, 'KDF 872L', 'Embakasi, Gateway Mall', -1.3268, 36.8997, 4.7, 1333],
  ['Stephen', 'Mwangi', '+254790214578', 'DL-2996617', premio, 2014, 'KDD 619E', 'Ongata Rongai, Maasai Mall', -1.3962, 36.7553, 4.2, 755],
  ['Collins', 'Omondi', '+254708349156', 'DL-7042285', vitz, 2019, 'KDG 214M', 'Upper Hill, Kenyatta Hospital', -1.3006, 36.8066, 4.8, 287],
  ['Patrick', 'Kariuki', '+254722047893', 'DL-3580742', tiida, 2013, 'KDE 937J', 'Parklands, Aga Khan Hospital', -1.2619, 36.8229, 4.5, 1021],
  ['Brian', 'Kipchumba', '+254713926641', 'DL-6389910', demio, 2016, 'KDF 305N', 'Lavington, Valley Arcade', -1.2826, 36.7688, 4.6, 674],
  ['Joseph', 'Wambua', '+254728663120', 'DL-4157398', probox, 2010, 'KDA 552P', 'Industrial Area, Enterprise Road', -1.3082, 36.8518, 4.3, 2388],
  ['Kevin', 'Oduya', '+254705781249', 'DL-7520416', axio, 2020, 'KDH 148R', 'Kileleshwa, Othaya Road', -1.2818, 36.7841, 4.9, 196],
  ['Hassan', 'Mohamed', '+254742305518', 'DL-5297163', note, 2018, 'KDG 763S', 'South C, Mugoya', -1.3178, 36.8269, 4.4, 459],
  ['Moses', 'Kibet', '+254719458823', 'DL-3662075', premio, 2017, 'KDH 987X', 'Gigiri, Village Market', -1.2295, 36.8046, 4.8, 820],
  ['Paul', 'Maina', '+254724190637', 'DL-6048832', fit, 2021, 'KDH 326T', 'Ngong Road, Adams Arcade', -1.3006, 36.7798, 4.7, 143],
  // Boda bodas
  ['Kelvin', 'Wafula', '+254748652013', 'DL-8013574', boxer, 2019, 'KMEA 123B', 'Nairobi CBD, Kencom stage', -1.2857, 36.8260, 4.5, 3120],
  ['Dennis', 'Kiprono', '+254757330918', 'DL-8245016', hlx, 2020, 'KMEB 408C', 'Westlands, Sarit Centre stage', -1.2628, 36.8045, 4.6, 1877],
  ['Erick', 'Onyango', '+254768112745', 'DL-8370221', boxer, 2018, 'KMEA 671D', 'Kibera, Olympic stage', -1.3130, 36.7846, 4.3, 2654],
  ['Simon', 'Mutiso', '+254797604382', 'DL-8498634', ace, 2017, 'KMEC 259F', 'Kawangware, 56 stage', -1.2862, 36.7479, 4.4, 2210],
  ['Felix', 'Barasa', '+254759841276', 'DL-8512478', boxer, 2021, 'KMEF 834G', 'Githurai 45, Thika Road', -1.2005, 36.9150, 4.7, 964],
  ['Hamisi', 'Juma', '+254711928054', 'DL-8654390', hlx, 2019, 'KMED 517H', 'Pangani, Juja Road', -1.2694, 36.8366, 4.5, 1540],
  ['Victor', 'Owino', '+254740263597', 'DL-8736102', boxer, 2016, 'KMEB 962J', 'Umoja, Moi Drive', -1.2833, 36.8987, 4.2, 2987],
  ['Ibrahim', 'Noor', '+254725519840', 'DL-8879245', ace, 2020, 'KMEE 140K', 'Buruburu, Mumias South Road', -1.2866, 36.8756, 4.8, 1105],
  ['Wilson', 'Korir', '+254714087369', 'DL-8906713', boxer, 2018, 'KMEC 385L', 'Ngara, Park Road', -1.2736, 36.8238, 4.6, 2432],
  ['Tony', 'Gitau', '+254769345120', 'DL-8995187', hlx, 2021, 'KMEF 206M', 'Ruaka, Limuru Road', -1.2060, 36.7792, 4.7, 688],
]

/** The fleet: verified, active and online, each at its own place (`<first>.<last>@drivers.soko.demo`). */
export const demoDrivers: readonly DemoDriver[] = rows.map(
  ([first, last, phone, license, vehicle, year, plate, area, lat, lng, rating, totalRides]) => ({
    first,
    last,
    phone,
    license,
    ...vehicle,
    year,
    plate,
    area,
    lat,
    lng,
    rating,
    totalRides,
  }),
)

/**
 * Registered drivers whose papers the admin has not checked yet: not verified, offline, never listed. The admin's
 * /admin/drivers has someone to verify.
 */
export const unverifiedDemoDrivers: readonly Omit<DemoDriver, 'area' | 'lat' | 'lng' | 'rating' | 'totalRides'>[] = [
  { first: 'Lucy', last: 'Akinyi', phone: '+254716203948', license: 'DL-7158820', ...note, year: 2015, plate: 'KDC 770Q' },
  { first: 'Mercy', last: 'Chebet', phone: '+254799452031', license: 'DL-9023561', ...ace, year: 2021, plate: 'KMED 903R' },
  { first: 'Tom', last: 'Nyamweya', phone: '+254723780164', license: 'DL-7264409', ...vitz, year: 2012, plate: 'KDB 455U' },
  { first: 'Faith', last: 'Wairimu', phone: '+254702669315', license: 'DL-7390052', ...demio, year: 2014, plate: 'KDE 118V' },
]

/** The e-mail of a demo driver's account: the periodic task keeps these drivers' positions fresh. */
export const demoDriverEmail = (driver: { first: string; last: string }) =>
  `${driver.first}.${driver.last}@${DEMO_DRIVER_DOMAIN}`.toLowerCase()

/** README's demo driver: an approved driver application and a taxi, offline until they switch Online. */
export const demoDriverAccount = {
  email: 'driver@soko.demo',
  name: 'Juma Mwangi',
  phone: '+254722418690',
  license: 'DL-4186392',
  business: 'Juma Mwangi Taxi',
  description: 'Clean Toyota Axio, airport runs and city trips across Nairobi, day and night.',
  area: 'Westlands',
  vehicleType: 'taxi',
  make: 'Toyota',
  model: 'Axio',
  year: 2016,
  plate: 'KDJ 418M',
} as const

/** Real places of Nairobi for the demo driver's past trips (name, lat, lng). */
export const tripPlaces: readonly [name: string, lat: number, lng: number][] = [
  ['Sarit Centre', -1.2612, 36.8026],
  ['The Junction Mall', -1.2985, 36.7625],
  ['Yaya Centre', -1.2926, 36.7876],
  ['Westgate Mall', -1.2568, 36.8031],
  ['Two Rivers Mall', -1.2106, 36.7954],
  ['Garden City Mall', -1.2323, 36.8781],
  ['Village Market', -1.2295, 36.8046],
  ['Jomo Kenyatta International Airport', -1.3192, 36.9275],
  ['Kenyatta National Hospital', -1.3006, 36.8066],
  ['University of Nairobi', -1.2797, 36.8163],
  ['Prestige Plaza', -1.3007, 36.7854],
  ['Galleria Mall', -1.3393, 36.7667],
  ['Kencom', -1.2857, 36.826],
  ['Nairobi Hospital', -1.2955, 36.8036],
]
