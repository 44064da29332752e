import type { TransactionRow } from './payments.repository'

/**
 * One way to pay (M-Pesa, PayPal; card or Airtel Money later), registered in `payment-providers.ts`
 * (docs/decisions/011). A provider speaks its own API and parses its own inputs; it moves money state only
 * through the payments core (`PaymentCore`), which records the attempt and tells checkout, so every
 * provider shares one attempt record, one status read, one reconciliation and one way to the paid order.
 */
export type PaymentProvider<StartInput = never, StartResult = unknown, ConfirmResult = unknown> = {
  method: string
  /** Asks the provider to take the money for an order (an STK push, a PayPal order to approve). */
  start(userId: string, input: StartInput, context: { returnOrigin: string }): Promise<StartResult>
  /** The provider's own word about an attempt, pushed to us (Daraja's callback). */
  callback?(token: string, body: unknown): Promise<void>
  /** Confirms an attempt the buyer approved at the provider (PayPal's capture). */
  confirm?(userId: string, providerRef: string): Promise<ConfirmResult>
  /**
   * Asks the provider about a pending attempt that heard nothing back; settles it through the core when the
   * provider knows. `reconcileAfterSeconds` says how long to wait for the callback first.
   */
  query?(attempt: TransactionRow): Promise<void>
  reconcileAfterSeconds?: number
  /** How often one attempt may be queried. */
  queryIntervalSeconds?: number
  /** Gives money back for a completed attempt. Not called yet: refunds are recorded as due (decision 008). */
  refund?(attempt: TransactionRow, amountCents: number): Promise<void>
}
