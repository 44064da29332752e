/** /medical/checkout (issue 17): being built; docs/medical-api.md. */
export function MedicalCheckoutPage() {
  return <h1 className="text-2xl font-bold">Medicine checkout</h1>
}
