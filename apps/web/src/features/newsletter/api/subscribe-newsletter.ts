import {
  newsletterSubscribeResultSchema,
  type NewsletterSubscribeInput,
} from '@soko/shared/newsletter/newsletter.schema'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export function subscribeNewsletter(input: NewsletterSubscribeInput) {
  return apiClient.post('/api/newsletter/subscriptions', input, newsletterSubscribeResultSchema)
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter })
}
