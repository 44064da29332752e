// Which drawn picture each demo product and provider gets. The pictures are made by scripts/demo-pictures.mjs
// (one per item type and per trade, committed under ../assets) and served under /demo/.

import { DEMO_BANNER_WIDTHS, DEMO_EVENT_WIDTHS, DEMO_PRODUCT_WIDTHS } from '@soko/shared/common/demo-pictures'

/**
 * Per category, the first rule whose pattern matches a product's name gives its item type. Every demo product
 * must match one: an unmatched name throws, so a new demo product cannot get a picture by chance.
 */
export const itemTypeRules: Record<string, readonly (readonly [RegExp, string])[]> = {
  Electronics: [
    [/Galaxy (A|S)\d|Tecno|Infinix|iPhone|Oppo|Feature Phone/, 'phone'],
    [/Laptop|IdeaPad|Latitude|MacBook/, 'laptop'],
    [/\bTV\b/, 'tv'],
    [/Speaker/, 'speaker'],
    [/Headphones|FreePods/, 'headphones'],
    [/Power Bank|Charger|FM Transmitter/, 'charger'],
    [/Tab A9/, 'tablet'],
    [/Camera/, 'camera'],
    [/microSD/, 'flash-drive'],
    [/Router/, 'router'],
    [/Solar/, 'solar-panel'],
    [/Microwave/, 'microwave'],
    [/Fridge/, 'fridge'],
    [/Kettle/, 'kettle'],
    [/Iron\b/, 'iron'],
    [/Mouse/, 'mouse'],
    [/Smart Band/, 'watch'],
    [/PlayStation/, 'game-controller'],
  ],
  Clothing: [
    [/Sandals|Shoes|Heels|Sneakers|Gumboots/, 'shoe'],
    [/Dress/, 'dress'],
    [/Jeans|Chinos|Shorts/, 'trousers'],
    [/Suit|Blazer|Jacket|Hoodie|Sweater/, 'jacket'],
    [/Shirt|Onesie|Pyjama/, 'shirt'],
    [/Handbag|Belt/, 'bag'],
    [/Necklace|Bracelet/, 'beads'],
    [/Beanie/, 'hat'],
    [/Socks/, 'socks'],
    [/Kikoi|Kanga|Shuka|Head Wrap/, 'fabric'],
  ],
  'Home & Garden': [
    [/Table/, 'table'],
    [/Sofa/, 'sofa'],
    [/Bed Frame|Mattress|Bedsheet|Mosquito Net/, 'bed'],
    [/Rug|Curtain|Towel/, 'fabric'],
    [/Candle|LED Bulbs/, 'light-bulb'],
    [/Jiko|Gas Cooker|Cookware|Sufuria|Knife/, 'cooking-pot'],
    [/Thermos/, 'water-bottle'],
    [/Water Dispenser/, 'drink'],
    [/Seedlings|Seeds|Plant Pots/, 'plant'],
    [/Hose|Irrigation|Water Tank/, 'watering-can'],
    [/Wheelbarrow|Jembe/, 'garden-tool'],
    [/Clock/, 'clock'],
    [/Shoe Rack/, 'shoe'],
    [/Ironing Board/, 'iron'],
    [/Laundry Basket/, 'bag'],
    [/Blender/, 'blender'],
  ],
  Sports: [
    [/Football Size|Basketball|Rugby Ball|Netball/, 'ball'],
    [/Running Shoes|Football Boots/, 'shoe'],
    [/Dumbbells|Kettlebell|Resistance Bands|Pull-Up Bar|Treadmill|Yoga Mat|Skipping Rope/, 'dumbbell'],
    [/Gloves/, 'gloves'],
    [/Bike/, 'bicycle'],
    [/Helmet/, 'helmet'],
    [/Racket|Badminton|Table Tennis/, 'racket'],
    [/Goggles/, 'goggles'],
    [/Track Suit/, 'jacket'],
    [/Shorts/, 'trousers'],
    [/Backpack/, 'bag'],
    [/Tent|Sleeping Bag/, 'tent'],
    [/Water Bottle/, 'water-bottle'],
    [/Fitness Tracker/, 'watch'],
    [/Chess/, 'board-game'],
    [/Socks/, 'socks'],
  ],
  Books: [
    [/Exercise Books/, 'notebook'],
    [/./, 'book'],
  ],
  'Health & Beauty': [
    [/Shea Butter|Petroleum Jelly|Lip Balm/, 'jar'],
    [/Oil/, 'oil-bottle'],
    [/Aloe Vera|Sunscreen|Lotion|Sanitiser|Deodorant/, 'cosmetic-bottle'],
    [/Soap/, 'soap'],
    [/Hair|Shaver/, 'hair-dryer'],
    [/Toothbrush/, 'toothbrush'],
    [/Thermometer|Blood Pressure|Glucose|Weighing Scale/, 'medical-device'],
    [/First Aid|Face Masks|Sanitary Pads/, 'first-aid'],
    [/Vitamin|vitamin/, 'pills'],
    [/Perfume|Nail Polish/, 'perfume'],
    [/Moringa/, 'spice'],
    [/Tea/, 'tea'],
  ],
  Automotive: [
    [/Car Battery|Jump Starter|Battery Charger/, 'car-battery'],
    [/Engine Oil|Coolant/, 'oil-can'],
    [/Brake Pads|Air Filter|Spark Plugs/, 'spanner'],
    [/Dash Camera|Reverse Camera/, 'camera'],
    [/Tyre/, 'tyre'],
    [/Steering|Seat Covers|Floor Mats/, 'steering-wheel'],
    [/Fire Extinguisher/, 'extinguisher'],
    [/Warning Triangle/, 'warning-triangle'],
    [/Helmet/, 'helmet'],
    [/Reflector Jacket/, 'jacket'],
    [/Headlight Bulbs/, 'light-bulb'],
    [/Wiper|Phone Holder|Wax|Microfibre|Air Freshener|Towing Rope|Vacuum|Side Mirror|Car Cover|GPS/, 'car'],
  ],
  'Toys & Games': [
    [/Building Blocks/, 'blocks'],
    [/Puzzle/, 'puzzle'],
    [/Remote Control Car|Matatu|Drone/, 'toy-car'],
    [/Doll|Plush|Stuffed/, 'teddy'],
    [/Bao|Monopoly|Scrabble|Chess|Ludo|UNO/, 'board-game'],
    [/Kids Tablet/, 'tablet'],
    [/Bicycle|Scooter/, 'bicycle'],
    [/Kite/, 'kite'],
    [/Skipping Rope|Marbles|Water Gun|Inflatable Pool/, 'ball'],
    // Play sets (dough, kitchen, doctor, science, dinosaurs), rattles and the xylophone: toy blocks.
    [/Play Dough|Kitchen|Science|Dinosaur|Doctor|Rattle|Xylophone/, 'blocks'],
  ],
  'Food & Beverages': [
    [/Tea/, 'tea'],
    [/Coffee/, 'coffee'],
    [/Honey|Peanut Butter/, 'jar'],
    [/Nuts|Chia|Green Grams|Dried Mango/, 'nuts'],
    [/Unga|Flour|Rice|Sugar|Oats|Milk Powder/, 'flour-bag'],
    [/Oil/, 'oil-bottle'],
    [/Royco|Masala|Spice/, 'spice'],
    [/Crisps|Chips|Chocolate/, 'snack'],
    [/Water|Juice|Soda|Milk/, 'drink'],
  ],
  'Office Supplies': [
    [/Chair/, 'chair'],
    [/Desk 120/, 'table'],
    [/Printer|Ink Cartridge|Laminating|Shredder|Binding/, 'printer'],
    [/Notebook/, 'notebook'],
    [/Paper Ream|Envelopes|Box Files|Receipt Book|Sticky Notes/, 'paper'],
    [/Stapler|Punching|Paper Clips|Rubber Stamp/, 'stapler'],
    [/Markers|Pens|Highlighters|Organiser/, 'pen'],
    [/Whiteboard/, 'whiteboard'],
    [/Calculator/, 'calculator'],
    [/Filing Cabinet|Cash Box/, 'cabinet'],
    [/Lamp/, 'lamp'],
    [/Projector/, 'projector'],
    [/USB Flash/, 'flash-drive'],
    [/Mouse Pad/, 'mouse'],
    [/Bin/, 'bin'],
  ],
}

/** The item type of a demo product (see itemTypeRules); throws for a product no rule covers. */
export function itemTypeOf(category: string, name: string): string {
  const rule = itemTypeRules[category]?.find(([pattern]) => pattern.test(name))
  if (!rule) throw new Error(`No demo picture for "${name}" (${category}): add a rule to itemTypeRules`)
  return rule[1]
}

/** The addresses of an item type's picture: the larger one is the product's image, the smaller its srcset. */
export const productPictureUrl = (itemType: string, width: number = DEMO_PRODUCT_WIDTHS[1]) =>
  `/demo/products/${itemType}-${width}.webp`

/** Trades by a provider's specialization. */
const tradeBySpecialization: Record<string, string> = {
  Plumbing: 'plumbing',
  Cleaning: 'cleaning',
  Electrical: 'electrical',
  'Beauty & Wellness': 'beauty',
  'Auto Repair': 'auto-repair',
  Tutoring: 'tutoring',
  'Moving & Delivery': 'moving',
  Gardening: 'gardening',
  'IT Support': 'it-support',
  'Home Repairs': 'home-repairs',
  'General Practice': 'medical',
  'Nursing Care': 'medical',
  Pediatrics: 'medical',
  Dentistry: 'dentistry',
  Physiotherapy: 'physiotherapy',
  'Motor Insurance': 'motor-insurance',
  'Health Insurance': 'insurance',
  'Life Insurance': 'insurance',
  'Business Insurance': 'business-insurance',
  'Rentals & Letting': 'real-estate',
  'Residential Sales': 'real-estate',
  'Property Management': 'real-estate',
  'Commercial Property': 'commercial-property',
  Taxi: 'taxi',
  'Boda Boda (Motorbike)': 'boda',
  'Long Distance': 'long-distance',
}

/** Trades of providers without a specialization, by their type (and, for events, what they do). */
function tradeWithoutSpecialization(type: string, business: string, description: string) {
  if (type === 'event_promoter') return /sound|stage/i.test(`${business} ${description}`) ? 'sound-stage' : 'events'
  if (type === 'service_provider' && /care|house help/i.test(description)) return 'home-care'
  return null
}

/** The trade of a demo provider; throws for one no rule covers. */
export function tradeOf(provider: {
  type: string
  specialization: string | null
  business: string
  description: string
}): string {
  const trade = provider.specialization
    ? tradeBySpecialization[provider.specialization]
    : tradeWithoutSpecialization(provider.type, provider.business, provider.description)
  if (!trade) throw new Error(`No demo banner for the provider "${provider.business}": add its trade`)
  return trade
}

export const providerBannerUrl = (trade: string, width: number = DEMO_BANNER_WIDTHS[0]) =>
  `/demo/providers/${trade}-${width}.webp`

/** Drawn event pictures: designs per event type (scripts/demo-pictures.mjs, eventDesigns). */
export const EVENT_PICTURE_DESIGNS = 2

/** The picture of a demo event: one of its type's designs, chosen by `index` (the event's place in the list). */
export const eventPictureUrl = (eventType: string, index: number, width: number = DEMO_EVENT_WIDTHS[1]) =>
  `/demo/events/${eventType.replace('_', '-')}-${(index % EVENT_PICTURE_DESIGNS) + 1}-${width}.webp`
