import type { NewsletterSubscribeResult } from '@soko/shared/newsletter/newsletter.schema'
import type { Db } from '../../db/client'
import { createNewsletterRepository } from './newsletter.repository'

export function createNewsletterService({ db }: { db: Db }) {
  const repository = createNewsletterRepository(db)
  return {
    /** Subscribing twice is not an error: the second call reports alreadySubscribed. */
    async subscribe(email: string, source = 'popup'): Promise<NewsletterSubscribeResult> {
      const added = await repository.insertIfAbsent(email, source)
      return { email, alreadySubscribed: !added }
    },
  }
}
