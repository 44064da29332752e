import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_ORIGIN } from '../../test/test-app'

// Production without Africa's Talking credentials: no simulator, no /dev/sms, phone sign-in refused plainly.
let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp({ NODE_ENV: 'production' })
})
afterAll(async () => {
  await app.close()
})

describe('SMS in production without credentials', () => {
  it('registers no simulator and no /dev/sms', async () => {
    for (const [method, url] of [
      ['POST', '/sandbox/africastalking/version1/messaging'],
      ['GET', '/dev/sms'],
      ['GET', '/dev/sms/messages'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode, url).toBe(404)
    }
  })

  it('refuses to send a sign-in code with 503 sms_not_sent', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/send-otp',
      headers: { origin: TEST_ORIGIN },
      payload: { phoneNumber: '0712 345 678' },
    })
    expect(response.statusCode).toBe(503)
    expect(response.json().error).toEqual({
      code: 'sms_not_sent',
      message: 'We could not send the SMS. Check the number and try again.',
    })
  })
})
