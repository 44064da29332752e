/** /medical-dashboard (issue 17): being built; docs/medical-api.md. */
export function MedicalDashboardPage() {
  return <h1 className="text-2xl font-bold">Medical dashboard</h1>
}
