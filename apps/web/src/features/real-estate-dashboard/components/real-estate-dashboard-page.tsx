/** /real-estate-dashboard (issue 16): being built; docs/real-estate-api.md. */
export function RealEstateDashboardPage() {
  return <h1 className="text-2xl font-bold">Real Estate Dashboard</h1>
}
