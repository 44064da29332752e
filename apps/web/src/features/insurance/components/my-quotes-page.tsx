/** /insurance/quotes (issue 17): being built; docs/insurance-api.md. */
export function MyQuotesPage() {
  return <h1 className="text-2xl font-bold">My quotes</h1>
}
