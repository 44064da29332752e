/** /medical/appointments (issue 17): being built; docs/medical-api.md. */
export function MyAppointmentsPage() {
  return <h1 className="text-2xl font-bold">My appointments</h1>
}
