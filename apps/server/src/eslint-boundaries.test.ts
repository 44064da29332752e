import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The import boundaries of STYLE.md are lint rules; these fixtures prove the rules bite (an import across a
// boundary fails lint) and resolve (an import that goes nowhere fails too), and that a legal import passes.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const eslint = new ESLint({ cwd: repoRoot })

async function rulesBroken(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) })
  return result!.messages.map((message) => message.ruleId)
}

describe('lint enforces the import boundaries', { timeout: 60_000 }, () => {
  it("refuses a server module importing another module's repository", async () => {
    expect(
      await rulesBroken(
        'apps/server/src/modules/cart/boundary-fixture.ts',
        "import { createPaymentsRepository } from '../payments/payments.repository'\nexport const x = createPaymentsRepository\n",
      ),
    ).toContain('import-x/no-restricted-paths')
  })

  it('refuses a web feature importing another feature', async () => {
    expect(
      await rulesBroken(
        'apps/web/src/features/cart/boundary-fixture.ts',
        "import { ordersQueryOptions } from '@/features/orders/api/get-orders'\nexport const x = ordersQueryOptions\n",
      ),
    ).toContain('import-x/no-restricted-paths')
  })

  it('refuses an import that resolves to nothing', async () => {
    expect(
      await rulesBroken(
        'apps/server/src/modules/cart/boundary-fixture.ts',
        "import { nothing } from '../payments/no-such-file'\nexport const x = nothing\n",
      ),
    ).toContain('import-x/no-unresolved')
  })

  it("lets a module call another module's service and a feature use components", async () => {
    expect(
      await rulesBroken(
        'apps/server/src/modules/cart/boundary-fixture.ts',
        "import type { PaymentsService } from '../payments/payments.service'\nexport type X = PaymentsService\n",
      ),
    ).toEqual([])
    expect(
      await rulesBroken(
        'apps/web/src/features/cart/boundary-fixture.tsx',
        "import { Button } from '@/components/ui/button'\nexport const X = Button\n",
      ),
    ).toEqual([])
  })
})

describe('lint keeps ICU out of the app (decision 030)', { timeout: 60_000 }, () => {
  it('refuses an Intl object and localeCompare in a screen, and lets the hand-written formatters use Intl', async () => {
    expect(
      await rulesBroken(
        'apps/web/src/features/cart/intl-fixture.ts',
        "export const count = new Intl.NumberFormat('en-KE')\n",
      ),
    ).toContain('no-restricted-syntax')
    expect(
      await rulesBroken(
        'apps/web/src/features/cart/intl-fixture.ts',
        'export const sorted = (a: string, b: string) => a.localeCompare(b)\n',
      ),
    ).toContain('no-restricted-syntax')
    expect(
      await rulesBroken(
        'apps/web/src/lib/date-format.ts',
        "export const f = new Intl.DateTimeFormat('en')\n",
      ),
    ).not.toContain('no-restricted-syntax')
  })
})

describe('lint keeps redirects the server can answer (decision 032)', { timeout: 60_000 }, () => {
  it("refuses React Router's Navigate in a screen, and lets <Redirect> use it", async () => {
    const code = "import { Navigate } from 'react-router'\nexport const to = Navigate\n"
    expect(await rulesBroken('apps/web/src/features/cart/navigate-fixture.tsx', code)).toContain(
      'no-restricted-imports',
    )
    expect(await rulesBroken('apps/web/src/components/redirect.tsx', code)).not.toContain(
      'no-restricted-imports',
    )
  })
})
