// The demo's events (issue 12): realistic Kenyan events across Nairobi, Mombasa, Kisumu and Nakuru venues, every
// type, free and paid, a few nearly sold out, one sold out, a few past. `owner: 'demo'` events belong to the demo
// promoter (promoter@soko.demo); the rest to the directory's event promoters. Prices in KSh; `day` counts from
// the day the demo is seeded (negative: past); `sold` is the share of seats sold.

export type DemoEvent = {
  title: string
  type: string
  location: string
  day: number
  /** Days it lasts beyond the first (end_date), if more than one. */
  days?: number
  time: string
  price: number
  capacity: number
  sold: number
  owner: 'demo' | 'other'
  description: string
}

const e = (
  title: string,
  type: string,
  location: string,
  day: number,
  time: string,
  price: number,
  capacity: number,
  sold: number,
  owner: 'demo' | 'other',
  description: string,
  days?: number,
): DemoEvent => ({ title, type, location, day, time, price, capacity, sold, owner, description, days })

export const demoEvents: readonly DemoEvent[] = [
  // ---- the demo promoter's (Tamasha Live Events)
  e('Tamasha Friday Live: Benga Night', 'concert', 'Alliance Française, Loita Street, Nairobi', 0, '19:00', 1000, 120, 0.6, 'demo',
    'An evening of benga and Afro-fusion with a live band, hosted at the Alliance Française garden. Doors open at 18:30.'),
  e('Nairobi Acoustic Sessions', 'concert', 'The Alchemist, Westlands, Nairobi', 6, '18:00', 1500, 150, 0.4, 'demo',
    'Singer-songwriters from Nairobi and Kampala play unplugged sets under the trees. Food trucks on site.'),
  e('Sauti za Pwani Taarab Evening', 'concert', 'Fort Jesus Grounds, Mombasa', 12, '19:30', 1200, 200, 0.95, 'demo',
    'Classic and modern taarab from Mombasa and Lamu orchestras, with poetry between the sets.'),
  e('Lakeside Jazz Kisumu', 'concert', 'Kiboko Bay Resort, Kisumu', 18, '17:00', 2000, 180, 0.3, 'demo',
    'Sunset jazz by Lake Victoria with the Kisumu Jazz Collective and guest saxophonists.'),
  e('Tamasha Photography Masterclass', 'workshop', 'GoDown Arts Centre, Industrial Area, Nairobi', 9, '10:00', 3500, 25, 0.88, 'demo',
    'A hands-on day of street and portrait photography with working Kenyan photographers. Bring your own camera or phone.'),
  e('Nakuru Food & Music Festival', 'festival', 'Nakuru Athletic Club, Nakuru', 25, '11:00', 800, 400, 0.5, 'demo',
    'Two days of nyama choma, Rift Valley bands, children’s corner and craft stalls.', 1),
  e('Community Clean-up Concert', 'charity', 'Uhuru Park, Nairobi', 15, '09:00', 0, 300, 0.45, 'demo',
    'Join the morning clean-up of Uhuru Park, then stay for a free concert by local artists. Gloves and bags provided.'),
  e('Tamasha New Year Countdown', 'festival', 'Carnivore Grounds, Langata, Nairobi', 36, '18:00', 2500, 500, 0.35, 'demo',
    'Live DJs, fireworks at midnight and a night market. Ages 18 and over.'),
  e('Old Town Sunset Concert', 'concert', 'Old Town, Mombasa', -12, '18:00', 1000, 150, 0.9, 'demo',
    'Last month’s sold-out evening of Swahili music in Mombasa’s Old Town.'),
  e('Creatives Mixer Nairobi', 'networking', 'Nairobi Garage, Kilimani, Nairobi', -4, '17:30', 0, 80, 0.75, 'demo',
    'Designers, musicians and makers meet over drinks. Free entry with registration.'),

  // ---- the directory's promoters
  e('Nairobi Tech Summit', 'conference', 'KICC, Harambee Avenue, Nairobi', 21, '08:30', 5000, 600, 0.55, 'other',
    'Two days of talks and demos on fintech, agritech and AI in Africa, with a startup pitch competition.', 1),
  e('Women in Business Kenya Forum', 'conference', 'Sarova Stanley, Nairobi', 14, '09:00', 3000, 250, 0.7, 'other',
    'Founders and investors on growing a business in Kenya: financing, exports and hiring.'),
  e('Coast Tourism Conference', 'conference', 'Pride Inn Paradise, Shanzu, Mombasa', 33, '09:00', 4500, 300, 0.2, 'other',
    'Hoteliers, tour operators and county officials on the future of coastal tourism.'),
  e('Lake Region Economic Forum', 'conference', 'Tom Mboya Labour College, Kisumu', 40, '09:00', 1500, 350, 0.15, 'other',
    'The lake counties on trade, fisheries and transport.'),
  e('Agri-Innovation Expo Nakuru', 'conference', 'ASK Showground, Nakuru', 28, '08:00', 500, 1000, 0.25, 'other',
    'Farm machinery, seed and irrigation exhibitors, with talks on climate-smart farming.', 2),
  e('Safari Sevens Rugby', 'sports', 'RFUEA Ground, Ngong Road, Nairobi', 19, '10:00', 1500, 800, 0.8, 'other',
    'Kenya’s international rugby sevens tournament: two days of fast rugby and a festival crowd.', 1),
  e('Mombasa Beach Volleyball Open', 'sports', 'Jomo Kenyatta Public Beach, Mombasa', 10, '09:00', 0, 300, 0.3, 'other',
    'Amateur and club teams on the sand at Pirates beach. Free for spectators; register to get a seat in the stands.'),
  e('Kisumu City Marathon', 'sports', 'Jomo Kenyatta Sports Ground, Kisumu', 45, '06:30', 1000, 1500, 0.4, 'other',
    'Full, half and 10 km races along the lake shore. Race pack and medal included.'),
  e('Nakuru Cycling Classic', 'sports', 'Lake Nakuru Lodge, Nakuru', 52, '07:00', 1200, 200, 0.1, 'other',
    'A 60 km road ride around Lake Nakuru National Park’s edge, with a support car and lunch.'),
  e('Harambee Stars Fan Zone', 'sports', 'Kasarani Stadium Grounds, Nairobi', 7, '15:00', 300, 2000, 0.65, 'other',
    'Watch the national team on a giant screen with music and food stalls.'),
  e('Contemporary Kenyan Painters', 'art_exhibit', 'Circle Art Gallery, Lavington, Nairobi', 4, '10:00', 0, 120, 0.35, 'other',
    'Paintings by twelve Kenyan artists working today. Free entry; booked seats for the opening talk.', 13),
  e('Swahili Coast Heritage Exhibition', 'art_exhibit', 'Fort Jesus Museum, Mombasa', 16, '09:00', 500, 150, 0.2, 'other',
    'Carved doors, textiles and manuscripts from Lamu, Malindi and Mombasa.', 6),
  e('Lake Basin Sculpture Show', 'art_exhibit', 'Kisumu Museum, Kisumu', 23, '10:00', 300, 100, 0.12, 'other',
    'Soapstone and wood sculpture from Kisii and the lake counties.', 4),
  e('Nairobi Street Art Walk', 'art_exhibit', 'Kenyatta Avenue, Nairobi', 11, '14:00', 800, 30, 0.97, 'other',
    'A guided walk through the city’s murals with the artists who painted them.'),
  e('Mobile App Bootcamp', 'workshop', 'iHub, Senteu Plaza, Kilimani, Nairobi', 8, '09:00', 2500, 40, 0.6, 'other',
    'Build and publish your first Android app in one day. Laptop required.'),
  e('Kitchen Garden Workshop', 'workshop', 'Kenya Institute of Organic Farming, Juja', 13, '09:30', 1000, 35, 0.3, 'other',
    'Sack gardens, composting and drip kits for small spaces.'),
  e('Beadwork and Kiondo Weaving', 'workshop', 'Kazuri Beads, Karen, Nairobi', 17, '10:00', 1800, 20, 1, 'other',
    'Learn Maasai beadwork and kiondo basket weaving from master artisans. Materials included.'),
  e('Small Business Bookkeeping', 'workshop', 'Kisumu Innovation Centre, Kisumu', 22, '09:00', 500, 50, 0.2, 'other',
    'Keep simple books, use M-Pesa statements and file your returns.'),
  e('Dhow Sailing Basics', 'workshop', 'Tudor Creek Boatyard, Mombasa', 27, '08:00', 4000, 12, 0.75, 'other',
    'A day on a traditional dhow: rigging, sailing and safety.'),
  e('Nairobi Startup Breakfast', 'networking', 'Java House, Kenyatta Avenue, Nairobi', 3, '07:30', 500, 60, 0.5, 'other',
    'Founders, developers and investors over breakfast. Five-minute pitches welcome.'),
  e('Coast Professionals Mixer', 'networking', 'Tamarind Dhow, Mombasa', 20, '18:30', 1500, 70, 0.4, 'other',
    'An evening on the creek for the coast’s professionals, with music and Swahili bites.'),
  e('Nakuru Farmers Meet-up', 'networking', 'Merica Hotel, Nakuru', 31, '10:00', 0, 150, 0.2, 'other',
    'Farmers, buyers and cooperatives meet to agree on next season’s prices.'),
  e('Kisumu Young Leaders Forum', 'networking', 'Acacia Premier Hotel, Kisumu', 38, '14:00', 300, 120, 0.1, 'other',
    'Young people from the lake region meet county leaders and employers.'),
  e('Run for Clean Water', 'charity', 'Ngong Road Forest Sanctuary, Nairobi', 24, '07:00', 1000, 500, 0.5, 'other',
    'A 5 km fun run; every entry pays for a household water filter in Makueni.'),
  e('Books for Kisumu Schools', 'charity', 'Kisumu Social Hall, Kisumu', 30, '10:00', 0, 200, 0.25, 'other',
    'Bring a book, take part in reading games with the children, and help stock three school libraries.'),
  e('Mombasa Charity Gala Dinner', 'charity', 'Serena Beach Resort, Mombasa', 42, '19:00', 6000, 180, 0.6, 'other',
    'A dinner in aid of the coast’s children’s hospital wards, with an auction and live band.'),
  e('Blankets & Wine Nairobi', 'festival', 'Ngong Racecourse, Nairobi', 26, '12:00', 3000, 1500, 0.7, 'other',
    'The city’s favourite picnic festival: bring a blanket, enjoy live Afro-soul, jazz and funk.'),
  e('Lamu Cultural Festival Preview', 'festival', 'Mombasa Old Town, Mombasa', 35, '10:00', 0, 600, 0.3, 'other',
    'Dhow races, henna, Swahili poetry and food, a taste of the Lamu festival.', 2),
  e('Kisumu Fish & Culture Fest', 'festival', 'Dunga Beach, Kisumu', 29, '11:00', 500, 800, 0.35, 'other',
    'Fresh tilapia, benga bands, boat races and a crafts market on the lake.'),
  e('Koroga Festival', 'festival', 'Arboretum, Nairobi', 48, '12:00', 2500, 1200, 0.2, 'other',
    'An afternoon of live African music and food stalls in the Arboretum.'),
  e('Afro House Live Stream', 'online', 'Online (link by e-mail)', 5, '20:00', 0, 2000, 0.3, 'other',
    'Kenyan DJs stream a three-hour Afro-house set. The link arrives by e-mail after booking.'),
  e('Digital Marketing for SMEs Webinar', 'online', 'Online (Zoom)', 9, '11:00', 500, 300, 0.4, 'other',
    'Social media, WhatsApp Business and M-Pesa tills for small businesses.'),
  e('Kiswahili Poetry Night Online', 'online', 'Online (YouTube Live)', 16, '19:00', 0, 1000, 0.15, 'other',
    'Poets from Nairobi, Mombasa and Dar es Salaam read new work in Kiswahili.'),
  e('Remote Work Career Fair', 'online', 'Online (link by e-mail)', 34, '10:00', 0, 1500, 0.25, 'other',
    'Meet employers hiring Kenyans for remote roles in tech, support and design.'),
  e('Coding for Kids Online', 'online', 'Online (Google Meet)', 44, '09:00', 300, 60, 0.92, 'other',
    'Scratch and simple games for children aged 8 to 13, over three Saturday mornings.'),
  e('Sauti Sol Reunion Night', 'concert', 'Uhuru Gardens, Nairobi', 39, '18:00', 4000, 3000, 0.9, 'other',
    'A night of Kenya’s best-loved pop hits with a full band and guests.'),
  e('Gospel Praise Nakuru', 'concert', 'Nakuru Showground, Nakuru', 32, '14:00', 500, 1000, 0.45, 'other',
    'Choirs and gospel artists from across the Rift Valley.'),
  e('Nairobi Marathon Expo', 'sports', 'Nyayo Stadium, Nairobi', -20, '09:00', 0, 1000, 0.8, 'other',
    'Race packs, running gear and talks before the city marathon.'),
  e('Kisumu Agritech Conference', 'conference', 'Kisumu Hotel, Kisumu', -8, '09:00', 2000, 200, 0.7, 'other',
    'Irrigation, cold storage and digital markets for the lake region’s farmers.'),
]
