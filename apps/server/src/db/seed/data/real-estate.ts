// The real-estate demo (issue 16): agencies, neighbourhoods and listings across Nairobi, Kiambu, Mombasa and
// Nakuru (and Syokimau in Machakos, Mtwapa in Kilifi). Pictures are drawn by scripts/property-pictures.mjs and
// served under /demo/properties/. Descriptions, amenities, features and pictures follow from each listing's type,
// size and place (`demoProperties`), with one sentence of its own.

import { DEMO_PROPERTY_WIDTHS } from '@soko/shared/common/demo-pictures'
import type {
  amenities,
  ListingType,
  PropertyStatus,
  PropertyType,
} from '@soko/shared/real-estate/real-estate.constants'

type Amenity = (typeof amenities)[number]

/** The drawn designs (scripts/property-pictures.mjs), each in DEMO_PROPERTY_WIDTHS. */
export const propertyDesigns = [
  'apartment-block',
  'apartment-tower',
  'bungalow',
  'maisonette',
  'townhouse-row',
  'villa-pool',
  'bedsitter-block',
  'beach-apartment',
  'studio-interior',
  'living-room',
  'kitchen',
  'bedroom',
  'bathroom',
  'balcony-view',
  'land-plot',
  'land-farm',
  'office-front',
  'office-interior',
  'shop-front',
  'shop-interior',
] as const
export type PropertyDesign = (typeof propertyDesigns)[number]

/** The address of a design's picture; the larger width is stored, the smaller one is its srcset. */
export const propertyPictureUrl = (design: PropertyDesign, width: number = DEMO_PROPERTY_WIDTHS[1]) =>
  `/demo/properties/${design}-${width}.webp`

export type AgencyKey =
  | 'savannah'
  | 'jacaranda'
  | 'pwani'
  | 'rift'
  | 'mlima'
  | 'umoja'
  | 'gitau'
  | 'nyumba-bora'
  | 'kirui'
  | 'prime-commercial'

export type DemoAgency = {
  agent: string
  agency: string
  phone: string
  /** Base of the agent's sign-in address. */
  email: string
  verified: boolean
  /** Days since the agent was verified (or registered). */
  since: number
}

/** The demo agent (README's demo accounts): an approved real-estate agent application, verified. */
export const demoAgentAccount = {
  email: 'agent@soko.demo',
  name: 'Wanjiru Kariuki',
  agency: 'Savannah Homes',
  phone: '+254722314587',
  area: 'Kilimani',
  license: 'EARB/A/2417',
  description:
    'Apartments, townhouses and family homes to let and for sale in Kilimani, Kileleshwa, Lavington and Westlands. Viewings six days a week.',
}

/**
 * Agencies of the seeded agents (their own accounts, `<first>.<last>@agents.soko.demo`, verified by the admin;
 * Umoja Rentals is registered but not verified yet), beside the demo agent's.
 */
export const demoAgencies: Record<Exclude<AgencyKey, 'savannah' | DirectoryAgencyKey>, DemoAgency> = {
  jacaranda: {
    agent: 'Aisha Mohamed',
    agency: 'Jacaranda Realty',
    phone: '+254733580214',
    email: 'aisha.mohamed@agents.soko.demo',
    verified: true,
    since: 300,
  },
  pwani: {
    agent: 'Fatma Said',
    agency: 'Pwani Coastal Properties',
    phone: '+254711462093',
    email: 'fatma.said@agents.soko.demo',
    verified: true,
    since: 240,
  },
  rift: {
    agent: 'Kipchumba Langat',
    agency: 'Rift Valley Realtors',
    phone: '+254720971358',
    email: 'kipchumba.langat@agents.soko.demo',
    verified: true,
    since: 180,
  },
  mlima: {
    agent: 'Peter Kinyanjui',
    agency: 'Mlima Land & Homes',
    phone: '+254726048817',
    email: 'peter.kinyanjui@agents.soko.demo',
    verified: true,
    since: 150,
  },
  umoja: {
    agent: 'Mary Akinyi',
    agency: 'Umoja Rentals',
    phone: '+254715733206',
    email: 'mary.akinyi@agents.soko.demo',
    verified: false,
    since: 3,
  },
}

/**
 * The services directory's real-estate providers (demo-providers: approved `real_estate_agent` applications),
 * by their business name. Their listings go to Jacaranda Realty when the directory was not seeded.
 */
export type DirectoryAgencyKey = 'gitau' | 'nyumba-bora' | 'kirui' | 'prime-commercial'
export const directoryAgencies: Record<DirectoryAgencyKey, string> = {
  gitau: 'Gitau Realty',
  'nyumba-bora': 'Nyumba Bora Homes',
  kirui: 'Kirui Property Managers',
  'prime-commercial': 'Prime Commercial Spaces',
}
export const DIRECTORY_FALLBACK_AGENCY = 'jacaranda'

type Neighbourhood = {
  name: string
  city: string
  county: 'Nairobi' | 'Kiambu' | 'Machakos' | 'Mombasa' | 'Kilifi' | 'Nakuru'
  lat: number
  lng: number
  streets: readonly string[]
  blurb: string
  coast?: boolean
}

const nairobi = (
  name: string,
  lat: number,
  lng: number,
  streets: string[],
  blurb: string,
): Neighbourhood => ({ name, city: 'Nairobi', county: 'Nairobi', lat, lng, streets, blurb })

/** Neighbourhoods with their coordinates, a few streets and a sentence about living there. */
export const neighbourhoods = {
  kilimani: nairobi(
    'Kilimani',
    -1.2921,
    36.7836,
    ['Argwings Kodhek Road', 'Lenana Road', 'Kindaruma Road', 'Wood Avenue', 'Ngong Road, near Adams Arcade'],
    'Kilimani is minutes from Yaya Centre, Adams Arcade and The Junction, with schools, hospitals and the Ngong Road matatus close by.',
  ),
  kileleshwa: nairobi(
    'Kileleshwa',
    -1.279,
    36.787,
    ['Othaya Road', 'Gatundu Road', 'Mandera Road', 'Laikipia Road'],
    'Kileleshwa is a leafy, quiet neighbourhood between Kilimani and Lavington, a short drive from Westlands and the CBD.',
  ),
  lavington: nairobi(
    'Lavington',
    -1.2795,
    36.7684,
    ['James Gichuru Road', 'Muthangari Drive', 'Hatheru Road', 'Gitanga Road'],
    "Lavington is one of Nairobi's greenest suburbs, with Lavington Mall and Valley Arcade, good international schools and easy access to Waiyaki Way.",
  ),
  westlands: nairobi(
    'Westlands',
    -1.2676,
    36.8108,
    ['Waiyaki Way', 'Mpaka Road', 'Rhapta Road', 'Woodvale Grove', 'General Mathenge Drive'],
    'Westlands puts Sarit Centre, Westgate and The Mall a short walk away, with restaurants, offices and the expressway on the doorstep.',
  ),
  riverside: nairobi(
    'Riverside',
    -1.2695,
    36.796,
    ['Riverside Drive', 'Riverside Lane'],
    'Riverside Drive is a quiet, green address close to Westlands and Chiromo, popular with diplomats and young families.',
  ),
  parklands: nairobi(
    'Parklands',
    -1.2606,
    36.8185,
    ['3rd Parklands Avenue', 'Limuru Road', 'Ojijo Road', 'Mpesi Lane'],
    'Parklands is close to the Aga Khan University Hospital, City Park and the Westlands shops, with an established, family-friendly community.',
  ),
  karen: nairobi(
    'Karen',
    -1.3197,
    36.7073,
    ['Karen Road', 'Bogani Road', 'Miotoni Road', 'Langata South Road'],
    'Karen offers big gardens and clean air at the foot of the Ngong Hills, with The Hub, Galleria and Waterfront malls and top schools nearby.',
  ),
  runda: nairobi(
    'Runda',
    -1.218,
    36.808,
    ['Runda Grove', 'Runda Road', 'Mimosa Drive'],
    'Runda is a secure, gated suburb off Limuru Road, next to Village Market, the UN offices in Gigiri and the embassies.',
  ),
  muthaiga: nairobi(
    'Muthaiga',
    -1.251,
    36.834,
    ['Muthaiga Road', 'Thigiri Ridge Road'],
    "Muthaiga is one of Nairobi's oldest and most exclusive suburbs, by the Muthaiga golf course and a short drive from the CBD.",
  ),
  langata: nairobi(
    'Langata',
    -1.3627,
    36.7449,
    ['Langata Road', 'Otiende Road', 'Southern Bypass'],
    'Langata borders Nairobi National Park and Ngong Forest, with Galleria Mall and the Southern Bypass minutes away.',
  ),
  upperhill: nairobi(
    'Upper Hill',
    -1.2966,
    36.8147,
    ['Upper Hill Road', 'Ralph Bunche Road', 'Elgon Road'],
    "Upper Hill is Nairobi's district of banks, hospitals and head offices, between the CBD and Kilimani.",
  ),
  cbd: nairobi(
    'Nairobi CBD',
    -1.2864,
    36.8172,
    ['Moi Avenue', 'Tom Mboya Street', 'Kimathi Street', 'Kenyatta Avenue'],
    "Nairobi's CBD has the busiest foot traffic in the country, with banks, matatu termini and government offices all around.",
  ),
  southb: nairobi(
    'South B',
    -1.3106,
    36.8384,
    ['Mukoma Road', 'Kapiti Road', 'Highway Estate'],
    'South B is a settled family neighbourhood close to Capital Centre, Nextgen Mall and Mombasa Road, ten minutes from the CBD.',
  ),
  southc: nairobi(
    'South C',
    -1.3201,
    36.8255,
    ['Muhoho Avenue', 'Mugoya Estate', 'Kongoni Road'],
    'South C is a quiet estate between Langata Road and Mombasa Road, with schools, shops and churches within walking distance.',
  ),
  embakasi: nairobi(
    'Embakasi',
    -1.3223,
    36.8989,
    ['Pipeline', 'Outer Ring Road', 'Fedha Estate'],
    'Embakasi is close to JKIA, the Outer Ring Road and the Eastern Bypass, with markets, schools and matatus in every direction.',
  ),
  kasarani: nairobi(
    'Kasarani',
    -1.2214,
    36.8976,
    ['Mwiki Road', 'Thika Road, Seasons', 'Kasarani Mwiki'],
    'Kasarani is on Thika Road by the Moi International Sports Centre, with Thika Road Mall and Garden City a short ride away.',
  ),
  umoja: nairobi(
    'Umoja',
    -1.285,
    36.889,
    ['Umoja Innercore', 'Moi Drive'],
    'Umoja in Eastlands is a lively estate with markets, schools and frequent matatus to town along Outer Ring Road.',
  ),
  ruaka: {
    name: 'Ruaka',
    city: 'Ruaka',
    county: 'Kiambu',
    lat: -1.2088,
    lng: 36.7794,
    streets: ['Limuru Road', 'Ruaka Road', 'Ndenderu Road'],
    blurb:
      'Ruaka is a fast-growing town on Limuru Road next to Two Rivers Mall, twenty minutes from Westlands and the UN.',
  },
  kiambutown: {
    name: 'Kiambu town',
    city: 'Kiambu',
    county: 'Kiambu',
    lat: -1.1714,
    lng: 36.8356,
    streets: ['Kiambu Road', 'Ndumberi Road', 'Riabai'],
    blurb:
      'Kiambu town is green and calm, surrounded by coffee estates, with Kiambu Road running straight to Nairobi.',
  },
  ruiru: {
    name: 'Ruiru',
    city: 'Ruiru',
    county: 'Kiambu',
    lat: -1.1466,
    lng: 36.9609,
    streets: ['Kamakis', 'Membley Estate', 'Eastern Bypass', 'Ruiru-Kiambu Road'],
    blurb:
      'Ruiru sits on Thika Road near Tatu City, Kamakis and the Eastern Bypass, one of the fastest-growing towns around Nairobi.',
  },
  thika: {
    name: 'Thika',
    city: 'Thika',
    county: 'Kiambu',
    lat: -1.0333,
    lng: 37.0693,
    streets: ['Section 9', 'Makongeni', 'Garissa Road', 'Kenyatta Highway'],
    blurb:
      'Thika is an industrial and university town at the end of the Thika superhighway, with schools, hospitals and Chania Falls nearby.',
  },
  kikuyu: {
    name: 'Kikuyu',
    city: 'Kikuyu',
    county: 'Kiambu',
    lat: -1.2463,
    lng: 36.6629,
    streets: ['Thogoto', 'Southern Bypass', 'Kikuyu-Kiambu Road'],
    blurb:
      "Kikuyu is a calm town on the Southern Bypass and the Nakuru highway, near the University of Nairobi's Kikuyu campus.",
  },
  syokimau: {
    name: 'Syokimau',
    city: 'Syokimau',
    county: 'Machakos',
    lat: -1.3606,
    lng: 36.9313,
    streets: ['Katani Road', 'Syokimau Road', 'Mulolongo'],
    blurb:
      'Syokimau is off Mombasa Road near JKIA and the SGR terminus, with new estates, schools and Gateway Mall nearby.',
  },
  nyali: {
    name: 'Nyali',
    city: 'Mombasa',
    county: 'Mombasa',
    lat: -4.022,
    lng: 39.719,
    streets: ['Links Road', 'Mount Kenya Road', 'Beach Road, Nyali'],
    blurb:
      "Nyali is Mombasa's upmarket suburb across the Nyali Bridge, with the beach, City Mall and Nyali Centre minutes away.",
    coast: true,
  },
  bamburi: {
    name: 'Bamburi',
    city: 'Mombasa',
    county: 'Mombasa',
    lat: -3.996,
    lng: 39.72,
    streets: ['Malindi Road', 'Bamburi Beach Road', 'Mwembeni'],
    blurb:
      'Bamburi is close to the beach, Haller Park and Bamburi Mall, on the Malindi Road north of the city.',
    coast: true,
  },
  shanzu: {
    name: 'Shanzu',
    city: 'Mombasa',
    county: 'Mombasa',
    lat: -3.955,
    lng: 39.742,
    streets: ['Shanzu Road', 'Serena Road'],
    blurb: 'Shanzu has quiet beaches and resorts north of Mombasa, a short drive from Mtwapa.',
    coast: true,
  },
  tudor: {
    name: 'Tudor',
    city: 'Mombasa',
    county: 'Mombasa',
    lat: -4.0447,
    lng: 39.6784,
    streets: ['Tudor Road', 'Tudor Estate'],
    blurb:
      'Tudor is a convenient estate on Mombasa island by Tudor Creek, a few minutes from the town centre and the Technical University of Mombasa.',
    coast: true,
  },
  mombasacbd: {
    name: 'Mombasa town',
    city: 'Mombasa',
    county: 'Mombasa',
    lat: -4.062,
    lng: 39.668,
    streets: ['Digo Road', 'Nkrumah Road', 'Haile Selassie Road'],
    blurb:
      'Mombasa town centre, around Marikiti market and the banks of Nkrumah Road, has steady foot traffic all day.',
  },
  mtwapa: {
    name: 'Mtwapa',
    city: 'Mtwapa',
    county: 'Kilifi',
    lat: -3.944,
    lng: 39.744,
    streets: ['Malindi Road, Mtwapa', 'Mtwapa Creek Road'],
    blurb:
      'Mtwapa is a lively creekside town north of Mombasa, with beaches, restaurants and the Malindi Road at hand.',
    coast: true,
  },
  milimani: {
    name: 'Milimani',
    city: 'Nakuru',
    county: 'Nakuru',
    lat: -0.293,
    lng: 36.058,
    streets: ['Milimani Road', 'Nakuru Golf Club Road', 'Flamingo Road'],
    blurb:
      "Milimani is Nakuru's leafy, quiet suburb near the town centre, the golf club and the main gate of Lake Nakuru National Park.",
  },
  lanet: {
    name: 'Lanet',
    city: 'Nakuru',
    county: 'Nakuru',
    lat: -0.3,
    lng: 36.134,
    streets: ['Nakuru-Nairobi Highway, Lanet', 'Lanet Estate', 'Free Area'],
    blurb:
      'Lanet is on the Nairobi-Nakuru highway east of town, with new homes, schools and wide plots towards Bahati.',
  },
  naka: {
    name: 'Naka',
    city: 'Nakuru',
    county: 'Nakuru',
    lat: -0.27,
    lng: 36.077,
    streets: ['Naka Estate', 'Nakuru-Nyahururu Road'],
    blurb:
      'Naka is a popular estate north of Nakuru town, with schools and shops nearby and the Nyahururu road at its edge.',
  },
  nakurucbd: {
    name: 'Nakuru town',
    city: 'Nakuru',
    county: 'Nakuru',
    lat: -0.2833,
    lng: 36.0667,
    streets: ['Kenyatta Avenue', 'Moi Road', 'Gusii Road'],
    blurb:
      'Nakuru town centre along Kenyatta Avenue has banks, supermarkets and the busiest matatu stage in the Rift Valley.',
  },
} satisfies Record<string, Neighbourhood>
export type NeighbourhoodKey = keyof typeof neighbourhoods

type RawProperty = [
  title: string,
  area: NeighbourhoodKey,
  type: PropertyType,
  listing: ListingType,
  bedrooms: number | null,
  bathrooms: number | null,
  price: number,
  areaSqm: number,
  agency: AgencyKey,
  note: string,
  extra?: { status?: Exclude<PropertyStatus, 'unpublished'>; featured?: boolean; design?: PropertyDesign },
]

const M = 1_000_000

/** The listings: what, where, how big, how much, whose, and one sentence of their own. */
const rawProperties: RawProperty[] = [
  // The demo agent's (Savannah Homes): Kilimani, Kileleshwa, Lavington, Westlands, one each in Syokimau and Ruaka.
  ['Modern 2-bedroom apartment on Argwings Kodhek Road', 'kilimani', 'apartment', 'rent', 2, 2, 95_000, 110, 'savannah', 'A bright corner unit on the sixth floor with a wide balcony facing the Ngong Hills.', { featured: true }],
  ['Furnished studio near Yaya Centre', 'kilimani', 'studio', 'rent', 0, 1, 45_000, 38, 'savannah', 'Fully furnished and ready to move in, with a smart TV, fibre and weekly cleaning included.'],
  ['3-bedroom apartment with DSQ in Kileleshwa', 'kileleshwa', 'apartment', 'rent', 3, 3, 150_000, 175, 'savannah', 'All bedrooms en-suite, a separate servant quarter and two parking bays in the basement.'],
  ['4-bedroom townhouse in a gated Lavington compound', 'lavington', 'townhouse', 'rent', 4, 4, 280_000, 260, 'savannah', 'One of six townhouses around a shared pool and garden, with a private back yard.', { featured: true }],
  ['2-bedroom apartment for sale in Kileleshwa', 'kileleshwa', 'apartment', 'sale', 2, 2, 13_500_000, 115, 'savannah', 'A well-kept unit in a 2019 block, currently let at KSh 85,000 a month: a ready investment.'],
  ['Penthouse with rooftop terrace, Westlands', 'westlands', 'apartment', 'sale', 3, 4, 38 * M, 240, 'savannah', 'A three-bedroom penthouse over two floors, with a private terrace above the Westlands skyline.', { featured: true, design: 'apartment-tower' }],
  ['1-bedroom apartment off Ngong Road', 'kilimani', 'apartment', 'rent', 1, 1, 55_000, 60, 'savannah', 'A compact one-bedroom near Adams Arcade with a modern kitchen and a lift.', { status: 'let' }],
  ['5-bedroom villa with pool in Lavington', 'lavington', 'villa', 'sale', 5, 6, 120 * M, 650, 'savannah', 'A contemporary villa on half an acre with a heated pool, a home office and a two-bedroom guest wing.'],
  ['3-bedroom maisonette in Syokimau', 'syokimau', 'house', 'rent', 3, 3, 55_000, 160, 'savannah', 'A maisonette in a gated estate of forty homes, five minutes from the SGR terminus.', { design: 'maisonette' }],
  ['Studio apartment in Westlands, walk to Sarit', 'westlands', 'studio', 'rent', 0, 1, 40_000, 35, 'savannah', 'A new studio on Woodvale Grove, a two-minute walk from Sarit Centre.', { status: 'draft' }],
  ['2-bedroom apartment in Ruaka near Two Rivers', 'ruaka', 'apartment', 'rent', 2, 2, 42_000, 95, 'savannah', 'A second-floor apartment with a master en-suite, ten minutes from Two Rivers Mall.'],
  ['Office suite on Waiyaki Way, Westlands', 'westlands', 'office', 'rent', null, 2, 180_000, 220, 'savannah', 'A partitioned suite on the fourth floor with a boardroom, four offices and an open area for twelve.'],

  // Gitau Realty (directory): Kilimani, Kileleshwa, Lavington, Riverside rentals.
  ['Spacious 3-bedroom apartment on Lenana Road', 'kilimani', 'apartment', 'rent', 3, 3, 130_000, 165, 'gitau', 'A family apartment with a separate dining room and a view over the Kilimani rooftops.'],
  ['2-bedroom apartment with gym and pool, Kilimani', 'kilimani', 'apartment', 'rent', 2, 2, 85_000, 105, 'gitau', 'A new block on Kindaruma Road with a residents’ gym, a pool on the roof and a children’s play area.', { featured: true }],
  ['Lavington 3-bedroom duplex apartment', 'lavington', 'apartment', 'rent', 3, 3, 175_000, 190, 'gitau', 'A duplex on the top two floors with a private staircase and a study.'],
  ['Kileleshwa 1-bedroom with balcony', 'kileleshwa', 'apartment', 'rent', 1, 1, 60_000, 65, 'gitau', 'A quiet one-bedroom facing the garden, with a balcony off the lounge.'],
  ['Riverside 4-bedroom apartment with DSQ', 'riverside', 'apartment', 'rent', 4, 4, 250_000, 280, 'gitau', 'A four-bedroom apartment on Riverside Drive with a family lounge and a servant quarter.', { status: 'let' }],

  // Nyumba Bora Homes (directory): Ruaka and Kiambu.
  ['3-bedroom maisonette for sale in Ruaka', 'ruaka', 'house', 'sale', 3, 3, 13_800_000, 170, 'nyumba-bora', 'A maisonette in a gated community of twenty homes, with a back garden and a DSQ.', { design: 'maisonette' }],
  ['1-bedroom apartment for sale in Ruaka town', 'ruaka', 'apartment', 'sale', 1, 1, 5_200_000, 55, 'nyumba-bora', 'A first-time buyer’s apartment, with 10% deposit and the balance over twelve months.'],
  ['1/8 acre plot in Kiambu town', 'kiambutown', 'land', 'sale', null, null, 3_200_000, 506, 'nyumba-bora', 'A flat residential plot 800 m off Kiambu Road, in an area of new family homes.'],
  ['4-bedroom townhouse off Kiambu Road', 'kiambutown', 'townhouse', 'sale', 4, 4, 24 * M, 280, 'nyumba-bora', 'An end-unit townhouse with a rooftop terrace, in a gated estate with a clubhouse.', { featured: true }],
  ['Bedsitters to let in Ruaka', 'ruaka', 'bedsitter', 'rent', 0, 1, 13_000, 20, 'nyumba-bora', 'Clean, tiled bedsitters with their own kitchenette and bathroom; water is included in the rent.'],

  // Kirui Property Managers (directory): South B, South C, Embakasi, Kasarani, Syokimau.
  ['2-bedroom apartment in South B near Capital Centre', 'southb', 'apartment', 'rent', 2, 2, 38_000, 90, 'kirui', 'A second-floor apartment in a quiet court, walking distance from Capital Centre.'],
  ['3-bedroom maisonette for sale in South B', 'southb', 'house', 'sale', 3, 3, 16_500_000, 180, 'kirui', 'A maisonette on its own compound with a garage, a garden and a borehole shared by six homes.', { design: 'maisonette' }],
  ['Bedsitter in Embakasi, Pipeline', 'embakasi', 'bedsitter', 'rent', 0, 1, 12_000, 18, 'kirui', 'A ground-floor bedsitter in a secure block a short walk from the Outer Ring Road.'],
  ['1-bedroom apartment in Kasarani off Thika Road', 'kasarani', 'apartment', 'rent', 1, 1, 22_000, 48, 'kirui', 'A one-bedroom in a new block in Mwiki, with a token meter and a borehole.'],
  ['Studio apartment in South C', 'southc', 'studio', 'rent', 0, 1, 25_000, 32, 'kirui', 'A studio with a separate kitchenette and a balcony, in a gated court.'],
  ['Kasarani 2-bedroom apartment near the stadium', 'kasarani', 'apartment', 'rent', 2, 2, 30_000, 80, 'kirui', 'A two-bedroom five minutes from the Kasarani stadium, with parking for one car.', { status: 'let' }],
  ['2-bedroom apartment for sale in Syokimau', 'syokimau', 'apartment', 'sale', 2, 2, 6_800_000, 95, 'kirui', 'A two-bedroom in a new estate with a gym and a pool, near Gateway Mall.'],

  // Prime Commercial Spaces (directory): CBD, Upper Hill, Westlands.
  ['Ground-floor shop on Moi Avenue', 'cbd', 'shop', 'rent', null, 1, 120_000, 45, 'prime-commercial', 'A street-front shop on one of the busiest pavements in town, with a storeroom behind.'],
  ['Office space in Upper Hill, 450 m²', 'upperhill', 'office', 'rent', null, 4, 420_000, 450, 'prime-commercial', 'A whole floor in a green-certified building, fitted with raised floors and a server room.', { featured: true }],
  ['Shop on Mpaka Road, Westlands', 'westlands', 'shop', 'rent', null, 1, 85_000, 40, 'prime-commercial', 'A corner shop with two display windows, between banks and restaurants.'],
  ['Office floor for sale in Upper Hill', 'upperhill', 'office', 'sale', null, 4, 65 * M, 600, 'prime-commercial', 'A 600 m² floor sold with its sectional title and six parking bays.'],

  // Jacaranda Realty: Karen, Runda, Parklands, Langata, Muthaiga.
  ['5-bedroom villa on half an acre in Karen', 'karen', 'villa', 'sale', 5, 6, 95 * M, 550, 'jacaranda', 'A villa with mature gardens, a pool, a gazebo and a separate two-bedroom cottage.', { featured: true }],
  ['Karen 4-bedroom bungalow with a large garden', 'karen', 'house', 'rent', 4, 4, 300_000, 320, 'jacaranda', 'A single-storey family home on an acre of lawn, with a fireplace and stables.', { design: 'bungalow' }],
  ['Runda 5-bedroom house with pool', 'runda', 'villa', 'rent', 5, 6, 450_000, 600, 'jacaranda', 'A gated home with a pool, a staff house for two and a home cinema.', { featured: true }],
  ['Half-acre plot in Karen', 'karen', 'land', 'sale', null, null, 38 * M, 2023, 'jacaranda', 'A gently sloping half acre with mature trees, in a quiet close off Bogani Road.'],
  ['Runda 6-bedroom villa for sale', 'runda', 'villa', 'sale', 6, 7, 180 * M, 800, 'jacaranda', 'A grand villa on an acre with a pool, a tennis court and staff quarters.', { status: 'sold' }],
  ['Parklands 3-bedroom apartment near the Aga Khan', 'parklands', 'apartment', 'rent', 3, 3, 120_000, 170, 'jacaranda', 'A family apartment with a playground, a pool and a backup generator, near the Aga Khan University Hospital.'],
  ['Parklands 2-bedroom apartment for sale', 'parklands', 'apartment', 'sale', 2, 2, 12_500_000, 110, 'jacaranda', 'A second-floor apartment in a 2018 block with a lift and a borehole.'],
  ['Langata 3-bedroom bungalow for sale', 'langata', 'house', 'sale', 3, 2, 26 * M, 210, 'jacaranda', 'A bungalow on a quarter acre by the national park, with a ready title deed.', { design: 'bungalow' }],
  ['Muthaiga 5-bedroom family home', 'muthaiga', 'house', 'rent', 5, 5, 420_000, 500, 'jacaranda', 'A colonial-era home on a mature acre, fully renovated, with a study and a staff house.', { design: 'bungalow' }],

  // Umoja Rentals (registered, not verified yet): a draft.
  ['Bedsitters in Umoja Innercore', 'umoja', 'bedsitter', 'rent', 0, 1, 12_000, 18, 'umoja', 'New bedsitters two minutes from the Innercore matatu stage.', { status: 'draft' }],

  // Mlima Land & Homes: Ruiru, Thika, Kikuyu, Kiambu.
  ['1/8 acre plot in Ruiru, Kamakis', 'ruiru', 'land', 'sale', null, null, 3_500_000, 506, 'mlima', 'A serviced plot 500 m off the Eastern Bypass, with water and electricity on the road.', { featured: true }],
  ['3-bedroom maisonette in Membley, Ruiru', 'ruiru', 'house', 'sale', 3, 3, 11_500_000, 190, 'mlima', 'A maisonette in Membley Estate with a garden, a DSQ and a solar water heater.', { design: 'maisonette' }],
  ['Bedsitters near Ruiru town', 'ruiru', 'bedsitter', 'rent', 0, 1, 12_000, 20, 'mlima', 'Bedsitters five minutes from Ruiru town, with a borehole and prepaid tokens.'],
  ['2-bedroom apartment in Thika, Section 9', 'thika', 'apartment', 'rent', 2, 1, 22_000, 75, 'mlima', 'A two-bedroom in a quiet block near Thika Level 5 Hospital.'],
  ['3-bedroom bungalow in Makongeni, Thika', 'thika', 'house', 'sale', 3, 2, 8_500_000, 140, 'mlima', 'A bungalow on an eighth of an acre, fenced, with room to extend.', { design: 'bungalow' }],
  ['1/4 acre plot off Garissa Road, Thika', 'thika', 'land', 'sale', null, null, 2_800_000, 1012, 'mlima', 'A quarter acre of red soil in a settled area, 1 km off Garissa Road.'],
  ['Shop in Thika town centre', 'thika', 'shop', 'rent', null, 1, 35_000, 30, 'mlima', 'A shop on Kenyatta Highway with heavy foot traffic near the bus park.'],
  ['4-bedroom bungalow in Kikuyu near the campus', 'kikuyu', 'house', 'rent', 4, 3, 75_000, 220, 'mlima', 'A bungalow on a quarter acre near the university campus, with a big kitchen garden.', { design: 'bungalow' }],
  ['1/8 acre plot in Kikuyu near the bypass', 'kikuyu', 'land', 'sale', null, null, 4_200_000, 506, 'mlima', 'A corner plot five minutes from the Southern Bypass interchange.'],
  ['Bedsitter in Kikuyu town', 'kikuyu', 'bedsitter', 'rent', 0, 1, 12_500, 22, 'mlima', 'A bedsitter near the Kikuyu stage, popular with students and young workers.'],
  ['Studio apartment in Ruiru near Tatu City', 'ruiru', 'studio', 'rent', 0, 1, 18_000, 30, 'mlima', 'A neat studio ten minutes from Tatu City, with fibre internet in the building.'],
  ['2-acre farm with a farmhouse near Kiambu town', 'kiambutown', 'land', 'sale', null, null, 18 * M, 8094, 'mlima', 'Two acres of red soil with coffee bushes, a borehole and a three-room farmhouse.', { design: 'land-farm' }],
  ['3-bedroom townhouse in Thika', 'thika', 'townhouse', 'rent', 3, 3, 35_000, 120, 'mlima', 'A townhouse in a gated estate of twelve, with a small garden and parking.'],

  // Pwani Coastal Properties: Mombasa and Mtwapa.
  ['Beachfront 3-bedroom apartment in Nyali', 'nyali', 'apartment', 'rent', 3, 3, 110_000, 160, 'pwani', 'A sea-view apartment with direct beach access, a shared pool and 24-hour security.', { featured: true }],
  ['Nyali 4-bedroom villa with pool', 'nyali', 'villa', 'sale', 4, 5, 75 * M, 450, 'pwani', 'A Swahili-style villa with a makuti gazebo, a pool and a garden of palms.'],
  ['Bamburi 2-bedroom apartment near the beach', 'bamburi', 'apartment', 'rent', 2, 2, 35_000, 90, 'pwani', 'A two-bedroom five minutes’ walk from Bamburi beach, with a pool in the compound.'],
  ['Shanzu 3-bedroom holiday villa', 'shanzu', 'villa', 'sale', 3, 4, 32 * M, 300, 'pwani', 'A holiday villa in a gated beach estate, let to visitors most of the year.'],
  ['Tudor 1-bedroom apartment', 'tudor', 'apartment', 'rent', 1, 1, 18_000, 50, 'pwani', 'A one-bedroom near the Technical University of Mombasa, with a borehole and a generator.', { design: 'apartment-block' }],
  ['Bedsitters in Bamburi', 'bamburi', 'bedsitter', 'rent', 0, 1, 12_000, 20, 'pwani', 'Bedsitters on the Malindi Road, a short walk from Bamburi Mall.'],
  ['Nyali office suite on Links Road', 'nyali', 'office', 'rent', null, 2, 95_000, 120, 'pwani', 'An air-conditioned suite on the first floor, with parking for four cars.'],
  ['Shop on Digo Road, Mombasa town', 'mombasacbd', 'shop', 'rent', null, 1, 60_000, 35, 'pwani', 'A shop near Marikiti market with a mezzanine for storage.'],
  ['1/4 acre beach plot in Shanzu', 'shanzu', 'land', 'sale', null, null, 14 * M, 1012, 'pwani', 'A quarter acre 200 m from the beach, in a gated plot scheme with a perimeter wall.'],
  ['Bamburi 3-bedroom maisonette', 'bamburi', 'house', 'sale', 3, 3, 15 * M, 200, 'pwani', 'A maisonette with a roof terrace and a sea breeze, in a quiet close.', { status: 'sold', design: 'maisonette' }],
  ['Mtwapa 2-bedroom apartment with pool', 'mtwapa', 'apartment', 'rent', 2, 2, 40_000, 95, 'pwani', 'A furnished two-bedroom by Mtwapa Creek, with a pool and a gym in the compound.'],
  ['1/2 acre plot in Mtwapa near the creek', 'mtwapa', 'land', 'sale', null, null, 6_500_000, 2023, 'pwani', 'Half an acre of coral-rag soil a short walk from the creek, with a ready title.'],

  // Rift Valley Realtors: Nakuru.
  ['Milimani 4-bedroom bungalow', 'milimani', 'house', 'sale', 4, 3, 22 * M, 260, 'rift', 'A bungalow on half an acre with a view of Menengai Crater and a borehole.', { featured: true, design: 'bungalow' }],
  ['Milimani 3-bedroom apartment', 'milimani', 'apartment', 'rent', 3, 2, 45_000, 130, 'rift', 'A spacious apartment near Nakuru Golf Club with a lift and secure parking.'],
  ['1/4 acre plot in Lanet', 'lanet', 'land', 'sale', null, null, 2_600_000, 1012, 'rift', 'A quarter acre off the highway, with electricity and piped water nearby.'],
  ['Lanet 3-bedroom bungalow', 'lanet', 'house', 'rent', 3, 2, 35_000, 150, 'rift', 'A bungalow in a quiet court with a lawn and a kitchen garden.', { design: 'bungalow' }],
  ['Naka 2-bedroom apartment', 'naka', 'apartment', 'rent', 2, 1, 22_000, 80, 'rift', 'A two-bedroom near the Naka shops and schools, with water all day.'],
  ['Naka 4-bedroom maisonette for sale', 'naka', 'house', 'sale', 4, 3, 14 * M, 220, 'rift', 'A maisonette on an eighth of an acre with a garage and a DSQ.', { design: 'maisonette' }],
  ['Shop on Kenyatta Avenue, Nakuru', 'nakurucbd', 'shop', 'rent', null, 1, 30_000, 30, 'rift', 'A shop on the busy side of Kenyatta Avenue, near the banks.'],
  ['Bedsitters in Lanet', 'lanet', 'bedsitter', 'rent', 0, 1, 12_000, 18, 'rift', 'New bedsitters near Lanet shopping centre, each with its own meter.'],
  ['5-acre farm near Bahati', 'lanet', 'land', 'sale', null, null, 25 * M, 20_234, 'rift', 'Five acres of fertile farmland with a borehole, fenced, 6 km from Lanet.', { design: 'land-farm' }],
  ['Office space in Milimani, Nakuru', 'milimani', 'office', 'rent', null, 2, 65_000, 100, 'rift', 'A ground-floor office in a converted house, with a garden and parking.', { status: 'let' }],
]

/** Amenities by property type: the ones most have, then the ones the better listings add. */
const amenityPools: Record<PropertyType, { base: Amenity[]; extra: Amenity[] }> = {
  apartment: {
    base: ['Parking', '24-hour security', 'Borehole', 'CCTV'],
    extra: ['Lift', 'Backup generator', 'Gym', 'Swimming pool', 'Balcony', 'Fibre internet', 'Children play area'],
  },
  house: {
    base: ['Parking', 'Garden', 'Electric fence', 'Borehole'],
    extra: ['Servant quarters', 'Pet friendly', 'Children play area', 'CCTV', 'Backup generator', 'Fibre internet'],
  },
  villa: {
    base: ['Swimming pool', 'Garden', 'Parking', 'Servant quarters', '24-hour security'],
    extra: ['Electric fence', 'CCTV', 'Backup generator', 'Borehole', 'Pet friendly', 'Gym', 'Fibre internet'],
  },
  townhouse: {
    base: ['Parking', 'Garden', '24-hour security', 'Electric fence'],
    extra: ['Swimming pool', 'Children play area', 'Servant quarters', 'Backup generator', 'Borehole', 'Balcony'],
  },
  bedsitter: { base: ['24-hour security'], extra: ['Borehole', 'CCTV', 'Fibre internet'] },
  studio: { base: ['24-hour security', 'Fibre internet'], extra: ['Furnished', 'Lift', 'Gym', 'Balcony', 'Parking'] },
  land: { base: [], extra: ['Electric fence', 'Borehole'] },
  office: {
    base: ['Parking', 'Backup generator', 'Fibre internet'],
    extra: ['Lift', 'CCTV', '24-hour security'],
  },
  shop: { base: ['24-hour security'], extra: ['CCTV', 'Parking'] },
}

/** Amenities a listing's own sentence mentions. */
const mentions: [RegExp, Amenity][] = [
  [/borehole/i, 'Borehole'],
  [/generator/i, 'Backup generator'],
  [/\bpool\b/i, 'Swimming pool'],
  [/\bgym\b/i, 'Gym'],
  [/\blift\b/i, 'Lift'],
  [/DSQ|servant quarter|staff (house|quarters)/i, 'Servant quarters'],
  [/play area|playground/i, 'Children play area'],
  [/furnished/i, 'Furnished'],
  [/fibre/i, 'Fibre internet'],
  [/garden|lawn/i, 'Garden'],
  [/balcony|terrace/i, 'Balcony'],
  [/24-hour security/i, '24-hour security'],
  [/parking|garage/i, 'Parking'],
]

/** Free-text features by property type (2 to 6 are taken). */
const featurePools: Record<PropertyType, string[]> = {
  apartment: [
    'Open-plan kitchen',
    'Master en-suite',
    'Fitted wardrobes',
    'Tiled floors throughout',
    'Separate laundry area',
    'Gas cooker connection',
    'Instant shower in every bathroom',
    'Backup water tank',
  ],
  house: [
    'Master en-suite',
    'Detached DSQ',
    'Large lawn',
    'Fireplace in the lounge',
    'Walk-in closet',
    'Cabro-paved parking for three cars',
    'Solar water heating',
    'Study room',
  ],
  villa: [
    'Landscaped garden',
    'Staff quarters for two',
    'Home office',
    'Gazebo',
    'Walk-in closets',
    'Solar water heating',
    'Guest wing',
    'Double garage',
  ],
  townhouse: [
    'Private back garden',
    'Roof terrace',
    'Master en-suite with walk-in closet',
    'Guest cloakroom',
    'Gated community',
    'Two parking bays',
  ],
  bedsitter: [
    'Tiled floors',
    'Kitchenette',
    'Prepaid token meter',
    'Water included in the rent',
    'Near the matatu stage',
    'Wardrobe included',
  ],
  studio: [
    'Kitchenette',
    'Prepaid token meter',
    'Washing machine',
    'Walk to the shops',
    'Smart TV',
    'Weekly cleaning',
  ],
  land: [
    'Ready freehold title deed',
    'Water on the road',
    'Electricity nearby',
    'Red soil',
    'Flat and fenced',
    'Murram access road',
    'Beacons in place',
  ],
  office: [
    'Open-plan floor',
    'Boardroom',
    'Kitchenette',
    'Reception area',
    'Ample visitor parking',
    'Ready for occupation',
  ],
  shop: [
    'Roller shutter',
    'Street frontage',
    'Storage room at the back',
    'Prepaid electricity meter',
    'Display window',
    'Near the bus stage',
  ],
}

/**
 * A small deterministic random sequence (mulberry32), so every fresh demo database looks the same; one per
 * listing, and neighbouring seeds give unrelated sequences.
 */
function sequence(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296
  }
}

const interiors: PropertyDesign[] = ['living-room', 'kitchen', 'bedroom', 'bathroom', 'balcony-view']

/** The pictures of a listing: its outside first, then 1 to 4 rooms (land, offices and shops: two). */
function picturesOf(
  type: PropertyType,
  place: Neighbourhood,
  index: number,
  price: number,
  design?: PropertyDesign,
): PropertyDesign[] {
  const rooms = (count: number, from: PropertyDesign[] = interiors) =>
    Array.from({ length: count }, (_, n) => from[(index + n) % from.length]!)
  switch (type) {
    case 'land':
      return design === 'land-farm' ? ['land-farm', 'land-plot'] : ['land-plot', 'land-farm']
    case 'office':
      return ['office-front', 'office-interior']
    case 'shop':
      return ['shop-front', 'shop-interior']
    case 'bedsitter':
      return ['bedsitter-block', 'studio-interior', ...(index % 2 ? (['bathroom'] as const) : [])]
    case 'studio':
      return ['studio-interior', place.coast ? 'beach-apartment' : 'apartment-tower', 'bathroom']
    case 'villa':
      return ['villa-pool', ...rooms(4, ['living-room', 'bedroom', 'kitchen', 'bathroom'])]
    case 'townhouse':
      return ['townhouse-row', ...rooms(3, ['living-room', 'kitchen', 'bedroom', 'balcony-view'])]
    case 'house':
      return [design ?? (index % 2 ? 'bungalow' : 'maisonette'), ...rooms(2 + (index % 3), ['living-room', 'kitchen', 'bedroom', 'bathroom'])]
    case 'apartment': {
      const outside: PropertyDesign =
        design ?? (place.coast ? 'beach-apartment' : price >= 100_000 && index % 2 ? 'apartment-tower' : 'apartment-block')
      return [outside, ...rooms(2 + (index % 3))]
    }
  }
}

const typeWords: Record<PropertyType, string> = {
  apartment: 'apartment',
  house: 'house',
  bedsitter: 'bedsitter',
  studio: 'studio',
  townhouse: 'townhouse',
  villa: 'villa',
  land: 'plot',
  office: 'office',
  shop: 'shop',
}

const acres = (sqm: number) => {
  const value = sqm / 4047
  const named: [number, string][] = [
    [0.125, 'an eighth of an acre'],
    [0.25, 'a quarter acre'],
    [0.5, 'half an acre'],
  ]
  const match = named.find(([size]) => Math.abs(value - size) < 0.01)
  return match ? match[1] : `${Math.round(value)} acres`
}

function describeListing(
  raw: RawProperty,
  place: Neighbourhood,
  chosen: Amenity[],
  random: () => number,
): string {
  const [, , type, listing, bedrooms, bathrooms, price, areaSqm, , note] = raw
  const size =
    type === 'land'
      ? `The plot measures ${acres(areaSqm)} (about ${areaSqm.toLocaleString('en-KE')} m²).`
      : type === 'office' || type === 'shop'
        ? `The ${typeWords[type]} has about ${areaSqm} m² of floor space${bathrooms ? ` and ${bathrooms === 1 ? 'its own washroom' : `${bathrooms} washrooms`}` : ''}.`
        : bedrooms
          ? `It has ${bedrooms} bedroom${bedrooms > 1 ? 's' : ''} and ${bathrooms} bathroom${bathrooms === 1 ? '' : 's'} over about ${areaSqm} m².`
          : `It is about ${areaSqm} m², with ${bathrooms === 1 ? 'its own bathroom' : `${bathrooms} bathrooms`}.`
  const withAmenities = chosen.length
    ? ` On site: ${chosen
        .slice(0, 4)
        .map((amenity) => (amenity === 'CCTV' ? amenity : amenity.toLowerCase()))
        .join(', ')}.`
    : ''
  const rentClosings = [
    'Rent is paid monthly with a two-month deposit; water is billed separately.',
    'A one-month deposit and the first month’s rent secure it; service charge is included.',
    'Available now. Rent is paid by the 5th of each month, with a two-month deposit.',
  ]
  const saleClosings =
    type === 'land'
      ? [
          'The title is clean and ready for transfer; the price is negotiable for a cash buyer.',
          'Payment plans are available over six months; the search and the mutation are done.',
        ]
      : [
          'The title deed is ready; the price is open to reasonable offers.',
          'Bank financing is available through our partner banks, with 10% deposit.',
          'Sold with its title; the service charge is KSh 6,000 a month.',
        ]
  const closings = listing === 'rent' ? rentClosings : saleClosings
  const closing = closings[Math.floor(random() * closings.length)]!
  return [
    `${note} ${size}${withAmenities}`,
    place.blurb,
    `${closing} Viewings by appointment, Monday to Saturday. Price: KSh ${price.toLocaleString('en-KE')}${listing === 'rent' ? ' a month' : ''}.`,
  ].join('\n\n')
}

export type DemoProperty = {
  title: string
  /** The neighbourhood it is in (`neighbourhoods`). */
  area: NeighbourhoodKey
  description: string
  agency: AgencyKey
  propertyType: PropertyType
  listingType: ListingType
  /** Whole KSh (a month for rent). */
  price: number
  bedrooms: number | null
  bathrooms: number | null
  areaSqm: number
  locationAddress: string
  city: string
  county: string
  latitude: number
  longitude: number
  amenities: Amenity[]
  features: string[]
  pictures: PropertyDesign[]
  status: Exclude<PropertyStatus, 'unpublished'>
  isFeatured: boolean
  /** Days before the seed that it was listed (0 to 59). */
  daysAgo: number
  viewsCount: number
}

/** The listings, with their description, amenities, features, pictures, place and age worked out. */
export const demoProperties: DemoProperty[] = rawProperties.map((raw, index) => {
  const [title, area, type, listing, bedrooms, bathrooms, price, areaSqm, agency, note, extra = {}] = raw
  const random = sequence(1600 + index * 7)
  const place: Neighbourhood = neighbourhoods[area]
  const pool = amenityPools[type]
  // The better-priced listings have more of the extras.
  const tier = listing === 'rent' ? Math.min(1, price / 200_000) : Math.min(1, price / 60_000_000)
  const extras = pool.extra.filter(() => random() < tier * 0.8)
  // What the listing's own sentence mentions, it has.
  const text = `${title} ${note}`
  const mentioned = mentions
    .filter(([pattern, amenity]) => pattern.test(text) && [...pool.base, ...pool.extra].includes(amenity))
    .map(([, amenity]) => amenity)
  const chosen = [...new Set([...pool.base.filter(() => random() < 0.9), ...mentioned, ...extras])]
  const features = [...featurePools[type]]
    .sort(() => random() - 0.5)
    .slice(0, 2 + Math.floor(random() * 5))
  if (type === 'land' && listing === 'sale' && !features.includes('Ready freehold title deed'))
    features[0] = 'Ready freehold title deed'
  // The street its title or sentence names, else one of the neighbourhood's.
  const street =
    place.streets.find((candidate) => text.includes(candidate.split(',')[0]!)) ??
    place.streets[index % place.streets.length]!
  const daysAgo = Math.floor(random() * 58) + (extra.featured ? 0 : 1)
  const featured = extra.featured ?? false
  return {
    title,
    area,
    description: describeListing(raw, place, chosen, random),
    agency,
    propertyType: type,
    listingType: listing,
    price,
    bedrooms,
    bathrooms,
    areaSqm,
    locationAddress: street.includes(place.name) ? street : `${street}, ${place.name}`,
    city: place.city,
    county: place.county,
    // Within about 600 m of the neighbourhood's centre.
    latitude: Math.round((place.lat + (random() - 0.5) * 0.011) * 1e6) / 1e6,
    longitude: Math.round((place.lng + (random() - 0.5) * 0.011) * 1e6) / 1e6,
    amenities: chosen,
    features,
    pictures: picturesOf(type, place, index, price, extra.design),
    status: extra.status ?? 'available',
    isFeatured: featured,
    daysAgo,
    // Older and featured listings have been seen more.
    viewsCount:
      extra.status === 'draft'
        ? 0
        : Math.round((12 + daysAgo * (3 + random() * 6)) * (featured ? 2.5 : 1) + random() * 30),
  }
})

/** What the demo customers write when they ask to view one of the demo agent's listings. */
export const viewingMessages = [
  'I would like to see it this week if possible. I work in Westlands, so an afternoon suits me.',
  'Is the apartment still available? I can come with my husband on Saturday morning.',
  'Hello, I am relocating from Mombasa next month and would love to view it.',
  'Could we also see the parking and the DSQ? Thank you.',
]
