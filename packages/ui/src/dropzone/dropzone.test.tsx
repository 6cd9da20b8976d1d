// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dropzone, type DropzoneHandle } from './dropzone';

afterEach(cleanup);

function csv(name = 'leads.csv') {
  return new File(['email\nada@example.com\n'], name, { type: 'text/csv' });
}

describe('Dropzone', () => {
  it('is a native button that opens the file browser', () => {
    render(<Dropzone onFiles={() => {}} title="Drop your CSV here" hint="Max file size: 50MB" />);
    const zone = screen.getByRole('button', { name: 'Drop your CSV here Max file size: 50MB' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const click = vi.spyOn(input, 'click').mockImplementation(() => {});
    fireEvent.click(zone);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('passes dropped files to onFiles, only the first unless multiple', () => {
    const onFiles = vi.fn();
    render(<Dropzone onFiles={onFiles} />);
    const first = csv('a.csv');
    fireEvent.drop(screen.getByRole('button'), { dataTransfer: { files: [first, csv('b.csv')] } });
    expect(onFiles).toHaveBeenCalledWith([first]);
  });

  it('ignores drops while disabled', () => {
    const onFiles = vi.fn();
    render(<Dropzone onFiles={onFiles} disabled />);
    fireEvent.drop(screen.getByRole('button'), { dataTransfer: { files: [csv()] } });
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('exposes open() so another control can open the browser', () => {
    const ref = createRef<DropzoneHandle>();
    render(<Dropzone ref={ref} onFiles={() => {}} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const click = vi.spyOn(input, 'click').mockImplementation(() => {});
    ref.current?.open();
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('delivers files chosen in the browser', () => {
    const onFiles = vi.fn();
    render(<Dropzone onFiles={onFiles} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = csv();
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
  });
});
