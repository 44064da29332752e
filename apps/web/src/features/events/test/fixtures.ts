import type { EventCard } from '../event-types'

/** An upcoming paid event with seats left; tests change what they need. */
export const sampleEvent: EventCard = {
  id: '0198f0aa-0000-7000-8000-0000000000e1',
  title: 'Sauti Sol Live at Carnivore',
  description: 'An evening of Kenyan afro-pop under the stars.',
  date: '2030-12-12',
  end_date: null,
  time: '18:30',
  location: 'Carnivore Grounds, Langata',
  event_type: 'concert',
  price: 2500,
  price_cents: 250_000,
  image_url: null,
  organizer: 'Nairobi Nights Events',
  max_attendees: 500,
  current_attendees: 120,
  seats_left: 380,
  popularity: 87,
  is_ended: false,
  is_sold_out: false,
}
