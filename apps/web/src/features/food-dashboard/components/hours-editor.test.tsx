import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { hoursInput, hoursRows, type HoursRow } from '../hours'
import { HoursEditor } from './hours-editor'

let latest: HoursRow[] = []
function Editor({ initial }: { initial: Parameters<typeof hoursRows>[0] }) {
  const [rows, setRows] = useState(() => hoursRows(initial))
  latest = rows
  return (
    <HoursEditor
      rows={rows}
      onChange={(next) => {
        latest = next
        setRows(next)
      }}
    />
  )
}

describe('the hours editor', () => {
  it('lists the week from Monday, each day open with its times or closed all day', () => {
    render(<Editor initial={[{ day: 1, opens: '08:00', closes: '22:00' }]} />)
    const rows = screen.getAllByTestId('hours-row')
    expect(rows.map((row) => row.textContent?.slice(0, 6))).toEqual([
      'Monday',
      'Tuesda',
      'Wednes',
      'Thursd',
      'Friday',
      'Saturd',
      'Sunday',
    ])
    expect(screen.getByLabelText('Monday opens at')).toHaveValue('08:00')
    expect(screen.getByLabelText('Monday closes at')).toHaveValue('22:00')
    expect(within(rows[1]!).getByText('Closed all day')).toBeInTheDocument()
    expect(screen.queryByLabelText('Tuesday opens at')).not.toBeInTheDocument()
  })

  it('opens a closed day with the usual times and closes an open one', async () => {
    const user = userEvent.setup()
    render(<Editor initial={[{ day: 1, opens: '08:00', closes: '22:00' }]} />)
    await user.click(screen.getByRole('checkbox', { name: 'Open on Tuesday' }))
    expect(screen.getByLabelText('Tuesday opens at')).toHaveValue('08:00')
    await user.click(screen.getByRole('checkbox', { name: 'Open on Monday' }))
    expect(hoursInput(latest)).toEqual([{ day: 2, opens: '08:00', closes: '22:00' }])
  })

  it('allows hours past midnight and says the day closes the next day', () => {
    render(<Editor initial={[{ day: 5, opens: '18:00', closes: '23:00' }]} />)
    fireEvent.change(screen.getByLabelText('Friday closes at'), { target: { value: '02:00' } })
    expect(screen.getByText('Closes 02:00 the next day')).toBeInTheDocument()
    expect(screen.getByLabelText('Friday closes at')).toHaveAccessibleDescription('Closes 02:00 the next day')
    expect(hoursInput(latest)).toEqual([{ day: 5, opens: '18:00', closes: '02:00' }])
  })

  it('marks a cleared time as invalid', () => {
    render(<Editor initial={[{ day: 3, opens: '08:00', closes: '22:00' }]} />)
    fireEvent.change(screen.getByLabelText('Wednesday opens at'), { target: { value: '' } })
    expect(screen.getByLabelText('Wednesday opens at')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Opening hours must be times like 08:00 and 22:30.')).toBeInTheDocument()
  })

  it("copies Monday's hours to every day", async () => {
    const user = userEvent.setup()
    render(<Editor initial={[{ day: 1, opens: '07:00', closes: '23:30' }]} />)
    await user.click(screen.getByRole('button', { name: "Use Monday's hours every day" }))
    expect(hoursInput(latest)).toHaveLength(7)
    expect(screen.getByLabelText('Sunday closes at')).toHaveValue('23:30')
  })
})
