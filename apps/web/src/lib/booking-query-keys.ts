// The customer's service bookings change when the provider acts (accepts, starts, completes), which reaches this
// browser as a notification on the live channel. The channel belongs to the notifications feature and the
// bookings to the services feature; features do not import each other, so the key they share lives here.

/** Every query of the signed-in customer's bookings starts with this key. */
export const bookingsQueryKey = ['bookings'] as const

/**
 * Every query of the signed-in user's provider applications (the hub, My Services) starts with this key: an
 * admin's approval or rejection reaches the applicant as a notification too.
 */
export const providerApplicationsQueryKey = ['provider-applications'] as const

/**
 * Every query of the provider portal and the category dashboards (bookings, figures) starts with this key: a
 * new booking request or a customer's cancellation reaches the provider as a notification.
 */
export const providerPortalQueryKey = ['provider-portal'] as const

/**
 * Every query of the promoter's event dashboard (events, sales, attendees) starts with this key: a check-in
 * or a ticket sale reaches the promoter on the live channel (its check-in and sale messages).
 */
export const eventDashboardQueryKey = ['event-dashboard'] as const

/** The signed-in user's property viewings (the property page, My viewings): the agent's answer is a notification. */
export const propertyViewingsQueryKey = ['property-viewings'] as const
/** Every query of the agent's dashboard (listings, viewing requests): a new request is a notification. */
export const realEstateDashboardQueryKey = ['real-estate-dashboard'] as const
/** The signed-in user's job applications (the job page, My applications): each employer move is a notification. */
export const jobApplicationsQueryKey = ['job-applications'] as const
/** Every query of the employer's dashboard (jobs, applicants): a new application is a notification. */
export const employerDashboardQueryKey = ['employer-dashboard'] as const

/** The signed-in patient's appointments (the booking dialog's slots, My appointments): the provider's marks. */
export const medicalAppointmentsQueryKey = ['medical-appointments'] as const
/** A medication order's prescription (checkout, the order page): the pharmacist's decision is a notification. */
export const prescriptionsQueryKey = ['prescriptions'] as const
/** Every query of the medical dashboard (appointments, prescription queue): a booking is a notification. */
export const medicalDashboardQueryKey = ['medical-dashboard'] as const
/** The signed-in user's insurance quotes (My quotes): a broker's answer is a notification. */
export const insuranceQuotesQueryKey = ['insurance-quotes'] as const
/** Every query of the broker's dashboard (requests, plans): a new request or an acceptance is a notification. */
export const insuranceDashboardQueryKey = ['insurance-dashboard'] as const

/** Queries the live channel refreshes when a new notification arrives. */
export const refreshedOnNotification = [
  bookingsQueryKey,
  providerApplicationsQueryKey,
  providerPortalQueryKey,
  eventDashboardQueryKey,
  propertyViewingsQueryKey,
  realEstateDashboardQueryKey,
  jobApplicationsQueryKey,
  employerDashboardQueryKey,
  medicalAppointmentsQueryKey,
  prescriptionsQueryKey,
  medicalDashboardQueryKey,
  insuranceQuotesQueryKey,
  insuranceDashboardQueryKey,
] as const
