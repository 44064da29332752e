import { createHmac, randomBytes } from 'node:crypto'
import type { ActivityItem } from '@soko/shared/activity/activity.schema'
import {
  ADVERT_DESCRIPTION_MAX,
  ADVERT_TITLE_MAX,
  truncate,
  type Advert,
} from '@soko/shared/adverts/advert.schema'
import { SAVED_SEARCHES_MAX, type PropertyStatus } from '@soko/shared/real-estate/real-estate.constants'
import type {
  PropertyCard,
  PropertyCriteria,
  PropertyDetail,
  PropertyListQuery,
  PropertyPage,
  RequestViewingInput,
  SavedSearch,
  Viewing,
} from '@soko/shared/real-estate/real-estate.schema'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../lib/db-errors'
import type { FileStorage } from '../../lib/file-storage'
import { isUuid } from '../../lib/ids'
import type { AdminNotices } from '../admin/admin-notices.service'
import type { NotificationsService } from '../notifications/notifications.service'
import { createRealEstateAdminService } from './real-estate-admin.service'
import { createRealEstateAgentService } from './real-estate-agent.service'
import { nairobiDate, slotStart, viewingTimeProblem } from './real-estate.clock'
import {
  propertyNotFound,
  savedSearchesFull,
  savedSearchNotFound,
  viewingAlreadyOpen,
  viewingCannotCancel,
  viewingNotFound,
  viewingNotListed,
  viewingOwnListing,
  viewingPastDate,
  viewingPastSlot,
  viewingSlotTaken,
  viewingTooFar,
} from './real-estate.errors'
import { agentNotices, newMatchNotice } from './real-estate.notices'
import { realEstateRepository as repo, type PropertyRow } from './real-estate.repository'
import {
  criteriaOf,
  matchesCriteria,
  searchLabel,
  toCard,
  toDetailBase,
  toSavedSearch,
  toViewing,
  toViewingActivity,
} from './real-estate.views'

/** The only writer of `real_estate_agents`; each call runs in the caller's transaction (`tx`). */
export const realEstateService = {
  /** An approved real-estate agent application: the user's agent record, created or marked verified. */
  async verifyApplicant(tx: Db, userId: string, applicant: { fullName: string; agencyName: string }) {
    const existing = await repo.agentIdOfUser(tx, userId)
    if (existing) await repo.verifyAgent(tx, existing)
    else await repo.insertAgent(tx, { userId, ...applicant, isVerified: true })
  },
}

/** Statuses anyone may open; `draft` and `unpublished` only the listing's agent and admins. */
export const PUBLIC_STATUSES: readonly PropertyStatus[] = ['available', 'let', 'sold']

export type RealEstateDeps = {
  db: Db
  notifications: Pick<NotificationsService, 'notify'>
  notices: Pick<AdminNotices, 'publish'>
  storage: FileStorage
  /** Whether a user is an admin (admins open drafts and unpublished listings). */
  isAdmin: (userId: string) => Promise<boolean>
  log?: Pick<FastifyBaseLogger, 'warn'>
  /** The clock viewings and views are read against (tests move it). */
  now?: () => Date
  /**
   * The key of a signed-out visitor's view: a keyed hash of the day, the address and the browser, so the
   * stored views cannot be turned back into addresses or linked from one day to the next. Default: a random
   * key of this process (views of the same visitor then count again after a restart).
   */
  viewSecret?: string
}

/** Who viewed: a signed-in user, or a signed-out visitor known only by address and browser. */
export type Viewer = { userId: string } | { ip: string; agent: string }

/** What the agent and admin halves share with this one. */
export type RealEstateContext = Required<Omit<RealEstateDeps, 'log' | 'viewSecret'>> & {
  log?: RealEstateDeps['log']
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>
  /** After a listing first became available (committed): its saved-search matches are told, once. */
  published: (row: PropertyRow) => Promise<void>
  /** The user the listing belongs to: its agent's account, else its owner. */
  userOfListing: (row: PropertyRow) => Promise<string | null>
}

/**
 * Real estate (issue 16, docs/real-estate-api.md): the public list and pages, views, saved properties, viewing
 * requests, saved searches, My activity's viewings and the billboard's properties; the agent's dashboard
 * (`agent`) and the admin's moderation (`admin`).
 */
export function createRealEstateService(deps: RealEstateDeps) {
  const { db, notifications, isAdmin, log } = deps
  const now = deps.now ?? (() => new Date())
  const viewSecret = deps.viewSecret ?? randomBytes(32).toString('base64url')
  const viewerKey = (viewer: Viewer, day: string) =>
    'userId' in viewer
      ? viewer.userId
      : `v:${createHmac('sha256', viewSecret)
          .update(`${day}|${viewer.ip}|${viewer.agent}`)
          .digest('base64url')
          .slice(0, 32)}`
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db))

  async function userOfListing(row: PropertyRow) {
    const agent = row.agentId ? await repo.agent(db, row.agentId) : undefined
    return agent?.userId ?? row.ownerId
  }

  const isOwner = (row: PropertyRow, agentUserId: string | null, userId: string | null) =>
    Boolean(userId && (agentUserId === userId || row.ownerId === userId))

  /** A property the reader may open (unknown, malformed or hidden from them: 404), with its agent. */
  async function visible(id: string, userId: string | null) {
    const row = isUuid(id) ? await repo.property(db, id) : undefined
    if (!row) throw propertyNotFound()
    const agent = row.agentId ? await repo.agent(db, row.agentId) : undefined
    const agentUserId = agent?.userId ?? null
    if (!PUBLIC_STATUSES.includes(row.status as PropertyStatus)) {
      const allowed = userId && (isOwner(row, agentUserId, userId) || (await isAdmin(userId)))
      if (!allowed) throw propertyNotFound()
    }
    return { row, agent, agentUserId }
  }

  async function published(row: PropertyRow) {
    try {
      const agentUserId = await userOfListing(row)
      const except = [...new Set([agentUserId, row.ownerId].filter((id): id is string => Boolean(id)))]
      const searches = await repo.savedSearchesFor(db, row, except)
      const owners = new Set(
        searches.filter((search) => matchesCriteria(row, search.criteria)).map((search) => search.userId),
      )
      const notice = newMatchNotice(row.title, row.priceCents / 100, row.listingType)
      for (const userId of owners)
        await notifications.notify(userId, { ...notice, actionUrl: `/property/${row.id}` })
    } catch (error) {
      // A courtesy: the listing is published whatever happens here.
      log?.warn({ err: error, propertyId: row.id }, 'real estate: saved-search matches not told')
    }
  }

  const context: RealEstateContext = { ...deps, now, log, transaction, published, userOfListing }

  /** A viewing of the requester's own (another user's, unknown or malformed: 404). */
  async function ownViewing(userId: string, id: string) {
    const row = isUuid(id) ? await repo.viewing(db, id) : undefined
    if (!row || row.viewing.requesterId !== userId) throw viewingNotFound()
    return row
  }

  return {
    // ---- public
    async list(query: PropertyListQuery): Promise<PropertyPage> {
      const [rows, total] = await Promise.all([repo.listPage(db, query), repo.countListed(db, query)])
      return { items: rows.map(toCard), total, page: query.page, page_size: query.page_size }
    },

    /** The listing's page; a signed-in reader also gets whether they saved it, own it, and their viewing. */
    async detail(id: string, userId: string | null): Promise<PropertyDetail> {
      const { row, agent, agentUserId } = await visible(id, userId)
      const [saved, mine, taken] = await Promise.all([
        userId ? repo.isSaved(db, userId, row.id) : false,
        userId ? repo.openViewing(db, row.id, userId) : undefined,
        repo.takenSlots(db, row.id, nairobiDate(now())),
      ])
      return {
        ...toDetailBase(row, agent),
        is_saved: saved,
        is_owner: isOwner(row, agentUserId, userId),
        my_viewing: mine ? toViewing(mine) : null,
        taken_slots: taken,
      }
    },

    /** Counts one view per visitor per Nairobi day, of listed properties only. */
    async countView(id: string, viewer: Viewer) {
      const { row } = await visible(id, null)
      if (row.status !== 'available') return
      const day = nairobiDate(now())
      await transaction((tx) => repo.addView(tx, row.id, viewerKey(viewer, day), day))
    },

    // ---- saved properties
    async saved(userId: string): Promise<{ items: PropertyCard[] }> {
      const rows = await repo.savedOf(db, userId, PUBLIC_STATUSES)
      return { items: rows.map((row) => toCard(row.property)) }
    },

    /** Saves a property the user may open, or forgets any (unknown or malformed: 404). */
    async setSaved(userId: string, id: string, save: boolean) {
      if (save) {
        const { row } = await visible(id, userId)
        await repo.save(db, userId, row.id)
      } else {
        const row = isUuid(id) ? await repo.property(db, id) : undefined
        if (!row) throw propertyNotFound()
        await repo.unsave(db, userId, row.id)
      }
      return { saved: save }
    },

    // ---- viewings
    /**
     * A viewing request at a date and slot, Nairobi time: not before today, at most VIEWING_DAYS_AHEAD_MAX days
     * ahead, not a slot already begun, of an available listing that is not the requester's own, at a slot not
     * already confirmed for someone else, and one open request per requester and property (the unique index).
     * The agent is told.
     */
    async requestViewing(userId: string, id: string, input: RequestViewingInput): Promise<Viewing> {
      const { row, agentUserId } = await visible(id, userId)
      if (isOwner(row, agentUserId, userId)) throw viewingOwnListing()
      if (row.status !== 'available') throw viewingNotListed()
      const problem = viewingTimeProblem(input.date, input.slot, now())
      if (problem === 'past_date') throw viewingPastDate()
      if (problem === 'too_far') throw viewingTooFar()
      if (problem === 'past_slot') throw viewingPastSlot()
      if (await repo.slotTaken(db, row.id, input.date, input.slot)) throw viewingSlotTaken()
      let created
      try {
        created = await repo.insertViewing(db, {
          propertyId: row.id,
          requesterId: userId,
          date: input.date,
          slot: input.slot,
          message: input.message || null,
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw viewingAlreadyOpen()
        throw error
      }
      const viewing = (await repo.viewing(db, created.id))!
      if (agentUserId) {
        const requester = await repo.contactOf(db, userId)
        await notifications.notify(agentUserId, {
          ...agentNotices.requested(
            { property: row.title, date: input.date, slot: input.slot },
            requester?.fullName || 'A customer',
          ),
          actionUrl: '/real-estate-dashboard',
        })
      }
      return toViewing(viewing)
    },

    async myViewings(userId: string): Promise<{ items: Viewing[] }> {
      return { items: (await repo.viewingsOf(db, userId)).map(toViewing) }
    },

    /** The requester cancels their own requested or confirmed viewing before its time; the agent is told. */
    async cancelViewing(userId: string, id: string): Promise<Viewing> {
      const current = await ownViewing(userId, id)
      const { date, slot } = current.viewing
      if (slotStart(date, slot).getTime() <= now().getTime()) throw viewingCannotCancel()
      const moved = await repo.moveViewing(db, current.viewing.id, ['requested', 'confirmed'], 'cancelled')
      if (!moved) throw viewingCannotCancel()
      const property = await repo.property(db, moved.propertyId)
      const agentUserId = property ? await userOfListing(property) : null
      if (agentUserId) {
        const requester = await repo.contactOf(db, userId)
        await notifications.notify(agentUserId, {
          ...agentNotices.cancelled(
            { property: current.propertyTitle, date, slot },
            requester?.fullName || 'A customer',
          ),
          actionUrl: '/real-estate-dashboard',
        })
      }
      return toViewing({ ...current, viewing: moved })
    },

    /** My activity's viewings: newest first, before the cursor. */
    async activity(
      userId: string,
      limit: number,
      before?: { date: Date; id: string },
    ): Promise<ActivityItem[]> {
      return (await repo.activity(db, userId, limit, before)).map(toViewingActivity)
    },

    // ---- saved searches
    async savedSearches(userId: string): Promise<{ items: SavedSearch[] }> {
      return { items: (await repo.savedSearches(db, userId)).map(toSavedSearch) }
    },

    /** Saves the criteria with a label built here; at most SAVED_SEARCHES_MAX per user. */
    async createSavedSearch(userId: string, input: PropertyCriteria): Promise<SavedSearch> {
      const criteria = criteriaOf(input)
      const row = await transaction((tx) =>
        repo.insertSavedSearch(tx, { userId, label: searchLabel(criteria), criteria }, SAVED_SEARCHES_MAX),
      )
      if (!row) throw savedSearchesFull()
      return toSavedSearch(row)
    },

    async deleteSavedSearch(userId: string, id: string) {
      if (!isUuid(id) || !(await repo.deleteSavedSearch(db, id, userId))) throw savedSearchNotFound()
    },

    // ---- the billboard
    /** Available properties, newest first, as billboard items (adverts.service's property source). */
    async adverts(limit: number): Promise<Advert[]> {
      if (limit <= 0) return []
      const rows = await repo.advertProperties(db, limit)
      const agents = await repo.agentsOf(db, [
        ...new Set(rows.flatMap((row) => (row.agentId ? [row.agentId] : []))),
      ])
      return rows.map((row) => ({
        id: row.id,
        type: 'property',
        title: truncate(row.title, ADVERT_TITLE_MAX),
        description: truncate(row.description, ADVERT_DESCRIPTION_MAX),
        price: row.priceCents / 100,
        image_url: row.imageUrl,
        location: row.locationAddress ?? row.city,
        vendor: (row.agentId && agents.get(row.agentId)?.agencyName) || null,
        category: row.propertyType,
        link: `/property/${row.id}`,
      }))
    },

    agent: createRealEstateAgentService(context),
    admin: createRealEstateAdminService(context),
  }
}
export type RealEstateService = ReturnType<typeof createRealEstateService>
