/** /insurance-dashboard (issue 17): being built; docs/insurance-api.md. */
export function InsuranceDashboardPage() {
  return <h1 className="text-2xl font-bold">Insurance dashboard</h1>
}
