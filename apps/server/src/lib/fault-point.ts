/**
 * A crash on purpose, for the tests that prove money survives one (payments.crash.postgres.test.ts): with
 * NODE_ENV=test and SOKO_FAULT_POINT naming this point (`job-ran:<kind>`: a
 * queue job of that kind did its work and is not yet marked done), the process dies here at once with SIGKILL, as a
 * power cut would. Nothing else can reach it.
 */
export function faultPoint(name: 'payment-before-commit' | 'payment-after-commit' | `job-ran:${string}`) {
  if (process.env.NODE_ENV === 'test' && process.env.SOKO_FAULT_POINT === name)
    process.kill(process.pid, 'SIGKILL')
}
