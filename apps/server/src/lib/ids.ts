import { v7 } from 'uuid'

/** Time-ordered UUID v7: primary keys sort by creation and index well. */
export const newId = (): string => v7()
