import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { message } from '../test/fixtures'
import { formatMessageTime, MessageBubble } from './message-bubble'

// Local times, whatever the machine's zone.
const now = new Date(2026, 10, 27, 12, 0).getTime()

function renderBubble(props: Partial<Parameters<typeof MessageBubble>[0]> = {}) {
  render(
    <ol>
      <MessageBubble message={message()} mine={false} senderName="Amani Otieno" now={now} {...props} />
    </ol>,
  )
  return screen.getByRole('listitem')
}

describe('a message bubble', () => {
  it('renders text as text, with web addresses as links and no HTML', () => {
    const bubble = renderBubble({
      message: message({ content: '<b>Bei</b> iko hapa: https://soko.example/p/1. Ama www.soko.example' }),
    })
    expect(bubble).toHaveTextContent('<b>Bei</b> iko hapa: https://soko.example/p/1. Ama www.soko.example')
    expect(bubble.querySelector('b')).toBeNull()
    const links = within(bubble).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://soko.example/p/1',
      'https://www.soko.example',
    ])
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')
  })

  it("one tick for sent, two for read, with their names; the other's messages can be reported", () => {
    renderBubble({ mine: true, delivery: 'sent' })
    expect(screen.getByRole('img', { name: 'Sent' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Report message' })).not.toBeInTheDocument()
  })

  it('a hidden message says a moderator removed it', () => {
    const bubble = renderBubble({
      message: message({ content: '', hidden: true }),
      onReport: () => undefined,
    })
    expect(bubble).toHaveTextContent('This message was removed by a moderator.')
    expect(within(bubble).queryByRole('button')).not.toBeInTheDocument()
  })

  it('shows the time today, the day and time before', () => {
    expect(formatMessageTime(new Date(2026, 10, 27, 9, 5).toISOString(), now, 'en')).toBe('09:05')
    expect(formatMessageTime(new Date(2026, 10, 20, 9, 5).toISOString(), now, 'en')).toMatch(
      /^20 Nov.*09:05$/,
    )
  })
})
