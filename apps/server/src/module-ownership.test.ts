import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Issue 22: each module writes only its own tables; another module calls the owner's service (reading another
// module's table for a join stays allowed). A table belongs to the module whose `*.table.ts` defines it. This
// test reads every non-test server source and fails on a write to a table the file's module does not own:
// Drizzle's `.insert(t)`, `.update(t)`, `.delete(t)` on an imported table object, and raw SQL `INSERT INTO`,
// `UPDATE`, `DELETE FROM` naming a table (by its SQL name or an interpolated table object).

const src = dirname(fileURLToPath(import.meta.url))

/**
 * The justified exceptions, each with its reason. A write listed here that no longer happens fails the test
 * too, so the list cannot go stale. None today: the shared tables (queue_jobs, idempotency_keys, rate_limits,
 * audit_log) are written only by their own modules; other modules record audit entries through
 * admin/audit.service in their own transaction.
 */
const exceptions: { file: string; table: string; reason: string }[] = []

/** Folders that are not a module's runtime code. */
const skippedFolders: { folder: string; reason: string }[] = [
  {
    folder: 'db/seed',
    reason: 'the demo seeders write a whole demo world (users, catalogue, providers) before any module runs',
  },
  { folder: 'test', reason: 'test helpers arrange data for tests; they are not shipped behaviour' },
]

type Violation = { file: string; table: string; owner: string; write: string }

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')
      ? [path]
      : []
  })
}

const posix = (path: string) => path.split(sep).join('/')

/** `modules/<name>/…` belongs to module <name>; anything else (plugins, lib, db, sandbox) to its top folder. */
function moduleOf(file: string) {
  const parts = file.split('/')
  return parts[0] === 'modules' ? parts[1]! : parts[0]!
}

/** Table object name and SQL name of every `pgTable(...)` in one `*.table.ts`. */
function tablesDefinedIn(code: string) {
  return [...code.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*['"`](\w+)['"`]/g)].map((match) => ({
    exportName: match[1]!,
    sqlName: match[2]!,
  }))
}

/** Comments out of the way, so prose such as "update the stock" is not read as SQL. */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

type Ownership = {
  /** `modules/<name>/<file>.table` (an import's target) → exported table object → its SQL name and owner */
  byTableFile: Map<string, Map<string, { table: string; owner: string }>>
  /** SQL table name → owning module */
  bySqlName: Map<string, string>
}

/** The writes one file makes to tables its module does not own. `file` is relative to src, with `/`. */
function foreignWrites(file: string, code: string, ownership: Ownership): Violation[] {
  const module = moduleOf(file)
  const text = withoutComments(code)
  // Local names of imported table objects: `import { products, orders as o } from '../x/x.table'`.
  const localTables = new Map<string, { table: string; owner: string }>()
  for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+\.table)['"]/g)) {
    const target = posix(join(dirname(file), match[2]!))
    const exported = ownership.byTableFile.get(target)
    if (!exported) continue
    for (const spec of match[1]!.split(',')) {
      const [name, alias] = spec
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/)
      if (!name) continue
      const table = exported.get(name)
      if (table) localTables.set(alias ?? name, table)
    }
  }
  const violations: Violation[] = []
  const add = (table: string, owner: string, write: string) => {
    if (owner !== module) violations.push({ file, table, owner, write })
  }
  for (const match of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const local = localTables.get(match[2]!)
    if (local) add(local.table, local.owner, `.${match[1]}(${match[2]})`)
  }
  for (const match of text.matchAll(
    /\b(insert\s+into|update|delete\s+from)\s+(?:\$\{\s*(\w+)\s*\}|"?(\w+)"?)/gi,
  )) {
    const keyword = match[1]!.replace(/\s+/g, ' ').toUpperCase()
    if (match[2]) {
      const local = localTables.get(match[2])
      if (local) add(local.table, local.owner, `${keyword} \${${match[2]}}`)
    } else {
      const owner = ownership.bySqlName.get(match[3]!)
      if (owner) add(match[3]!, owner, `${keyword} ${match[3]}`)
    }
  }
  return violations
}

/** Every `*.table.ts` under src: which module owns which table. */
function ownershipOfTree(): Ownership {
  const byTableFile: Ownership['byTableFile'] = new Map()
  const bySqlName = new Map<string, string>()
  for (const path of sourceFiles(src).filter((path) => path.endsWith('.table.ts'))) {
    const file = posix(relative(src, path))
    const owner = moduleOf(file)
    const exported = new Map<string, { table: string; owner: string }>()
    for (const table of tablesDefinedIn(readFileSync(path, 'utf8'))) {
      exported.set(table.exportName, { table: table.sqlName, owner })
      bySqlName.set(table.sqlName, owner)
    }
    byTableFile.set(file.replace(/\.ts$/, ''), exported)
  }
  return { byTableFile, bySqlName }
}

describe('each module writes only its own tables (issue 22)', () => {
  const ownership = ownershipOfTree()

  it('knows the owner of every table', () => {
    expect(ownership.bySqlName.get('products')).toBe('products')
    expect(ownership.bySqlName.get('vendors')).toBe('vendors')
    expect(ownership.bySqlName.get('service_provider_profiles')).toBe('providers')
    expect(ownership.bySqlName.get('audit_log')).toBe('admin')
    expect(ownership.bySqlName.size).toBeGreaterThan(25)
  })

  it('catches a Drizzle write and a raw SQL write to a foreign table, and lets reads and own writes be', () => {
    const code = [
      "import { products as p } from '../products/products.table'",
      "import { orders } from '../orders/orders.table'",
      "import { auditLog } from './audit.table'",
      'await tx.select().from(p).innerJoin(orders, eq(orders.id, p.id))',
      'await tx.update(p).set({ name })',
      'await tx.insert(auditLog).values(entry)',
      'await tx.execute(sql`delete from ${orders} where id = ${id}`)',
      'await tx.execute(sql`UPDATE "vendors" SET x = 1`)',
      '// update orders when they are paid: a comment, not a write',
      'await tx.select().from(orders).for(`update`)',
    ].join('\n')
    expect(foreignWrites('modules/admin/example.ts', code, ownership)).toEqual([
      { file: 'modules/admin/example.ts', table: 'products', owner: 'products', write: '.update(p)' },
      { file: 'modules/admin/example.ts', table: 'orders', owner: 'orders', write: 'DELETE FROM ${orders}' },
      { file: 'modules/admin/example.ts', table: 'vendors', owner: 'vendors', write: 'UPDATE vendors' },
    ])
  })

  it('no module writes a table another module owns', () => {
    const skipped = (file: string) => skippedFolders.some(({ folder }) => file.startsWith(`${folder}/`))
    const found = sourceFiles(src)
      .map((path) => posix(relative(src, path)))
      .filter((file) => !skipped(file))
      .flatMap((file) => foreignWrites(file, readFileSync(join(src, file), 'utf8'), ownership))
    const excepted = (violation: Violation) =>
      exceptions.some((entry) => entry.file === violation.file && entry.table === violation.table)
    expect(
      found
        .filter((violation) => !excepted(violation))
        .map((v) => `${v.file}: ${v.write} (${v.owner} owns ${v.table})`),
    ).toEqual([])
    // Every exception still names a write that happens.
    expect(
      exceptions.filter((entry) => !found.some((v) => v.file === entry.file && v.table === entry.table)),
    ).toEqual([])
  })
})
