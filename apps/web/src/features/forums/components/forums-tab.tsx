/** The Forums tab of /chat-forums (issue 14): built by the forums work. */
export function ForumsTab() {
  return null
}
