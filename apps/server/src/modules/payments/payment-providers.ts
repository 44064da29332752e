import type { MpesaConfig, PaypalConfig } from '../../config'
import type { IdempotencyService } from '../idempotency/idempotency.service'
import { createMpesaProvider } from './mpesa.provider'
import type { DarajaClient } from './payments.daraja'
import type { PaypalClient } from './payments.paypal'
import { createPaypalProvider } from './paypal.provider'
import type { PaymentCore } from './payments.service'

/**
 * Every way to pay, in one place: a new provider (card, Airtel Money) is its own `<name>.provider.ts`
 * implementing `PaymentProvider`, and a line here (docs/decisions/011).
 */
export function createPaymentProviders(deps: {
  core: PaymentCore
  idempotency: IdempotencyService
  daraja: DarajaClient | null
  paypal: PaypalClient | null
  mpesaConfig: Pick<MpesaConfig, 'queryAfterSeconds' | 'queryIntervalSeconds' | 'timeoutSeconds'>
  paypalConfig: Pick<PaypalConfig, 'kesPerUsd' | 'queryAfterSeconds' | 'approvalTimeoutSeconds'>
  callbackBaseUrl: () => string
}) {
  const { core, idempotency } = deps
  return {
    mpesa: createMpesaProvider({
      core,
      idempotency,
      daraja: deps.daraja,
      config: deps.mpesaConfig,
      callbackBaseUrl: deps.callbackBaseUrl,
    }),
    paypal: createPaypalProvider({ core, idempotency, paypal: deps.paypal, config: deps.paypalConfig }),
  }
}
export type PaymentProviders = ReturnType<typeof createPaymentProviders>
