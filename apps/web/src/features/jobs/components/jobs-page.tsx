/** /jobs (issue 16): being built; docs/jobs-api.md. */
export function JobsPage() {
  return <h1 className="text-2xl font-bold">Jobs</h1>
}
