/** /insurance (issue 17): being built; docs/insurance-api.md. */
export function InsurancePage() {
  return <h1 className="text-2xl font-bold">Insurance</h1>
}
