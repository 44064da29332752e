import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { MessageComposer } from './message-composer'

function renderComposer(props: Partial<Parameters<typeof MessageComposer>[0]> = {}) {
  const onSend = vi.fn(async () => true)
  const onTyping = vi.fn()
  render(<MessageComposer onSend={onSend} onTyping={onTyping} sending={false} {...props} />)
  return { onSend, onTyping, box: screen.getByRole('textbox', { name: 'Message' }) }
}

describe('the message box', () => {
  it('Enter sends the trimmed text and empties the box; Shift+Enter makes a new line', async () => {
    const { onSend, box } = renderComposer()
    await userEvent.type(box, '  Niko njiani{Shift>}{Enter}{/Shift}nakuja  ')
    expect(box).toHaveValue('  Niko njiani\nnakuja  ')
    expect(onSend).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    expect(onSend).toHaveBeenCalledWith('Niko njiani\nnakuja')
    expect(box).toHaveValue('')
  })

  it('Send is disabled while the text is blank and while sending', async () => {
    const { onSend, box } = renderComposer()
    const send = screen.getByRole('button', { name: 'Send' })
    expect(send).toBeDisabled()
    await userEvent.type(box, '   ')
    expect(send).toBeDisabled()
    await userEvent.keyboard('{Enter}')
    expect(onSend).not.toHaveBeenCalled()
    await userEvent.type(box, 'Sawa')
    expect(send).toBeEnabled()
  })

  it('is disabled while a message is on its way, and when the conversation is blocked', () => {
    const { box } = renderComposer({ sending: true })
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(box).toBeEnabled()
  })

  it('a blocked conversation disables the box', () => {
    const { box } = renderComposer({ disabled: true })
    expect(box).toBeDisabled()
  })

  it('gives the text back when sending fails', async () => {
    const { box } = renderComposer({ onSend: vi.fn(async () => false) })
    await userEvent.type(box, 'Uko wapi?{Enter}')
    expect(box).toHaveValue('Uko wapi?')
  })

  it('says "typing" at most every 3 seconds while the reader types', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(10_000)
    const { onTyping, box } = renderComposer()
    await userEvent.type(box, 'Hab')
    expect(onTyping).toHaveBeenCalledTimes(1)
    now.mockReturnValue(12_999)
    await userEvent.type(box, 'a')
    expect(onTyping).toHaveBeenCalledTimes(1)
    now.mockReturnValue(13_000)
    await userEvent.type(box, 'r')
    expect(onTyping).toHaveBeenCalledTimes(2)
    now.mockRestore()
  })
})
