import { v7 } from 'uuid'

/** Time-ordered UUID v7: primary keys sort by creation and index well. */
export const newId = (): string => v7()

/** A UUID v7 for a row dated `date` (demo data in the past keeps the id order equal to the date order). */
export const newIdAt = (date: Date): string => v7({ msecs: date.getTime() })

/** Whether a path or body value is a UUID at all: anything else cannot name a row (404 without a query). */
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
