/** The Redis the services pass uses (CI starts one on this address); TEST_REDIS_URL overrides it. */
export const testRedisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
