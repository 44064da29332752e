/** /employer-dashboard (issue 16): being built; docs/jobs-api.md. */
export function EmployerDashboardPage() {
  return <h1 className="text-2xl font-bold">Employer Dashboard</h1>
}
