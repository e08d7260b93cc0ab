import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AvailabilityCalendar } from './AvailabilityCalendar';
import { calendarSlots } from '../slots';
import type { CoachAvailabilityEntry } from '@ssb/domain';

// 10 March 2031, 09:30 IST
const NOW = new Date('2031-03-10T04:00:00.000Z');
const IST = 'Asia/Kolkata';

const slot = (start: string, status: CoachAvailabilityEntry['status']) => ({
  start,
  end: new Date(new Date(start).getTime() + 30 * 60_000).toISOString(),
  status,
});

describe('AvailabilityCalendar', () => {
  it('puts a slot at 00:30 IST on its IST day, not on the UTC day before', () => {
    // 2031-03-11T19:00Z = 12 Mar 00:30 IST (but 11 Mar in UTC)
    const availability = [slot('2031-03-11T19:00:00.000Z', 'available')];
    const slots = calendarSlots(availability, NOW, IST);
    const { container } = render(<AvailabilityCalendar slots={slots} now={NOW} timeZone={IST} onSelect={() => undefined} />);
    const day12 = container.querySelector('[data-day="2031-03-12"]') as HTMLElement;
    const day11 = container.querySelector('[data-day="2031-03-11"]') as HTMLElement;
    expect(within(day12).getByRole('button', { name: /12:30 am/i })).toBeEnabled();
    expect(within(day11).queryByRole('button')).toBeNull();
    // In UTC the same slot is on 11 March at 7:00 pm
    const { container: utc } = render(<AvailabilityCalendar slots={calendarSlots(availability, NOW, 'UTC')} now={NOW} timeZone="UTC" onSelect={() => undefined} />);
    expect(within(utc.querySelector('[data-day="2031-03-11"]') as HTMLElement).getByRole('button', { name: /7:00 pm/i })).toBeInTheDocument();
  });

  it('shows 14 days starting today in the viewer zone', () => {
    const { container } = render(<AvailabilityCalendar slots={[]} now={NOW} timeZone={IST} onSelect={() => undefined} />);
    const days = [...container.querySelectorAll('[data-day]')].map((el) => el.getAttribute('data-day'));
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2031-03-10');
    expect(days[13]).toBe('2031-03-23');
    expect(screen.getByText(/No open slots in the next 14 days/)).toBeInTheDocument();
  });

  it('makes only available slots clickable, reading the status of each availability entry', () => {
    const onSelect = vi.fn();
    // One window split by the server into entries with their status.
    const availability = [slot('2031-03-11T04:00:00.000Z', 'available'), slot('2031-03-11T04:30:00.000Z', 'booked'), slot('2031-03-11T05:00:00.000Z', 'unavailable')];
    render(<AvailabilityCalendar slots={calendarSlots(availability, NOW, IST)} now={NOW} timeZone={IST} onSelect={onSelect} />);
    const available = screen.getByRole('button', { name: /9:30 am, available/i });
    const booked = screen.getByRole('button', { name: /10:00 am, booked/i });
    const unavailable = screen.getByRole('button', { name: /10:30 am, unavailable/i });
    expect(booked).toBeDisabled();
    expect(unavailable).toBeDisabled();
    fireEvent.click(booked);
    fireEvent.click(unavailable);
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(available);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ key: '2031-03-11T04:00:00.000Z', status: 'available' }));
  });

  it('treats a slot that has started as unavailable, and cuts plain windows into 30-minute slots', () => {
    const slots = calendarSlots(['2031-03-10T03:00:00.000Z|2031-03-10T05:00:00.000Z'], NOW, IST);
    expect(slots.map((s) => s.status)).toEqual(['unavailable', 'unavailable', 'available', 'available']);
  });

  it('cuts each entry into 30-minute slots with its status, and never offers one that has started since', () => {
    const availability = [
      { start: '2031-03-10T03:30:00.000Z', end: '2031-03-10T05:00:00.000Z', status: 'available' },
      { start: '2031-03-10T05:00:00.000Z', end: '2031-03-10T06:00:00.000Z', status: 'booked' },
      { start: '2031-03-10T06:00:00.000Z', end: '2031-03-10T06:30:00.000Z', status: 'available' },
    ] as const;
    expect(calendarSlots(availability, NOW, IST).map((s) => `${s.key.slice(11, 16)} ${s.status}`)).toEqual([
      '03:30 unavailable',
      '04:00 available',
      '04:30 available',
      '05:00 booked',
      '05:30 booked',
      '06:00 available',
    ]);
  });

  it('colours slots by hour band: before 12, 12 to 17, after 17', () => {
    const availability = ['2031-03-11T05:30:00.000Z', '2031-03-11T08:30:00.000Z', '2031-03-11T12:30:00.000Z'].map((start) => slot(start, 'available'));
    render(<AvailabilityCalendar slots={calendarSlots(availability, NOW, IST)} now={NOW} timeZone={IST} onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: /11:00 am/i }).className).toContain('amber');
    expect(screen.getByRole('button', { name: /2:00 pm/i }).className).toContain('sky');
    expect(screen.getByRole('button', { name: /6:00 pm/i }).className).toContain('indigo');
  });
});
