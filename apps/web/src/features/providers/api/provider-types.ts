// The providers API's shapes (packages/shared/src/providers/provider.schema.ts), as types only: zod stays out
// of the hub's and the form's JavaScript (decision 005).
export type {
  Application,
  ApplicationDocument,
  CreateApplicationInput,
  ProviderHub,
} from '@soko/shared/providers/provider.schema'
