import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import type {
  PropertyCriteria,
  PropertyListQuery,
  PropertyStatus,
  ViewingStatus,
} from '@soko/shared/real-estate/real-estate.schema'
import type { Db } from '../../db/client'
import { olderThan } from '../../db/keyset'
import { users } from '../auth/auth.table'
import { profiles } from '../users/users.table'
import {
  properties,
  propertySavedSearches,
  propertySaves,
  propertyViewings,
  propertyViews,
  realEstateAgents,
} from './real-estate.table'

export type PropertyRow = typeof properties.$inferSelect
export type NewProperty = typeof properties.$inferInsert
export type AgentRow = typeof realEstateAgents.$inferSelect
export type ViewingRow = typeof propertyViewings.$inferSelect
export type SavedSearchRow = typeof propertySavedSearches.$inferSelect

/** `%text%` for ILIKE, with the user's own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** What the search reads: exactly the expression of the trigram index `properties_search_trgm_idx`. */
const searchText = sql`(${properties.title} || ' ' || coalesce(${properties.locationAddress}, '') || ' ' || coalesce(${properties.city}, '') || ' ' || coalesce(${properties.county}, ''))`

/** The admin list's search (title and place) and status. */
export type AdminPropertyFilter = { search?: string; status?: PropertyStatus }

function adminWhere(filter: AdminPropertyFilter) {
  return and(
    filter.search ? sql`${searchText} ilike ${contains(filter.search)}` : undefined,
    filter.status ? eq(properties.status, filter.status) : undefined,
  )
}

/** The criteria of the list and of a saved search (views.ts `matchesCriteria` says the same in code). */
function criteriaWhere(criteria: PropertyCriteria): SQL | undefined {
  return and(
    criteria.search ? sql`${searchText} ilike ${contains(criteria.search)}` : undefined,
    criteria.listing_type ? eq(properties.listingType, criteria.listing_type) : undefined,
    criteria.property_type ? eq(properties.propertyType, criteria.property_type) : undefined,
    criteria.county ? eq(properties.county, criteria.county) : undefined,
    criteria.city ? sql`lower(${properties.city}) = lower(${criteria.city})` : undefined,
    criteria.min_bedrooms ? sql`${properties.bedrooms} >= ${criteria.min_bedrooms}` : undefined,
    criteria.min_price !== undefined
      ? sql`${properties.priceCents} >= ${criteria.min_price * 100}`
      : undefined,
    criteria.max_price !== undefined
      ? sql`${properties.priceCents} <= ${criteria.max_price * 100}`
      : undefined,
  )
}

const listed = (criteria: PropertyCriteria) =>
  and(eq(properties.status, 'available'), criteriaWhere(criteria))

function listOrder(sort: PropertyListQuery['sort']): SQL[] {
  const newest = [desc(properties.createdAt), desc(properties.id)]
  if (sort === 'price_asc') return [asc(properties.priceCents), ...newest]
  if (sort === 'price_desc') return [desc(properties.priceCents), ...newest]
  return [desc(properties.isFeatured), ...newest]
}

const createdMs = sql`date_trunc('milliseconds', ${propertyViewings.createdAt})`

/** A viewing with what its cards show of the property. */
const viewingColumns = {
  viewing: propertyViewings,
  propertyTitle: properties.title,
  propertyImageUrl: properties.imageUrl,
  propertyAddress: properties.locationAddress,
  propertyCity: properties.city,
  agentId: properties.agentId,
  ownerId: properties.ownerId,
}

/** Every query takes its executor, so a caller's transaction carries the write. */
export const realEstateRepository = {
  // ---- agents
  async agentIdOfUser(tx: Db, userId: string) {
    const [row] = await tx
      .select({ id: realEstateAgents.id })
      .from(realEstateAgents)
      .where(eq(realEstateAgents.userId, userId))
    return row?.id
  },

  async agentOfUser(tx: Db, userId: string) {
    const [row] = await tx.select().from(realEstateAgents).where(eq(realEstateAgents.userId, userId))
    return row
  },

  async agent(tx: Db, id: string) {
    const [row] = await tx.select().from(realEstateAgents).where(eq(realEstateAgents.id, id))
    return row
  },

  async lockAgent(tx: Db, id: string) {
    const [row] = await tx.select().from(realEstateAgents).where(eq(realEstateAgents.id, id)).for('update')
    return row
  },

  async insertAgent(tx: Db, values: typeof realEstateAgents.$inferInsert) {
    await tx.insert(realEstateAgents).values(values)
  },

  async verifyAgent(tx: Db, id: string) {
    await tx.update(realEstateAgents).set({ isVerified: true }).where(eq(realEstateAgents.id, id))
  },

  async setAgentVerified(tx: Db, id: string, isVerified: boolean) {
    await tx.update(realEstateAgents).set({ isVerified }).where(eq(realEstateAgents.id, id))
  },

  /** Every agent (or one) with the account's e-mail and how many listings they have; newest first. */
  adminAgents(tx: Db, id?: string) {
    return tx
      .select({
        agent: realEstateAgents,
        email: users.email,
        listings: sql<number>`(select count(*)::int from ${properties} p where p.agent_id = ${realEstateAgents.id})`,
      })
      .from(realEstateAgents)
      .leftJoin(users, eq(users.id, realEstateAgents.userId))
      .where(id ? eq(realEstateAgents.id, id) : undefined)
      .orderBy(desc(realEstateAgents.createdAt), desc(realEstateAgents.id))
      .limit(500)
  },

  /** The account's e-mail and phone (a new listing's contact by default). */
  async contactOf(tx: Db, userId: string) {
    const [row] = await tx
      .select({
        email: users.email,
        phone: sql<string | null>`coalesce(nullif(${profiles.phone}, ''), ${users.phoneNumber})`,
        fullName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId))
    return row
  },

  // ---- properties
  async listPage(tx: Db, query: PropertyListQuery) {
    return tx
      .select()
      .from(properties)
      .where(listed(query))
      .orderBy(...listOrder(query.sort))
      .offset((query.page - 1) * query.page_size)
      .limit(query.page_size)
  },

  async countListed(tx: Db, criteria: PropertyCriteria) {
    const [row] = await tx.select({ n: count() }).from(properties).where(listed(criteria))
    return row?.n ?? 0
  },

  async property(tx: Db, id: string) {
    const [row] = await tx.select().from(properties).where(eq(properties.id, id))
    return row
  },

  async lockProperty(tx: Db, id: string) {
    const [row] = await tx.select().from(properties).where(eq(properties.id, id)).for('update')
    return row
  },

  async agentsOf(tx: Db, agentIds: string[]) {
    if (!agentIds.length) return new Map<string, AgentRow>()
    const rows = await tx.select().from(realEstateAgents).where(inArray(realEstateAgents.id, agentIds))
    return new Map(rows.map((row) => [row.id, row]))
  },

  async insertProperty(tx: Db, values: NewProperty) {
    const [row] = await tx.insert(properties).values(values).returning()
    return row!
  },

  async updateProperty(tx: Db, id: string, changes: Partial<NewProperty>) {
    const [row] = await tx
      .update(properties)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(properties.id, id))
      .returning()
    return row
  },

  /** Moves the status only from `from` (a concurrent move makes it answer nothing). */
  async moveStatus(tx: Db, id: string, from: string, changes: Partial<NewProperty>) {
    const [row] = await tx
      .update(properties)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(properties.id, id), eq(properties.status, from)))
      .returning()
    return row
  },

  /** Adds a picture while the listing has fewer than `max`; the first one is also `image_url`. */
  async addImage(tx: Db, id: string, url: string, max: number) {
    const [row] = await tx
      .update(properties)
      .set({
        images: sql`${properties.images} || ${JSON.stringify([url])}::jsonb`,
        imageUrl: sql`coalesce(${properties.imageUrl}, ${url})`,
        updatedAt: new Date(),
      })
      .where(and(eq(properties.id, id), sql`jsonb_array_length(${properties.images}) < ${max}`))
      .returning()
    return row
  },

  /** Removes the picture at `index` while it is still `url`; `image_url` becomes the new first one. */
  async removeImage(tx: Db, id: string, index: number, url: string) {
    const [row] = await tx
      .update(properties)
      .set({
        images: sql`${properties.images} - ${index}::int`,
        imageUrl: sql`(${properties.images} - ${index}::int) ->> 0`,
        updatedAt: new Date(),
      })
      .where(and(eq(properties.id, id), sql`${properties.images} ->> ${index}::int = ${url}`))
      .returning()
    return row
  },

  propertiesOfAgent(tx: Db, agentId: string) {
    return tx
      .select()
      .from(properties)
      .where(eq(properties.agentId, agentId))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(500)
  },

  /** Per property: every viewing request and the ones still waiting for an answer. */
  async viewingCounts(tx: Db, propertyIds: string[]) {
    const counts = new Map<string, { total: number; pending: number }>()
    if (!propertyIds.length) return counts
    const rows = await tx
      .select({
        propertyId: propertyViewings.propertyId,
        total: count(),
        pending: sql<number>`count(*) filter (where ${propertyViewings.status} = 'requested')::int`,
      })
      .from(propertyViewings)
      .where(inArray(propertyViewings.propertyId, propertyIds))
      .groupBy(propertyViewings.propertyId)
    for (const row of rows) counts.set(row.propertyId, { total: row.total, pending: row.pending })
    return counts
  },

  async agentStats(tx: Db, agentId: string) {
    const [row] = await tx
      .select({
        listings: count(),
        available: sql<number>`count(*) filter (where ${properties.status} = 'available')::int`,
        views: sql<number>`coalesce(sum(${properties.viewsCount}), 0)::int`,
        pending: sql<number>`(select count(*)::int from ${propertyViewings} v join ${properties} p on p.id = v.property_id
          where p.agent_id = ${agentId} and v.status = 'requested')`,
      })
      .from(properties)
      .where(eq(properties.agentId, agentId))
    return row ?? { listings: 0, available: 0, views: 0, pending: 0 }
  },

  /** One view per viewer per property per day: true when this one was new (and counted). */
  async addView(tx: Db, propertyId: string, viewerKey: string, day: string) {
    const inserted = await tx
      .insert(propertyViews)
      .values({ propertyId, viewerKey, day })
      .onConflictDoNothing()
      .returning({ day: propertyViews.day })
    if (!inserted.length) return false
    await tx
      .update(properties)
      .set({ viewsCount: sql`${properties.viewsCount} + 1` })
      .where(eq(properties.id, propertyId))
    return true
  },

  // ---- saved properties
  async save(tx: Db, userId: string, propertyId: string) {
    await tx.insert(propertySaves).values({ userId, propertyId }).onConflictDoNothing()
  },

  async unsave(tx: Db, userId: string, propertyId: string) {
    await tx
      .delete(propertySaves)
      .where(and(eq(propertySaves.userId, userId), eq(propertySaves.propertyId, propertyId)))
  },

  async isSaved(tx: Db, userId: string, propertyId: string) {
    const rows = await tx
      .select({ id: propertySaves.propertyId })
      .from(propertySaves)
      .where(and(eq(propertySaves.userId, userId), eq(propertySaves.propertyId, propertyId)))
    return rows.length > 0
  },

  /** The user's saved properties that anyone may still open, newest save first. */
  savedOf(tx: Db, userId: string, visible: readonly PropertyStatus[]) {
    return tx
      .select({ property: properties })
      .from(propertySaves)
      .innerJoin(properties, eq(properties.id, propertySaves.propertyId))
      .where(and(eq(propertySaves.userId, userId), inArray(properties.status, [...visible])))
      .orderBy(desc(propertySaves.createdAt), desc(properties.id))
      .limit(200)
  },

  // ---- viewings
  async insertViewing(tx: Db, values: typeof propertyViewings.$inferInsert) {
    const [row] = await tx.insert(propertyViewings).values(values).returning()
    return row!
  },

  async viewing(tx: Db, id: string) {
    const [row] = await tx
      .select(viewingColumns)
      .from(propertyViewings)
      .innerJoin(properties, eq(properties.id, propertyViewings.propertyId))
      .where(eq(propertyViewings.id, id))
    return row
  },

  /** The requester's open (requested or confirmed) viewing of a property. */
  async openViewing(tx: Db, propertyId: string, requesterId: string) {
    const [row] = await tx
      .select(viewingColumns)
      .from(propertyViewings)
      .innerJoin(properties, eq(properties.id, propertyViewings.propertyId))
      .where(
        and(
          eq(propertyViewings.propertyId, propertyId),
          eq(propertyViewings.requesterId, requesterId),
          inArray(propertyViewings.status, ['requested', 'confirmed']),
        ),
      )
    return row
  },

  /** Whether a slot is already confirmed for the property. */
  async slotTaken(tx: Db, propertyId: string, date: string, slot: string) {
    const rows = await tx
      .select({ id: propertyViewings.id })
      .from(propertyViewings)
      .where(
        and(
          eq(propertyViewings.propertyId, propertyId),
          eq(propertyViewings.date, date),
          eq(propertyViewings.slot, slot),
          eq(propertyViewings.status, 'confirmed'),
        ),
      )
    return rows.length > 0
  },

  /** The property's confirmed slots from `fromDate` on. */
  takenSlots(tx: Db, propertyId: string, fromDate: string) {
    return tx
      .select({ date: propertyViewings.date, slot: propertyViewings.slot })
      .from(propertyViewings)
      .where(
        and(
          eq(propertyViewings.propertyId, propertyId),
          eq(propertyViewings.status, 'confirmed'),
          sql`${propertyViewings.date} >= ${fromDate}`,
        ),
      )
      .orderBy(asc(propertyViewings.date), asc(propertyViewings.slot))
  },

  /** The requester's viewings, newest first. */
  viewingsOf(tx: Db, requesterId: string) {
    return tx
      .select(viewingColumns)
      .from(propertyViewings)
      .innerJoin(properties, eq(properties.id, propertyViewings.propertyId))
      .where(eq(propertyViewings.requesterId, requesterId))
      .orderBy(desc(createdMs), desc(propertyViewings.id))
      .limit(200)
  },

  /**
   * The viewings of an agent's listings with the requester's contact: upcoming ones first (soonest first),
   * then past ones (latest first).
   */
  agentViewings(tx: Db, agentId: string, today: string, status?: ViewingStatus, id?: string) {
    const upcoming = sql`${propertyViewings.date} >= ${today}`
    return tx
      .select({
        ...viewingColumns,
        requesterName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`,
        requesterEmail: users.email,
        requesterPhone: sql<string | null>`coalesce(nullif(${profiles.phone}, ''), ${users.phoneNumber})`,
      })
      .from(propertyViewings)
      .innerJoin(properties, eq(properties.id, propertyViewings.propertyId))
      .leftJoin(users, eq(users.id, propertyViewings.requesterId))
      .leftJoin(profiles, eq(profiles.id, propertyViewings.requesterId))
      .where(
        and(
          eq(properties.agentId, agentId),
          status ? eq(propertyViewings.status, status) : undefined,
          id ? eq(propertyViewings.id, id) : undefined,
        ),
      )
      .orderBy(
        sql`case when ${upcoming} then 0 else 1 end`,
        sql`case when ${upcoming} then ${propertyViewings.date} end asc`,
        sql`case when ${upcoming} then ${propertyViewings.slot} end asc`,
        desc(propertyViewings.date),
        desc(propertyViewings.slot),
        desc(propertyViewings.createdAt),
      )
      .limit(300)
  },

  /**
   * Moves a viewing only from one of `from`. A confirmation can break `property_viewings_one_confirmed_per_slot`:
   * the unique violation is the caller's to read (that slot is taken).
   */
  async moveViewing(
    tx: Db,
    id: string,
    from: readonly ViewingStatus[],
    status: ViewingStatus,
    responseNote?: string | null,
  ) {
    const [row] = await tx
      .update(propertyViewings)
      .set({ status, updatedAt: new Date(), ...(responseNote !== undefined ? { responseNote } : {}) })
      .where(and(eq(propertyViewings.id, id), inArray(propertyViewings.status, [...from])))
      .returning()
    return row
  },

  /** My activity: the requester's viewings, newest first, before a (created_at ms, id) cursor. */
  activity(tx: Db, requesterId: string, limit: number, before?: { date: Date; id: string }) {
    return tx
      .select(viewingColumns)
      .from(propertyViewings)
      .innerJoin(properties, eq(properties.id, propertyViewings.propertyId))
      .where(
        and(
          eq(propertyViewings.requesterId, requesterId),
          before
            ? sql`(${createdMs}, ${propertyViewings.id}) < (${before.date.toISOString()}::timestamptz, ${before.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(createdMs), desc(propertyViewings.id))
      .limit(limit)
  },

  // ---- saved searches
  savedSearches(tx: Db, userId: string) {
    return tx
      .select()
      .from(propertySavedSearches)
      .where(eq(propertySavedSearches.userId, userId))
      .orderBy(desc(propertySavedSearches.createdAt), desc(propertySavedSearches.id))
  },

  /** Inserts the search unless the user already keeps `max`; answers nothing then. */
  async insertSavedSearch(
    tx: Db,
    values: { userId: string; label: string; criteria: PropertyCriteria },
    max: number,
  ) {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(propertySavedSearches)
      .where(eq(propertySavedSearches.userId, values.userId))
    if (n >= max) return undefined
    const [row] = await tx.insert(propertySavedSearches).values(values).returning()
    return row
  },

  async deleteSavedSearch(tx: Db, id: string, userId: string) {
    const rows = await tx
      .delete(propertySavedSearches)
      .where(and(eq(propertySavedSearches.id, id), eq(propertySavedSearches.userId, userId)))
      .returning({ id: propertySavedSearches.id })
    return rows.length > 0
  },

  /**
   * The saved searches a listing may meet, narrowed in SQL by the exact criteria (listing type, property type,
   * county) and without `exceptUserIds`' (the listing's own agent); views.ts `matchesCriteria` decides the rest.
   */
  savedSearchesFor(tx: Db, row: PropertyRow, exceptUserIds: string[]) {
    const criterion = (key: string, value: string | null) =>
      sql`(${propertySavedSearches.criteria} ->> ${key} is null or ${propertySavedSearches.criteria} ->> ${key} = ${value ?? ''})`
    return tx
      .select()
      .from(propertySavedSearches)
      .where(
        and(
          exceptUserIds.length ? notInArray(propertySavedSearches.userId, exceptUserIds) : undefined,
          criterion('listing_type', row.listingType),
          criterion('property_type', row.propertyType),
          criterion('county', row.county),
        ),
      )
      .orderBy(asc(propertySavedSearches.createdAt))
  },

  // ---- adverts
  advertProperties(tx: Db, limit: number) {
    return tx
      .select()
      .from(properties)
      .where(eq(properties.status, 'available'))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(limit)
  },

  // ---- admin
  /** A page of every status, newest first (created_at, then id), after the row `before`; or the one row `id`. */
  adminList(tx: Db, filter: AdminPropertyFilter & { before?: string; limit: number }, id?: string) {
    return tx
      .select({
        property: properties,
        agentName: realEstateAgents.fullName,
        agencyName: realEstateAgents.agencyName,
      })
      .from(properties)
      .leftJoin(realEstateAgents, eq(realEstateAgents.id, properties.agentId))
      .where(
        and(
          id ? eq(properties.id, id) : undefined,
          adminWhere(filter),
          olderThan(properties, properties.createdAt, properties.id, filter.before),
        ),
      )
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(filter.limit)
  },

  /** Every match of the search and the status, whatever the page. */
  async adminCount(tx: Db, filter: AdminPropertyFilter) {
    const [row] = await tx.select({ total: count() }).from(properties).where(adminWhere(filter))
    return row?.total ?? 0
  },
}
