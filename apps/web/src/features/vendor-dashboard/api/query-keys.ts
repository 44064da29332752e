// Every key starts with 'vendor-dashboard', so a product change can refresh the figures and the list at once.
export const vendorKeys = {
  all: ['vendor-dashboard'] as const,
  overview: ['vendor-dashboard', 'overview'] as const,
  products: ['vendor-dashboard', 'products'] as const,
  orders: ['vendor-dashboard', 'orders'] as const,
}
