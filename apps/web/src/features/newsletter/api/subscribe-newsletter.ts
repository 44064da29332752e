import type {
  NewsletterSubscribeInput,
  NewsletterSubscribeResult,
} from '@soko/shared/newsletter/newsletter.schema'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

export function subscribeNewsletter(input: NewsletterSubscribeInput) {
  return apiClient.post<NewsletterSubscribeResult>('/api/newsletter/subscriptions', input)
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter })
}
