// Per-request paths of the catalogue's mixed measurement, loaded by the load generator's own process
// (bench/load.mjs): each request asks the next of many different first pages (a brand in a category), so
// identical requests seldom arrive together and nothing can be shared between them.
export function requests({ paths }) {
  let next = 0
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        next += 1
        return { ...request, path: paths[next % paths.length] }
      },
    },
  ]
}
