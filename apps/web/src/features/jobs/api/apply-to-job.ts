import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { JobDetail, MyApplication } from '../job-types'
import { jobKeys, jobPath } from './query-keys'

export interface ApplyInput {
  jobId: string
  viewerId: string | null
  coverNote: string
  cv: File
}

/**
 * POST /api/jobs/{id}/applications as multipart: `cover_note` and the file `cv`. The server reads the CV's
 * type from its bytes and has the last word on size and type (docs/jobs-api.md). On success the job page
 * shows the application at once, and My applications is asked again.
 */
export function useApplyToJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ jobId, coverNote, cv }: ApplyInput) => {
      const body = new FormData()
      const note = coverNote.trim()
      if (note) body.append('cover_note', note)
      body.append('cv', cv, cv.name)
      return apiRequest<MyApplication>(`${jobPath(jobId)}/applications`, { method: 'POST', body })
    },
    onSuccess: (application, { jobId, viewerId }) => {
      queryClient.setQueryData<JobDetail>(jobKeys.detail(jobId, viewerId), (job) =>
        job ? { ...job, my_application: application } : job,
      )
      void queryClient.invalidateQueries({ queryKey: jobKeys.mine })
    },
  })
}
