import {
  ADMIN_PROPERTIES_UNPAGED_ROWS,
  type AdminAgent,
  type AdminPropertiesQuery,
  type AdminProperty,
  type AdminPropertyList,
} from '@soko/shared/real-estate/real-estate.schema'
import { keysetPage } from '../../db/keyset'
import { isUuid } from '../../lib/ids'
import { auditService } from '../admin/audit.service'
import { agentNotFound, propertyNotFound } from './real-estate.errors'
import { realEstateRepository as repo, type NewProperty } from './real-estate.repository'
import type { RealEstateContext } from './real-estate.service'
import { toCard } from './real-estate.views'

type Actor = { id: string; name: string; email: string }
type AdminRow = Awaited<ReturnType<typeof repo.adminList>>[number]
type AgentListRow = Awaited<ReturnType<typeof repo.adminAgents>>[number]

const toAdminProperty = (row: AdminRow): AdminProperty => ({
  ...toCard(row.property),
  views_count: row.property.viewsCount,
  agent_name: row.agentName,
  agency_name: row.agencyName,
})

const toAdminAgent = (row: AgentListRow): AdminAgent => ({
  id: row.agent.id,
  user_id: row.agent.userId,
  full_name: row.agent.fullName,
  agency_name: row.agent.agencyName,
  email: row.email,
  is_verified: row.agent.isVerified,
  listings: row.listings,
  created_at: row.agent.createdAt.toISOString(),
})

/**
 * The admin's real estate (/api/admin/properties, /api/admin/real-estate-agents): every listing and agent;
 * feature, unpublish and restore listings, verify and unverify agents. Each change is audited in its own
 * transaction; a change that changes nothing writes nothing.
 */
export function createRealEstateAdminService(context: RealEstateContext) {
  const { db, notices, now, transaction, published } = context

  async function property(id: string) {
    const [row] = await repo.adminList(db, { limit: 1 }, id)
    if (!row) throw propertyNotFound()
    return toAdminProperty(row)
  }

  return {
    /**
     * Every status, newest first, a page at a time (one more row asked to know whether another follows);
     * `total` counts every match.
     */
    async list(query: AdminPropertiesQuery): Promise<AdminPropertyList> {
      const { search, status, before } = query
      const limit = query.limit ?? ADMIN_PROPERTIES_UNPAGED_ROWS
      const [rows, total] = await Promise.all([
        repo.adminList(db, { search, status, before, limit: limit + 1 }),
        repo.adminCount(db, { search, status }),
      ])
      const { page, next_before } = keysetPage(rows, limit, (row) => row.property.id)
      return { items: page.map(toAdminProperty), total, next_before }
    },

    /**
     * Features or unfeatures a listing, unpublishes it (off the list, its page 404 to the public) or restores it
     * as available; audited (`property.feature`, `property.unpublish`, `property.restore`). A restore that
     * publishes it for the first time tells its saved-search matches.
     */
    async update(
      actor: Actor,
      id: string,
      change: { is_featured?: boolean; unpublished?: boolean },
    ): Promise<AdminProperty> {
      if (!isUuid(id)) throw propertyNotFound()
      const first = await transaction(async (tx) => {
        const before = await repo.lockProperty(tx, id)
        if (!before) throw propertyNotFound()
        const set: Partial<NewProperty> = {}
        const entries: { action: string; summary: string; before: object; after: object }[] = []
        if (change.is_featured !== undefined && change.is_featured !== before.isFeatured) {
          set.isFeatured = change.is_featured
          entries.push({
            action: 'property.feature',
            summary: `${change.is_featured ? 'Featured' : 'Unfeatured'} property "${before.title}"`,
            before: { is_featured: before.isFeatured },
            after: { is_featured: change.is_featured },
          })
        }
        if (change.unpublished === true && before.status !== 'unpublished') {
          set.status = 'unpublished'
          entries.push({
            action: 'property.unpublish',
            summary: `Unpublished property "${before.title}"`,
            before: { status: before.status },
            after: { status: 'unpublished' },
          })
        }
        const restoring = change.unpublished === false && before.status === 'unpublished'
        if (restoring) {
          set.status = 'available'
          if (before.publishedAt === null) set.publishedAt = now()
          entries.push({
            action: 'property.restore',
            summary: `Restored property "${before.title}"`,
            before: { status: before.status },
            after: { status: 'available' },
          })
        }
        if (!entries.length) return undefined
        const after = await repo.updateProperty(tx, id, set)
        for (const entry of entries)
          await auditService.record(tx, {
            actorId: actor.id,
            actorName: actor.name,
            actorEmail: actor.email,
            entityType: 'property',
            entityId: id,
            ...entry,
          })
        return restoring && before.publishedAt === null ? after : undefined
      })
      if (first) await published(first)
      return property(id)
    },

    async agents(): Promise<{ items: AdminAgent[] }> {
      return { items: (await repo.adminAgents(db)).map(toAdminAgent) }
    },

    /** Verifies or unverifies an agent, audited (`agent.verify`, `agent.unverify`); admins hear of a verification. */
    async setAgentVerified(actor: Actor, id: string, isVerified: boolean): Promise<AdminAgent> {
      if (!isUuid(id)) throw agentNotFound()
      const changed = await transaction(async (tx) => {
        const before = await repo.lockAgent(tx, id)
        if (!before) throw agentNotFound()
        if (before.isVerified === isVerified) return false
        await repo.setAgentVerified(tx, id, isVerified)
        const name = before.fullName || before.agencyName || id
        await auditService.record(tx, {
          actorId: actor.id,
          actorName: actor.name,
          actorEmail: actor.email,
          action: isVerified ? 'agent.verify' : 'agent.unverify',
          entityType: 'real_estate_agent',
          entityId: id,
          summary: `${isVerified ? 'Verified' : 'Unverified'} real estate agent "${name}"`,
          before: { is_verified: before.isVerified },
          after: { is_verified: isVerified },
        })
        return true
      })
      const [row] = await repo.adminAgents(db, id)
      if (changed && isVerified)
        await notices.publish({ kind: 'agent_verified', name: row!.agent.fullName ?? undefined })
      return toAdminAgent(row!)
    },
  }
}
