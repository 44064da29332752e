import { describe, expect, it } from 'vitest'
import { createFreshCollapser } from './fresh-collapse'

/** A computation the test finishes by hand; `version` is what the "database" says when it starts. */
function gatedSource() {
  let version = 0
  const started: { version: number; finish: () => void; fail: (error: Error) => void }[] = []
  return {
    write: () => ++version,
    started,
    compute: () =>
      new Promise<number>((resolve, reject) => {
        const seen = version
        started.push({ version: seen, finish: () => resolve(seen), fail: reject })
      }),
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('createFreshCollapser', () => {
  it('lets a reader alone compute at once, and forgets the answer afterwards', async () => {
    const collapse = createFreshCollapser<number>()
    const source = gatedSource()
    const first = collapse.run('k', source.compute)
    expect(source.started).toHaveLength(1)
    source.started[0]!.finish()
    expect(await first).toBe(0)
    expect(collapse.size).toBe(0)
    source.write()
    const second = collapse.run('k', source.compute)
    expect(source.started).toHaveLength(2)
    source.started[1]!.finish()
    expect(await second).toBe(1)
  })

  it('serves every reader who came during a computation with one later computation that sees their write', async () => {
    const collapse = createFreshCollapser<number>()
    const source = gatedSource()
    const early = collapse.run('k', source.compute)
    source.write() // a write lands after the first computation began
    const late = Array.from({ length: 49 }, () => collapse.run('k', source.compute))
    await tick()
    expect(source.started).toHaveLength(1)
    source.started[0]!.finish()
    expect(await early).toBe(0)
    await tick()
    // One more computation for all 49, started after they came: it sees the write.
    expect(source.started).toHaveLength(2)
    source.started[1]!.finish()
    expect(await Promise.all(late)).toEqual(Array(49).fill(1))
    expect(collapse.size).toBe(0)
  })

  it('keeps keys apart, and a failure reaches only the readers of that computation', async () => {
    const collapse = createFreshCollapser<number>()
    const source = gatedSource()
    const a = collapse.run('a', source.compute)
    const b = collapse.run('b', source.compute)
    expect(source.started).toHaveLength(2)
    const aLater = collapse.run('a', source.compute)
    source.started[0]!.fail(new Error('database down'))
    await expect(a).rejects.toThrow('database down')
    await tick()
    expect(source.started).toHaveLength(3)
    source.started[2]!.finish()
    expect(await aLater).toBe(0)
    source.started[1]!.finish()
    expect(await b).toBe(0)
  })
})
