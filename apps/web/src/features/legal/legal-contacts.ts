// The addresses the legal pages give readers. The business confirms them (and its postal address) before
// launch; they live here once so the two pages cannot disagree.

/** The data protection contact of the Privacy Notice (requests under the Data Protection Act, 2019). */
export const privacyContactEmail = 'privacy@soko.co.ke'

/** Questions about the terms, an order or a booking. */
export const supportContactEmail = 'support@soko.co.ke'

/** The Office of the Data Protection Commissioner, where readers may complain (section 56 of the Act). */
export const odpcUrl = 'https://www.odpc.go.ke'
