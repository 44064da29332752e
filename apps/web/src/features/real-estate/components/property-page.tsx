/** /property/:id (issue 16): being built; docs/real-estate-api.md. */
export function PropertyPage() {
  return <h1 className="text-2xl font-bold">Property</h1>
}
