// s3rver ships no types; the tests use this much of it.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: Record<string, unknown>)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
