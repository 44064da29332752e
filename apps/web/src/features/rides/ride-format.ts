export { formatFare, formatKm, vehicleName } from '@soko/shared/rides/ride-format'
