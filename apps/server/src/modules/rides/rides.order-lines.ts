import { RIDE_LINE_KIND, RIDE_STATUS_EVENT } from '@soko/shared/rides/rides.constants'
import { formatMoney } from '@soko/shared/money/format-money'
import type { Db } from '../../db/client'
import type { NotificationsService } from '../notifications/notifications.service'
import type { OrderLineKind, OrderLineRequest, StoredOrderLine } from '../orders/order-lines.types'
import type { RealtimeService } from '../realtime/realtime.service'
import { alreadyPaid, notCompleted, rideNotFound } from './rides.errors'
import { driverNotices, ridePaidNotice } from './rides.notices'
import { ridesRepository as repo } from './rides.repository'
import { rideTitle } from './rides.views'
import { isUuid } from '../../lib/ids'

/** One line per ride, whatever was asked: the ride ids, sorted (rows locked in one order). */
const rideIds = (lines: { referenceId: string }[]) =>
  [...new Set(lines.map((line) => line.referenceId))].sort()

/**
 * A ride's fare as an order line (`ride`, decision 011): priced by the server from the completed ride's final
 * fare, one line per ride (reference_id = ride id, quantity 1), nothing to take. The ride's `payment` follows
 * the order: pending while it is open, unpaid again when it expires, paid once the money is in (fulfil).
 */
export function createRideOrderLines({
  db,
  realtime,
  notifications,
}: {
  db: Db
  realtime: Pick<RealtimeService, 'publishToUsers'>
  notifications: Pick<NotificationsService, 'notify'>
}) {
  async function fulfil(_order: { orderId: string; userId: string }, lines: StoredOrderLine[]) {
    for (const id of rideIds(lines)) {
      const row = await repo.setPayment(db, id, { payment: 'paid' }, ['unpaid', 'pending', 'cash'])
      // Paid already (a repeat of the job): nobody is told twice.
      if (!row) continue
      const driverUserIds = row.driverId ? await repo.userIdsOfDrivers(db, [row.driverId]) : []
      await realtime.publishToUsers([row.riderId, ...driverUserIds], {
        type: RIDE_STATUS_EVENT,
        ride_id: row.id,
        status: 'completed',
      })
      for (const userId of driverUserIds)
        await notifications.notify(userId, {
          ...driverNotices.paid(formatMoney(row.finalFareCents ?? row.quotedFareCents)),
          actionUrl: '/driver-dashboard',
        })
    }
  }

  const kind: OrderLineKind = {
    kind: RIDE_LINE_KIND,
    ships: false,
    paidNotice: ridePaidNotice,

    async take(tx: Db, lines: OrderLineRequest[]): Promise<StoredOrderLine[]> {
      const taken: StoredOrderLine[] = []
      for (const id of rideIds(lines)) {
        const ride = isUuid(id) ? await repo.find(tx, id) : undefined
        if (!ride) throw rideNotFound()
        if (ride.status !== 'completed' || ride.finalFareCents === null) throw notCompleted()
        if (ride.payment === 'paid' || ride.payment === 'cash') throw alreadyPaid()
        taken.push({
          kind: RIDE_LINE_KIND,
          referenceId: ride.id,
          name: `${rideTitle(ride)}: ${ride.pickupName} → ${ride.destinationName}`,
          imageUrl: null,
          quantity: 1,
          priceAtPurchaseCents: ride.finalFareCents,
        })
      }
      return taken
    },

    async release(tx, lines) {
      // The order expired or was cancelled unpaid: the ride may be paid again.
      for (const id of rideIds(lines)) await repo.setPayment(tx, id, { payment: 'unpaid' }, ['pending'])
    },

    async retake(tx, lines) {
      // Money arrived after the order expired: nothing to take back, the ride waits for fulfil again.
      for (const id of rideIds(lines)) await repo.setPayment(tx, id, { payment: 'pending' }, ['unpaid'])
      return true
    },

    describe: (line) => `${line.name}: ${formatMoney(line.priceAtPurchaseCents)}`,

    fulfil,
  }
  return { kind, fulfil }
}
