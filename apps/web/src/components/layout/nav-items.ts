import {
  Briefcase,
  Building2,
  CalendarDays,
  Car,
  Heart,
  House,
  LayoutGrid,
  ListChecks,
  MessagesSquare,
  ShieldCheck,
  ShoppingBag,
  Stethoscope,
  User,
  UtensilsCrossed,
  Wrench,
} from '@/components/ui/shell-icons'
import type { SpriteIcon } from '@/components/ui/sprite-icon'

export interface NavItem {
  key:
    | 'home'
    | 'shop'
    | 'food'
    | 'events'
    | 'chat'
    | 'rides'
    | 'services'
    | 'realEstate'
    | 'medical'
    | 'jobs'
    | 'insurance'
    | 'serviceHub'
    | 'wishlist'
    | 'profile'
    | 'activity'
  to: string
  icon: SpriteIcon
}

export interface NavGroup {
  key: 'main' | 'services' | 'account'
  items: NavItem[]
}

/** The sidebar's groups and links, in the spec's order (000, page shell), and My Activity (DESIGN.md, Verticals). */
export const navGroups: NavGroup[] = [
  {
    key: 'main',
    items: [
      { key: 'home', to: '/', icon: House },
      { key: 'shop', to: '/shop', icon: ShoppingBag },
      { key: 'food', to: '/food', icon: UtensilsCrossed },
      { key: 'events', to: '/events', icon: CalendarDays },
      { key: 'chat', to: '/chat-forums', icon: MessagesSquare },
    ],
  },
  {
    key: 'services',
    items: [
      { key: 'rides', to: '/rides', icon: Car },
      { key: 'services', to: '/services', icon: Wrench },
      { key: 'realEstate', to: '/real-estate', icon: Building2 },
      { key: 'medical', to: '/medical', icon: Stethoscope },
      { key: 'jobs', to: '/jobs', icon: Briefcase },
      { key: 'insurance', to: '/insurance', icon: ShieldCheck },
      { key: 'serviceHub', to: '/service-hub', icon: LayoutGrid },
    ],
  },
  {
    key: 'account',
    items: [
      { key: 'wishlist', to: '/wishlist', icon: Heart },
      { key: 'profile', to: '/profile', icon: User },
      { key: 'activity', to: '/activity', icon: ListChecks },
    ],
  },
]
