/** The Messages tab of /chat-forums (issue 14): built by the chat work. */
export function MessagesTab() {
  return null
}
