// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

afterEach(cleanup);

function OrderFiles({ onValueChange }: { onValueChange: (value: string) => void }) {
  return (
    <Tabs defaultValue="original" onValueChange={onValueChange}>
      <TabsList aria-label="Order files">
        <TabsTrigger value="original">Original Upload</TabsTrigger>
        <TabsTrigger value="results" disabled>
          Results (Not Ready)
        </TabsTrigger>
        <TabsTrigger value="report">Report</TabsTrigger>
      </TabsList>
      <TabsContent value="original">Original CSV</TabsContent>
      <TabsContent value="results">Results CSV</TabsContent>
      <TabsContent value="report">Report text</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('switches panels and never selects a disabled tab', () => {
    const onValueChange = vi.fn();
    render(<OrderFiles onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Original CSV');
    // Radix selects on mouse down (left button), like native tabs.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Results (Not Ready)' }), { button: 0 });
    expect(onValueChange).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Report' }), { button: 0 });
    expect(onValueChange).toHaveBeenCalledWith('report');
    expect(screen.getByRole('tabpanel').textContent).toBe('Report text');
  });
});
