// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderStatusBadge, orderStatusLabel, orderStatusVariant } from './order-status-badge';

afterEach(cleanup);

describe('OrderStatusBadge', () => {
  it('maps each status to its tone', () => {
    expect(orderStatusVariant('completed')).toBe('success');
    expect(orderStatusVariant('in_progress')).toBe('info');
    expect(orderStatusVariant('pending')).toBe('outline');
    expect(orderStatusVariant('needs_fix')).toBe('warning');
    expect(orderStatusVariant('failed')).toBe('destructive');
  });

  it('shows underscores as spaces', () => {
    expect(orderStatusLabel('in_progress')).toBe('in progress');
    expect(orderStatusLabel('needs_fix')).toBe('needs fix');
  });

  it('treats a missing status as pending', () => {
    expect(orderStatusLabel(undefined)).toBe('pending');
    expect(orderStatusLabel(null)).toBe('pending');
    expect(orderStatusLabel('')).toBe('pending');
    expect(orderStatusVariant(undefined)).toBe('outline');
    render(<OrderStatusBadge />);
    expect(screen.getByText('pending')).toBeTruthy();
  });

  it('outlines an unknown status rather than failing', () => {
    expect(orderStatusVariant('archived')).toBe('outline');
    expect(orderStatusLabel('on_hold')).toBe('on hold');
  });
});
