/** /jobs/applications (issue 16): being built; docs/jobs-api.md. */
export function MyApplicationsPage() {
  return <h1 className="text-2xl font-bold">My Applications</h1>
}
