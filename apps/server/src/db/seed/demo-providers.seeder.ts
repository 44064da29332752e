import { desc, eq, sql } from 'drizzle-orm'
import {
  nairobiServiceAreas,
  preferredTimeStart,
  providerCategoryLabels,
  type BookingStatus,
  type ProviderCategory,
} from '@soko/shared/providers/provider.constants'
import { newIdAt } from '../../lib/ids'
import { users } from '../../modules/auth/auth.table'
import { orderItems } from '../../modules/orders/orders.table'
import { products } from '../../modules/products/products.table'
import {
  serviceBookings,
  serviceProviderApplications,
  serviceProviderProfiles,
  serviceReviews,
} from '../../modules/providers/providers.table'
import { profiles, userRoles } from '../../modules/users/users.table'
import { vendors } from '../../modules/vendors/vendors.table'
import type { Db } from '../client'
import { providerBannerUrl, tradeOf } from './data/pictures'
import { DEMO_PASSWORD } from './demo-users.seeder'
import type { Seeder } from './seeders'

const DAY = 24 * 60 * 60 * 1000

/** Nairobi neighbourhoods with their coordinates. */
const places: Record<string, [number, number]> = {
  'Nairobi CBD': [-1.2864, 36.8172],
  Westlands: [-1.2676, 36.8108],
  Kilimani: [-1.2921, 36.7836],
  Kileleshwa: [-1.2806, 36.7821],
  Lavington: [-1.2795, 36.7684],
  Parklands: [-1.2606, 36.8185],
  Karen: [-1.3197, 36.7073],
  Langata: [-1.3627, 36.7449],
  'South B': [-1.3106, 36.8384],
  'South C': [-1.3201, 36.8255],
  Eastleigh: [-1.2747, 36.8506],
  Kasarani: [-1.2214, 36.8976],
  Embakasi: [-1.3223, 36.8989],
  Ruaka: [-1.2088, 36.7794],
  'Ngong Road': [-1.3003, 36.7744],
}

type Provider = {
  owner: string
  business: string
  type: ProviderCategory
  specialization: string | null
  area: (typeof nairobiServiceAreas)[number]
  rates: [number, number] | null
  years: number
  description: string
}

/** 43 approved providers across the categories (vendors have their own dashboard, not the directory). */
const providers: Provider[] = [
  [
    'Peter Otieno',
    'Otieno Plumbing Solutions',
    'Plumbing',
    'South B',
    [800, 2500],
    9,
    'Leaks, blocked drains, water tanks and new bathroom fittings.',
  ],
  [
    'Grace Wanjiru',
    'Sparkle Home Cleaners',
    'Cleaning',
    'Kilimani',
    [600, 1500],
    5,
    'Deep cleaning, move-in and move-out cleaning, sofa and carpet shampooing.',
  ],
  [
    'Samuel Kiprop',
    'Kiprop Electricals',
    'Electrical',
    'Kasarani',
    [1000, 3000],
    12,
    'Wiring, sockets, lighting, solar installation and KPLC meter issues.',
  ],
  [
    'Faith Achieng',
    'Glow Beauty at Home',
    'Beauty & Wellness',
    'Westlands',
    [1500, 5000],
    6,
    'Braiding, manicure, pedicure and bridal make-up at your place.',
  ],
  [
    'John Mutua',
    'Mutua Auto Care',
    'Auto Repair',
    'Embakasi',
    [1200, 4000],
    15,
    'Mobile mechanic: diagnostics, servicing, brakes and batteries.',
  ],
  [
    'Mercy Njoki',
    'Bright Minds Tutors',
    'Tutoring',
    'Lavington',
    [1000, 2500],
    8,
    'CBC and KCSE tutoring in maths, sciences and languages.',
  ],
  [
    'Hassan Abdi',
    'Swift Movers Kenya',
    'Moving & Delivery',
    'Eastleigh',
    [2000, 8000],
    10,
    'House and office moves with packing, lorry and crew.',
  ],
  [
    'Lucy Chebet',
    'Green Thumb Gardens',
    'Gardening',
    'Karen',
    [700, 2000],
    7,
    'Lawn care, hedges, landscaping and kitchen gardens.',
  ],
  [
    'Brian Omondi',
    'Omondi IT Support',
    'IT Support',
    'Nairobi CBD',
    [1500, 4500],
    6,
    'Laptop repair, Wi-Fi set-up, CCTV and small office networks.',
  ],
  [
    'Esther Wambui',
    'Handy Fix Nairobi',
    'Home Repairs',
    'Ngong Road',
    [900, 2800],
    11,
    'Carpentry, painting, door and window repairs, TV mounting.',
  ],
  [
    'Daniel Kariuki',
    'Kariuki Painters',
    'Home Repairs',
    'Ruaka',
    [800, 2200],
    9,
    'Interior and exterior painting, gypsum ceilings and wallpaper.',
  ],
  [
    'Alice Muthoni',
    'Fresh Linen Laundry',
    'Cleaning',
    'Parklands',
    [500, 1200],
    4,
    'Pick-up laundry, ironing and dry cleaning in two days.',
  ],
  [
    'Kevin Barasa',
    'PowerUp Solar',
    'Electrical',
    'Langata',
    [1500, 5000],
    8,
    'Solar panels, inverters and backup power for homes and shops.',
  ],
  [
    'Nancy Atieno',
    'Nancy Hair Studio',
    'Beauty & Wellness',
    'South C',
    [800, 3500],
    7,
    'Natural hair care, locs, weaves and treatments.',
  ],
  [
    'George Ndirangu',
    'Ndirangu Garage',
    'Auto Repair',
    'Kasarani',
    [1000, 3500],
    18,
    'Engine overhaul, suspension and body work.',
  ],
  [
    'Irene Nyambura',
    'Little Stars Tutors',
    'Tutoring',
    'Kileleshwa',
    [800, 2000],
    5,
    'Early years reading, phonics and homework help.',
  ],
  [
    'Victor Mwenda',
    'QuickFix Plumbers',
    'Plumbing',
    'Westlands',
    [1000, 3000],
    6,
    'Emergency plumbing within two hours, day or night.',
  ],
  [
    'Ruth Kemunto',
    'Kemunto Cleaning Co.',
    'Cleaning',
    'Embakasi',
    [400, 1000],
    3,
    'Office and home cleaning on a weekly plan.',
  ],
  [
    'Paul Kimani',
    'Kimani Fundi Works',
    'Home Repairs',
    'Kilimani',
    [700, 2000],
    14,
    'Furniture repair, plumbing and electrical odd jobs.',
  ],
  [
    'Sharon Akinyi',
    'Serenity Spa at Home',
    'Beauty & Wellness',
    'Karen',
    [2500, 7000],
    9,
    'Massage, facials and aromatherapy at home.',
  ],
  [
    'Moses Wekesa',
    'Wekesa Tech Repairs',
    'IT Support',
    'Eastleigh',
    [500, 2500],
    4,
    'Phone screen and battery replacement while you wait.',
  ],
  [
    'Janet Wairimu',
    'Bloom Landscaping',
    'Gardening',
    'Lavington',
    [1500, 6000],
    10,
    'Garden design, irrigation and tree care.',
  ],
  [
    'Collins Odhiambo',
    'Lakeside Movers',
    'Moving & Delivery',
    'Langata',
    [1500, 6000],
    7,
    'Same-day deliveries and small moves by pick-up.',
  ],
  [
    'Agnes Moraa',
    'Moraa Home Care',
    null,
    'Parklands',
    null,
    2,
    'Elderly care and house help, by the day or week.',
  ],
  [
    'Dr. Wanjiku Mwangi',
    'Afya Bora Family Clinic',
    'General Practice',
    'Kilimani',
    [2000, 5000],
    14,
    'Home visits and consultations for the whole family.',
  ],
  [
    'Dr. Ali Hassan',
    'Tabasamu Dental Care',
    'Dentistry',
    'Westlands',
    [3000, 8000],
    11,
    'Check-ups, cleaning, fillings and whitening.',
  ],
  [
    'Mary Njeri',
    'Mama Care Nursing',
    'Nursing Care',
    'South C',
    [1500, 3500],
    9,
    'Post-operative and elderly nursing care at home.',
  ],
  [
    'James Ouma',
    'Physio Plus Kenya',
    'Physiotherapy',
    'Karen',
    [2500, 6000],
    8,
    'Sports injuries, back pain and rehabilitation.',
  ],
  [
    'Dr. Carol Kendi',
    'Kendi Paediatrics',
    'Pediatrics',
    'Lavington',
    [3000, 7000],
    12,
    'Child health, vaccinations and growth checks.',
  ],
  [
    'Stephen Kamau',
    'Linda Insurance Agency',
    'Motor Insurance',
    'Nairobi CBD',
    null,
    10,
    'Motor, comprehensive and third-party cover from leading insurers.',
  ],
  [
    'Beatrice Auma',
    'Salama Health Cover',
    'Health Insurance',
    'Westlands',
    null,
    7,
    'Family and individual medical cover compared for you.',
  ],
  [
    'Joseph Mbugua',
    'Mbugua Business Risk',
    'Business Insurance',
    'Parklands',
    [2000, 5000],
    13,
    'Cover for shops, stock, fire and public liability.',
  ],
  [
    'Winnie Chepkoech',
    'Uzima Life Advisors',
    'Life Insurance',
    'Kileleshwa',
    null,
    6,
    'Life, education and retirement plans.',
  ],
  [
    'Anthony Gitau',
    'Gitau Realty',
    'Rentals & Letting',
    'Kilimani',
    [1000, 3000],
    9,
    'Apartments to let in Kilimani, Kileleshwa and Lavington.',
  ],
  [
    'Catherine Wangari',
    'Nyumba Bora Homes',
    'Residential Sales',
    'Ruaka',
    null,
    8,
    'Houses and plots for sale around Ruaka and Kiambu Road.',
  ],
  [
    'David Kirui',
    'Kirui Property Managers',
    'Property Management',
    'South B',
    [2000, 6000],
    11,
    'Rent collection, repairs and tenant vetting.',
  ],
  [
    'Halima Yusuf',
    'Prime Commercial Spaces',
    'Commercial Property',
    'Nairobi CBD',
    null,
    15,
    'Offices and shops to let in the CBD and Upper Hill.',
  ],
  [
    'Michael Njoroge',
    'Njoroge Chauffeur Services',
    'Taxi',
    'Westlands',
    [800, 2000],
    10,
    'Airport transfers and hourly chauffeur hire.',
  ],
  [
    'Evans Ochieng',
    'Boda Express',
    'Boda Boda (Motorbike)',
    'Kasarani',
    [300, 800],
    5,
    'Fast motorbike rides and parcel runs across the city.',
  ],
  [
    'Patrick Kiplagat',
    'Safari Long Distance',
    'Long Distance',
    'Embakasi',
    [2500, 9000],
    12,
    'Upcountry trips to Nakuru, Eldoret and Mombasa.',
  ],
  [
    'Lilian Adhiambo',
    'Tamasha Events',
    null,
    'Westlands',
    [3000, 10000],
    8,
    'Weddings, birthdays and corporate events planned end to end.',
  ],
  [
    'Felix Kibet',
    'Sauti Sound & Stage',
    null,
    'Nairobi CBD',
    [2500, 9000],
    6,
    'Sound, lighting and stage hire with technicians.',
  ],
  [
    'Rose Nduta',
    'Harusi Planners',
    null,
    'Karen',
    [4000, 10000],
    9,
    'Wedding planning, decor and coordination.',
  ],
].map(([owner, business, specialization, area, rates, years, description], index) => ({
  owner: owner as string,
  business: business as string,
  specialization: specialization as string | null,
  area: area as Provider['area'],
  rates: rates as [number, number] | null,
  years: years as number,
  description: description as string,
  type: (index < 24
    ? 'service_provider'
    : index < 29
      ? 'medical_provider'
      : index < 33
        ? 'insurance_broker'
        : index < 37
          ? 'real_estate_agent'
          : index < 40
            ? 'driver'
            : 'event_promoter') as ProviderCategory,
}))

/** The directory's demo providers, for seeders that touch them later. */
export const demoDirectoryProviders: readonly Omit<Provider, 'owner'>[] = providers

/** The demo fundi's business (fundi@soko.demo). */
export const demoFundi: Omit<Provider, 'owner'> = {
  business: 'Mwangi Home Repairs',
  type: 'service_provider',
  specialization: 'Home Repairs',
  area: 'Kilimani',
  rates: [1000, 3000],
  years: 10,
  description:
    'Plumbing, electrical and carpentry repairs done right the first time. Ten years in Nairobi homes.',
}

const reviewers = [
  'Wairimu Kamau',
  'Otieno Ochieng',
  'Amina Hassan',
  'Kiprono Rotich',
  'Njeri Mwangi',
  'Baraka Mutiso',
]
const comments = [
  'Came on time and did a clean job.',
  'Very professional, I will book again.',
  'Fair price and friendly service.',
  'Good work, though a little late.',
  'Excellent! Highly recommended.',
  null,
]

/** Waiting and refused applications, for the admin's review list. */
const openApplications: {
  owner: string
  business: string
  type: ProviderCategory
  status: 'pending' | 'rejected'
  notes?: string
  license?: string
  specialization?: string
}[] = [
  {
    owner: 'Tom Maina',
    business: 'Maina Carpentry',
    type: 'service_provider',
    status: 'pending',
    specialization: 'Home Repairs',
  },
  {
    owner: 'Dr. Purity Wanza',
    business: 'Wanza Dental Studio',
    type: 'medical_provider',
    status: 'pending',
    license: 'KMPDC/D/4471',
    specialization: 'Dentistry',
  },
  {
    owner: 'Kelvin Rono',
    business: 'Rono Cabs',
    type: 'driver',
    status: 'pending',
    license: 'DL-7781203',
    specialization: 'Taxi',
  },
  { owner: 'Joy Nekesa', business: 'Nekesa Crafts', type: 'vendor', status: 'pending' },
  {
    owner: 'Eric Mugo',
    business: 'Mugo Quick Loans Insurance',
    type: 'insurance_broker',
    status: 'rejected',
    license: 'N/A',
    notes: 'The IRA licence number could not be verified.',
  },
  {
    owner: 'Sarah Atieno',
    business: 'Atieno Events',
    type: 'event_promoter',
    status: 'rejected',
    notes: 'Please attach a business permit and reapply.',
  },
]

const emailOf = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/^dr\. /, '')
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '')}@providers.soko.demo`

/** A small deterministic random sequence, so every fresh demo database looks the same. */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

async function plainUser(
  db: Db,
  name: string,
  createdAt: Date,
  role: 'customer' | 'service_provider' | 'driver' | 'property_owner',
) {
  const id = newIdAt(createdAt)
  await db
    .insert(users)
    .values({ id, name, email: emailOf(name), emailVerified: true, createdAt, updatedAt: createdAt })
  await db.insert(profiles).values({ id, fullName: name, createdAt, updatedAt: createdAt })
  await db.insert(userRoles).values({ userId: id, role })
  return id
}

const roleOf = (type: ProviderCategory) =>
  type === 'driver' ? 'driver' : type === 'real_estate_agent' ? 'property_owner' : 'service_provider'

/**
 * The services side of the demo: 43 directory providers with reviews, the demo fundi (an approved service
 * provider with bookings in every status), the demo vendor (owner of the best-selling catalogue vendor), and
 * applications waiting for the admin.
 */
export const demoProvidersSeeder: Seeder = {
  name: 'demo-providers',
  ownTransactions: true,
  async run(db, { auth, users: usersService }) {
    const account = async (email: string, name: string) => {
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
      return (
        existing?.id ??
        (await auth.api.signUpEmail({ body: { email, password: DEMO_PASSWORD, name } })).user.id
      )
    }
    const fundiId = await account('fundi@soko.demo', 'Joseph Mwangi')
    const vendorUserId = await account('vendor@soko.demo', 'Amani Wekesa')
    await usersService.setRole(fundiId, 'service_provider')
    await usersService.setRole(vendorUserId, 'vendor')
    const [customer] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'wanjiku@soko.demo'))

    await db.transaction(async (tx) => {
      const now = Date.now()
      const random = sequence(2026)
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
      const reviewerIds: string[] = []
      for (const [index, name] of reviewers.entries())
        reviewerIds.push(
          await plainUser(tx as unknown as Db, name, new Date(now - (200 - index) * DAY), 'customer'),
        )

      const approve = async (
        userId: string,
        provider: Omit<Provider, 'owner'>,
        daysAgo: number,
        extra: Partial<typeof serviceProviderProfiles.$inferInsert> = {},
      ) => {
        const submittedAt = new Date(now - daysAgo * DAY)
        const reviewedAt = new Date(submittedAt.getTime() + 2 * DAY)
        const [application] = await tx
          .insert(serviceProviderApplications)
          .values({
            id: newIdAt(submittedAt),
            userId,
            serviceType: provider.type,
            businessName: provider.business,
            businessDescription: provider.description,
            businessAddress: `${provider.area}, Nairobi`,
            businessPhone: `+2547${String(Math.floor(random() * 90_000_000) + 10_000_000)}`,
            experienceYears: provider.years,
            specialization: provider.specialization,
            licenseNumber: ['medical_provider', 'insurance_broker', 'real_estate_agent', 'driver'].includes(
              provider.type,
            )
              ? `LIC-${Math.floor(random() * 900_000) + 100_000}`
              : null,
            serviceAreas: [provider.area, pick(nairobiServiceAreas), pick(nairobiServiceAreas)].filter(
              (area, index, list) => list.indexOf(area) === index,
            ),
            status: 'approved',
            submittedAt,
            reviewedAt,
            updatedAt: reviewedAt,
          })
          .returning()
        const [lat, lng] = places[provider.area]!
        const [profile] = await tx
          .insert(serviceProviderProfiles)
          .values({
            id: newIdAt(reviewedAt),
            userId,
            applicationId: application!.id,
            providerType: provider.type,
            verificationStatus: 'approved',
            businessName: provider.business,
            businessDescription: provider.description,
            locationAddress: `${provider.area}, Nairobi`,
            latitude: lat + (random() - 0.5) * 0.01,
            longitude: lng + (random() - 0.5) * 0.01,
            phoneNumber: application!.businessPhone,
            email: emailOf(provider.business),
            hourlyRateMinCents: provider.rates ? provider.rates[0] * 100 : null,
            hourlyRateMaxCents: provider.rates ? provider.rates[1] * 100 : null,
            specialization: provider.specialization,
            experienceYears: provider.years,
            serviceAreas: application!.serviceAreas,
            availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], start: '08:00', end: '18:00' },
            // A banner drawn for the provider's trade (the profile picture stays their initials).
            bannerImageUrl: providerBannerUrl(tradeOf(provider)),
            createdAt: reviewedAt,
            updatedAt: reviewedAt,
            ...extra,
          })
          .returning()
        return profile!
      }

      const book = async (
        providerId: string,
        customerId: string,
        customerName: string,
        status: BookingStatus,
        daysAgo: number,
        amount: number,
        description: string,
        serviceType: string,
      ) => {
        const createdAt = new Date(now - daysAgo * DAY)
        const updatedAt =
          status === 'pending' ? createdAt : new Date(Math.min(now, createdAt.getTime() + DAY))
        const time = pick(['morning', 'afternoon', 'evening', 'flexible'] as const)
        const [row] = await tx
          .insert(serviceBookings)
          .values({
            id: newIdAt(createdAt),
            providerId,
            customerId,
            serviceType,
            serviceDescription: description,
            bookingDate: new Date(createdAt.getTime() + 3 * DAY).toISOString().slice(0, 10),
            bookingTime: preferredTimeStart[time],
            preferredTime: time,
            urgency: pick(['low', 'normal', 'normal', 'high'] as const),
            bookingAddress: `${pick(nairobiServiceAreas)}, Nairobi`,
            contactName: customerName,
            contactEmail: emailOf(customerName),
            contactPhone: `07${String(Math.floor(random() * 90_000_000) + 10_000_000)}`,
            totalAmountCents: amount * 100,
            status,
            notes:
              status === 'confirmed' || status === 'in_progress' || status === 'completed'
                ? 'Booking accepted by service provider'
                : status === 'rejected'
                  ? 'Booking declined by service provider'
                  : null,
            createdAt,
            updatedAt,
          })
          .returning({ id: serviceBookings.id })
        return row!.id
      }

      // Directory providers, each with a few completed, reviewed bookings.
      for (const [index, provider] of providers.entries()) {
        const owner = await plainUser(
          tx as unknown as Db,
          provider.owner,
          new Date(now - (120 - index) * DAY),
          roleOf(provider.type),
        )
        // A few joined this week, so the directory shows its New badge.
        const profile = await approve(owner, provider, index % 11 === 0 ? 4 : 100 - index)
        const serviceType = provider.specialization ?? providerCategoryLabels[provider.type]
        const reviewCount = 1 + Math.floor(random() * 5)
        for (let r = 0; r < reviewCount; r++) {
          const reviewerIndex = (index + r) % reviewerIds.length
          const amount = provider.rates
            ? Math.round((provider.rates[0] + random() * (provider.rates[1] - provider.rates[0])) / 50) * 50
            : 2000
          const bookingId = await book(
            profile.id,
            reviewerIds[reviewerIndex]!,
            reviewers[reviewerIndex]!,
            'completed',
            5 + Math.floor(random() * 80),
            amount,
            `${serviceType} job`,
            serviceType,
          )
          const rating = random() < 0.6 ? 5 : random() < 0.7 ? 4 : 3
          await tx.insert(serviceReviews).values({
            bookingId,
            providerId: profile.id,
            customerId: reviewerIds[reviewerIndex]!,
            rating,
            comment: comments[(index + r) % comments.length] ?? null,
          })
        }
      }

      // The demo fundi: bookings in every status from the demo customer and the reviewers.
      const fundi = await approve(fundiId, demoFundi, 60)
      const wanjiku = customer?.id
      const fundiJobs: [BookingStatus, number, number, string][] = [
        ['pending', 0, 0, 'Kitchen tap leaking under the sink'],
        ['pending', 1, 0, 'Replace two bedroom door locks'],
        ['pending', 2, 0, 'Mount a 55 inch TV on the wall'],
        ['confirmed', 3, 2500, 'Fix bathroom shower mixer'],
        ['confirmed', 4, 1800, 'Install new light fittings in the lounge'],
        ['in_progress', 5, 4000, 'Repaint the children’s bedroom'],
        ['completed', 6, 3500, 'Unblock the kitchen drain'],
        ['completed', 9, 2200, 'Repair a broken wardrobe door'],
        ['completed', 16, 5000, 'Rewire the outside security lights'],
        ['completed', 24, 3000, 'Fix a leaking water tank valve'],
        ['cancelled', 12, 0, 'Assemble a bed frame'],
        ['rejected', 14, 0, 'Build a garden shed'],
      ]
      for (const [index, [status, daysAgo, amount, description]] of fundiJobs.entries()) {
        const isWanjiku = wanjiku && index % 3 === 0
        const customerId = isWanjiku ? wanjiku : reviewerIds[index % reviewerIds.length]!
        const customerName = isWanjiku ? 'Wanjiku Kamau' : reviewers[index % reviewers.length]!
        const bookingId = await book(
          fundi.id,
          customerId,
          customerName,
          status,
          daysAgo,
          amount,
          description,
          'Home Repairs',
        )
        if (status === 'completed' && index !== 9)
          await tx.insert(serviceReviews).values({
            bookingId,
            providerId: fundi.id,
            customerId,
            rating: index === 8 ? 4 : 5,
            comment: comments[index % comments.length] ?? null,
          })
      }

      // Ratings and counts follow from the reviews.
      await tx.execute(sql`
        update service_provider_profiles p set
          average_rating = r.average, total_reviews = r.total
        from (select provider_id, round(avg(rating)::numeric, 1) as average, count(*)::int as total
              from service_reviews group by provider_id) r
        where r.provider_id = p.id`)

      // The demo vendor owns the catalogue vendor that sold the most, with an approved vendor application.
      const [best] = await tx
        .select({ id: products.vendorId, lines: sql<number>`count(*)::int` })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .groupBy(products.vendorId)
        .orderBy(desc(sql`count(*)`))
        .limit(1)
      const [shop] = best?.id
        ? await tx.select().from(vendors).where(eq(vendors.id, best.id))
        : await tx.select().from(vendors).limit(1)
      if (shop) {
        await tx.update(vendors).set({ userId: vendorUserId }).where(eq(vendors.id, shop.id))
        const submittedAt = new Date(now - 90 * DAY)
        const [application] = await tx
          .insert(serviceProviderApplications)
          .values({
            id: newIdAt(submittedAt),
            userId: vendorUserId,
            serviceType: 'vendor',
            businessName: shop.businessName,
            businessDescription: shop.businessDescription,
            businessAddress: shop.location,
            businessPhone: shop.businessPhone ?? '+254700000000',
            businessEmail: shop.businessEmail,
            status: 'approved',
            submittedAt,
            reviewedAt: new Date(submittedAt.getTime() + DAY),
          })
          .returning()
        await tx.insert(serviceProviderProfiles).values({
          userId: vendorUserId,
          applicationId: application!.id,
          providerType: 'vendor',
          verificationStatus: 'approved',
          businessName: shop.businessName,
          businessDescription: shop.businessDescription,
          locationAddress: shop.location,
          phoneNumber: shop.businessPhone,
          email: shop.businessEmail,
        })
      }

      // Applications waiting for the admin, and two turned down.
      for (const [index, open] of openApplications.entries()) {
        const submittedAt = new Date(now - (index + 1) * DAY)
        const userId = await plainUser(
          tx as unknown as Db,
          open.owner,
          new Date(submittedAt.getTime() - DAY),
          'customer',
        )
        await tx.insert(serviceProviderApplications).values({
          id: newIdAt(submittedAt),
          userId,
          serviceType: open.type,
          businessName: open.business,
          businessDescription: `${open.business}: ${providerCategoryLabels[open.type]} in Nairobi.`,
          businessAddress: `${pick(nairobiServiceAreas)}, Nairobi`,
          businessPhone: `+2547${String(Math.floor(random() * 90_000_000) + 10_000_000)}`,
          businessEmail: emailOf(open.business),
          licenseNumber: open.license ?? null,
          experienceYears: 2 + index,
          specialization: open.specialization ?? null,
          serviceAreas: [pick(nairobiServiceAreas)],
          status: open.status,
          adminNotes: open.notes ?? null,
          submittedAt,
          reviewedAt: open.status === 'rejected' ? new Date(submittedAt.getTime() + DAY / 2) : null,
        })
      }
    })
  },
}
