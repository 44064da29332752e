/** /medical (issue 17): being built; docs/medical-api.md. */
export function MedicalPage() {
  return <h1 className="text-2xl font-bold">Medical</h1>
}
