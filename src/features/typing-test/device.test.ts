import { describe, expect, it } from 'vitest';
import { formatClock } from './device.ts';

describe('the countdown text', () => {
  it('given seconds left, then minutes and two-digit seconds, rounded up, never below zero', () => {
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(59.2)).toBe('1:00');
    expect(formatClock(0.4)).toBe('0:01');
    expect(formatClock(-3)).toBe('0:00');
  });
});
