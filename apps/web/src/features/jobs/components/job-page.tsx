/** /jobs/:id (issue 16): being built; docs/jobs-api.md. */
export function JobPage() {
  return <h1 className="text-2xl font-bold">Job</h1>
}
