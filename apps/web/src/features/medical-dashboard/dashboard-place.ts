import { useSearchParams } from 'react-router'
import { isQueueStatus, type QueueStatus } from './api/prescription-queue'
import { isCalendarDate, nairobiToday } from './medical-day'

export const medicalTabs = ['appointments', 'hours', 'prescriptions', 'medications'] as const
export type MedicalDashboardTab = (typeof medicalTabs)[number]
const pharmacyTabs: readonly MedicalDashboardTab[] = ['prescriptions', 'medications']

/**
 * The place on the dashboard lives in the address: `?tab=appointments|hours|prescriptions|medications`
 * (the last two for pharmacies only), the appointments' `date` (today when absent) and the prescription
 * queue's `status` (pending when absent), so a notification's link lands on the right list.
 */
export function useMedicalDashboardPlace(isPharmacy: boolean) {
  const [params, setParams] = useSearchParams()
  const wanted = params.get('tab')
  const tab: MedicalDashboardTab =
    medicalTabs.find((one) => one === wanted && (isPharmacy || !pharmacyTabs.includes(one))) ?? 'appointments'
  const today = nairobiToday()
  const wantedDate = params.get('date')
  const date = isCalendarDate(wantedDate) ? wantedDate : today
  const wantedStatus = params.get('status')
  const status: QueueStatus = isQueueStatus(wantedStatus) ? wantedStatus : 'pending'

  function go(next: { tab?: MedicalDashboardTab; date?: string; status?: QueueStatus }) {
    setParams(
      (current) => {
        const search = new URLSearchParams(current)
        const nextTab = next.tab ?? tab
        const set = (key: string, value: string | null) =>
          value === null ? search.delete(key) : search.set(key, value)
        set('tab', nextTab === 'appointments' ? null : nextTab)
        if (next.tab && next.tab !== tab) {
          search.delete('date')
          search.delete('status')
        }
        if (next.date !== undefined) set('date', next.date === today ? null : next.date)
        if (next.status !== undefined) set('status', next.status === 'pending' ? null : next.status)
        return search
      },
      { replace: true, preventScrollReset: true },
    )
  }
  return { tab, date, today, status, go }
}
