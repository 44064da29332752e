import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes DATA_DIR/db.lock holding this process id. A lock left by a process that has died is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = join(dataDir, 'db.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10)
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder}. Stop it first, or set DATA_DIR.`,
        )
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock ${lockPath}`)
}
