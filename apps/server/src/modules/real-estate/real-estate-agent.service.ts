import {
  agentStatusMoves,
  PROPERTY_IMAGES_MAX,
  type PropertyStatus,
  type ViewingStatus,
} from '@soko/shared/real-estate/real-estate.constants'
import type {
  AgentListing,
  AgentViewing,
  PropertyInput,
  RealEstateDashboard,
  propertyUpdateSchema,
} from '@soko/shared/real-estate/real-estate.schema'
import type { z } from 'zod'
import { isUniqueViolation } from '../../lib/db-errors'
import { isUuid } from '../../lib/ids'
import { removeStoredImage, storeWebpImage } from '../../lib/image-store'
import { nairobiDate } from './real-estate.clock'
import {
  badMove,
  imageNotFound,
  notAgent,
  propertyNotFound,
  tooManyImages,
  unpublishedByAdmin,
  viewingNotFound,
  viewingNotPending,
  viewingSlotTaken,
} from './real-estate.errors'
import { requesterNotices } from './real-estate.notices'
import {
  realEstateRepository as repo,
  type AgentRow,
  type NewProperty,
  type PropertyRow,
} from './real-estate.repository'
import type { RealEstateContext } from './real-estate.service'
import { toAgentViewing, toDetailBase } from './real-estate.views'

/** Where the pictures of listings are stored (uploads/properties/...). */
const IMAGE_FOLDER = 'properties'

type PropertyChanges = z.output<typeof propertyUpdateSchema>

/** The columns a listing's input sets (KSh become cents; an empty contact becomes none). */
function propertyColumns(input: PropertyChanges): Partial<NewProperty> {
  const set: Partial<NewProperty> = {}
  if (input.title !== undefined) set.title = input.title
  if (input.description !== undefined) set.description = input.description
  if (input.listing_type !== undefined) set.listingType = input.listing_type
  if (input.property_type !== undefined) set.propertyType = input.property_type
  if (input.price !== undefined) set.priceCents = input.price * 100
  if (input.bedrooms !== undefined) set.bedrooms = input.bedrooms
  if (input.bathrooms !== undefined) set.bathrooms = input.bathrooms
  if (input.area_sqm !== undefined) set.areaSqm = input.area_sqm
  if (input.location_address !== undefined) set.locationAddress = input.location_address
  if (input.county !== undefined) set.county = input.county
  if (input.city !== undefined) set.city = input.city
  if (input.latitude !== undefined) set.latitude = input.latitude
  if (input.longitude !== undefined) set.longitude = input.longitude
  if (input.amenities !== undefined) set.amenities = [...new Set(input.amenities)]
  if (input.features !== undefined) set.features = input.features
  if (input.virtual_tour_url !== undefined) set.virtualTourUrl = input.virtual_tour_url
  if (input.contact_phone !== undefined) set.contactPhone = input.contact_phone || null
  if (input.contact_email !== undefined) set.contactEmail = input.contact_email || null
  if (input.available_from !== undefined) set.availableFrom = input.available_from
  return set
}

/**
 * The agent's dashboard (/api/real-estate-dashboard): a verified agent's listings, their status moves and
 * pictures, and the viewing requests of them. Another agent's listing or viewing answers 404.
 */
export function createRealEstateAgentService(context: RealEstateContext) {
  const { db, storage, notifications, now, transaction, published } = context

  /** The user's verified agent record; anyone else: 403 real_estate.not_agent. */
  async function agentOf(userId: string) {
    const agent = await repo.agentOfUser(db, userId)
    if (!agent?.isVerified) throw notAgent()
    return agent
  }

  /** The agent's own listing (another agent's, unknown or malformed: 404). */
  async function own(userId: string, id: string) {
    const agent = await agentOf(userId)
    const row = isUuid(id) ? await repo.property(db, id) : undefined
    if (!row || row.agentId !== agent.id) throw propertyNotFound()
    return { agent, row }
  }

  async function listings(agent: AgentRow, rows: PropertyRow[]): Promise<AgentListing[]> {
    const counts = await repo.viewingCounts(
      db,
      rows.map((row) => row.id),
    )
    return rows.map((row) => ({
      ...toDetailBase(row, agent),
      viewing_requests: counts.get(row.id)?.total ?? 0,
      pending_viewings: counts.get(row.id)?.pending ?? 0,
    }))
  }

  const listing = async (agent: AgentRow, row: PropertyRow) => (await listings(agent, [row]))[0]!

  /** One viewing of the agent's listings, with the requester (another agent's: 404). */
  async function ownViewing(agentId: string, id: string) {
    const [row] = isUuid(id) ? await repo.agentViewings(db, agentId, nairobiDate(now()), undefined, id) : []
    if (!row) throw viewingNotFound()
    return row
  }

  return {
    /** 403 unless a verified agent (the dashboard's guard, before a body is read). */
    agentOf,

    async dashboard(userId: string): Promise<RealEstateDashboard> {
      const agent = await agentOf(userId)
      const stats = await repo.agentStats(db, agent.id)
      return {
        agent: {
          id: agent.id,
          full_name: agent.fullName,
          agency_name: agent.agencyName,
          is_verified: agent.isVerified,
        },
        stats: {
          listings: stats.listings,
          available: stats.available,
          views: stats.views,
          pending_viewings: stats.pending,
        },
      }
    },

    async listings(userId: string): Promise<{ items: AgentListing[] }> {
      const agent = await agentOf(userId)
      return { items: await listings(agent, await repo.propertiesOfAgent(db, agent.id)) }
    },

    /** A new listing, as a draft; the contact defaults to the agent's account. */
    async create(userId: string, input: PropertyInput): Promise<AgentListing> {
      const agent = await agentOf(userId)
      const contact = await repo.contactOf(db, userId)
      const row = await repo.insertProperty(db, {
        ownerId: userId,
        agentId: agent.id,
        title: input.title,
        listingType: input.listing_type,
        priceCents: input.price * 100,
        status: 'draft',
        ...propertyColumns(input),
        contactPhone: input.contact_phone || contact?.phone || null,
        contactEmail: input.contact_email || contact?.email || null,
      })
      return listing(agent, row)
    },

    async update(userId: string, id: string, input: PropertyChanges): Promise<AgentListing> {
      const { agent } = await own(userId, id)
      const row = await repo.updateProperty(db, id, propertyColumns(input))
      return listing(agent, row!)
    },

    /**
     * One of agentStatusMoves (409 real_estate.bad_move otherwise; an admin's unpublished listing: 409
     * real_estate.unpublished_by_admin). The first move to available publishes it: its saved-search matches are
     * told once the move has committed.
     */
    async move(userId: string, id: string, status: PropertyStatus): Promise<AgentListing> {
      const { agent } = await own(userId, id)
      const { row, first } = await transaction(async (tx) => {
        const current = await repo.lockProperty(tx, id)
        if (!current) throw propertyNotFound()
        if (current.status === 'unpublished') throw unpublishedByAdmin()
        const from = current.status as PropertyStatus
        if (!agentStatusMoves[from].includes(status)) throw badMove()
        const publishing = status === 'available' && current.publishedAt === null
        const moved = await repo.moveStatus(tx, id, from, {
          status,
          ...(publishing ? { publishedAt: now() } : {}),
        })
        if (!moved) throw badMove()
        return { row: moved, first: publishing }
      })
      if (first) await published(row)
      return listing(agent, row)
    },

    /** 404 unless the agent's own listing, 409 when it already has PROPERTY_IMAGES_MAX pictures. */
    async roomForImage(userId: string, id: string) {
      const { row } = await own(userId, id)
      if (row.images.length >= PROPERTY_IMAGES_MAX) throw tooManyImages()
    },

    /** Stores the picture (resized WebP) and adds it; the first picture is the card's. */
    async addImage(userId: string, id: string, bytes: Buffer): Promise<{ images: string[] }> {
      await own(userId, id)
      const { url } = await storeWebpImage(storage, IMAGE_FOLDER, bytes)
      const row = await repo.addImage(db, id, url, PROPERTY_IMAGES_MAX)
      if (!row) {
        // Filled meanwhile (another upload): this picture does not stay.
        await removeStoredImage(storage, IMAGE_FOLDER, url)
        throw tooManyImages()
      }
      return { images: row.images }
    },

    /** Removes the picture at `index` (and its file, when it is one of ours). */
    async removeImage(userId: string, id: string, index: string): Promise<{ images: string[] }> {
      const { row } = await own(userId, id)
      const position = /^\d{1,3}$/.test(index) ? Number(index) : -1
      const url = row.images[position]
      if (url === undefined) throw imageNotFound()
      const after = await repo.removeImage(db, id, position, url)
      if (!after) throw imageNotFound()
      await removeStoredImage(storage, IMAGE_FOLDER, url)
      return { images: after.images }
    },

    async viewings(userId: string, status?: ViewingStatus): Promise<{ items: AgentViewing[] }> {
      const agent = await agentOf(userId)
      const rows = await repo.agentViewings(db, agent.id, nairobiDate(now()), status)
      return { items: rows.map(toAgentViewing) }
    },

    /**
     * Confirms a requested viewing. Two confirmations of one slot race to the partial unique index
     * `property_viewings_one_confirmed_per_slot`: the loser answers 409 real_estate.viewing_slot_taken.
     */
    async confirm(userId: string, id: string): Promise<AgentViewing> {
      const agent = await agentOf(userId)
      const current = await ownViewing(agent.id, id)
      if (current.viewing.status !== 'requested') throw viewingNotPending()
      let moved
      try {
        moved = await repo.moveViewing(db, current.viewing.id, ['requested'], 'confirmed')
      } catch (error) {
        if (isUniqueViolation(error)) throw viewingSlotTaken()
        throw error
      }
      if (!moved) throw viewingNotPending()
      const { date, slot } = moved
      await notifications.notify(moved.requesterId, {
        ...requesterNotices.confirmed({ property: current.propertyTitle, date, slot }),
        actionUrl: `/property/${moved.propertyId}`,
      })
      return toAgentViewing({ ...current, viewing: moved })
    },

    /** Declines a requested viewing, with the agent's reason; the requester is told. */
    async decline(userId: string, id: string, reason?: string): Promise<AgentViewing> {
      const agent = await agentOf(userId)
      const current = await ownViewing(agent.id, id)
      if (current.viewing.status !== 'requested') throw viewingNotPending()
      const note = reason?.trim() || null
      const moved = await repo.moveViewing(db, current.viewing.id, ['requested'], 'declined', note)
      if (!moved) throw viewingNotPending()
      const { date, slot } = moved
      await notifications.notify(moved.requesterId, {
        ...requesterNotices.declined({ property: current.propertyTitle, date, slot }, note),
        actionUrl: `/property/${moved.propertyId}`,
      })
      return toAgentViewing({ ...current, viewing: moved })
    },
  }
}
export type RealEstateAgentService = ReturnType<typeof createRealEstateAgentService>
