import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lockDataDir } from './data-dir-lock'

const dirs: string[] = []
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'soko-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('lockDataDir', () => {
  it('refuses a data folder held by another live process', () => {
    const dir = freshDir()
    writeFileSync(join(dir, 'db.lock'), String(process.ppid))
    expect(() => lockDataDir(dir)).toThrow(/in use by process/)
  })

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = freshDir()
    writeFileSync(join(dir, 'db.lock'), '999999999')
    const release = lockDataDir(dir)
    expect(existsSync(join(dir, 'db.lock'))).toBe(true)
    release()
    expect(existsSync(join(dir, 'db.lock'))).toBe(false)
  })
})
