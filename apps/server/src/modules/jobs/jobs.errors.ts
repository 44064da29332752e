import { jobsMessages as m } from '@soko/shared/jobs/jobs.constants'
import { codedError } from '../../lib/errors'

export const jobNotFound = codedError('jobs.not_found', 404, m.jobNotFound)
export const jobClosed = codedError('jobs.closed', 409, m.jobClosed)
export const notEmployer = codedError('jobs.not_employer', 403, m.notEmployer)
export const ownJob = codedError('jobs.own_job', 409, m.ownJob)
export const alreadyApplied = codedError('jobs.already_applied', 409, m.alreadyApplied)
export const cvMissing = codedError('jobs.cv_missing', 400, m.cvMissing)
export const cvType = codedError('jobs.cv_type', 400, m.cvType)
export const cvTooLarge = codedError('jobs.cv_too_large', 413, m.cvTooLarge)
export const applicationNotFound = codedError('jobs.application_not_found', 404, m.applicationNotFound)
export const badMove = codedError('jobs.bad_move', 409, m.badMove)
export const cannotWithdraw = codedError('jobs.cannot_withdraw', 409, m.cannotWithdraw)
export const cannotReopen = codedError('jobs.cannot_reopen', 409, m.cannotReopen)
export const deadlinePast = codedError('jobs.deadline_past', 400, m.deadlinePast)
export const employerNotFound = codedError('jobs.employer_not_found', 404, m.employerNotFound)
