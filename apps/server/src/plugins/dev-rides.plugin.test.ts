import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it, vi } from 'vitest'
import type { AutopilotStart } from '../modules/rides/autopilot'
import { devRidesPlugin } from './dev-rides.plugin'
import { errorsPlugin } from './errors.plugin'

async function appWith(result: AutopilotStart) {
  const app = Fastify()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(errorsPlugin)
  const start = vi.fn(async () => result)
  await app.register(devRidesPlugin, { prefix: '/api/dev', autopilot: { start } })
  return { app, start }
}

const id = '0190f3a0-7c1e-7000-8000-000000000001'

describe('POST /api/dev/rides/:id/autopilot', () => {
  it('sends a demo driver: 202 with the driver', async () => {
    const { app, start } = await appWith({ started: true, rideId: id, driverUserId: 'u-1' })
    const response = await app.inject({ method: 'POST', url: `/api/dev/rides/${id}/autopilot` })
    expect(response.statusCode).toBe(202)
    expect(response.json()).toEqual({ ride_id: id, driver_user_id: 'u-1' })
    expect(start).toHaveBeenCalledWith(id)
  })

  it('answers 404 for an unknown or malformed ride and 409 when no demo driver can take it', async () => {
    const unknown = await appWith({ started: false, reason: 'not_found' })
    expect(
      (await unknown.app.inject({ method: 'POST', url: `/api/dev/rides/${id}/autopilot` })).statusCode,
    ).toBe(404)
    const malformed = await unknown.app.inject({ method: 'POST', url: '/api/dev/rides/nope/autopilot' })
    expect(malformed.statusCode).toBe(404)
    const busy = await appWith({ started: false, reason: 'unavailable' })
    const response = await busy.app.inject({ method: 'POST', url: `/api/dev/rides/${id}/autopilot` })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ error: { code: 'rides.autopilot_unavailable' } })
  })
})
