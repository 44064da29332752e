/** /admin/community, the moderation queue (issue 14): built by the moderation work. */
export function CommunityPage() {
  return null
}
