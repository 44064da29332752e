/** Signed-out visitors of /chat-forums see Join the Community (spec 001 Community): built by the forums work. */
export function CommunityPrompt() {
  return null
}
