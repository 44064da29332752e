/** /real-estate (issue 16): being built; docs/real-estate-api.md. */
export function RealEstatePage() {
  return <h1 className="text-2xl font-bold">Real Estate</h1>
}
