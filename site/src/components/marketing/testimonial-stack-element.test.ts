// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defineTestimonialStack,
  TESTIMONIAL_ROTATION_MS,
  type TestimonialStackElement,
} from './testimonial-stack-element';

function mount(): TestimonialStackElement {
  // Built with createElement and appended, so connectedCallback runs now (not at a later upgrade).
  const stack = document.createElement('lp-testimonial-stack') as TestimonialStackElement;
  stack.innerHTML = `
      <div data-slides>
        <figure data-testimonial="a"><a href="#a">a</a></figure>
        <figure data-testimonial="b"></figure>
        <figure data-testimonial="c"></figure>
      </div>
      <button type="button" data-rotation>Pause</button>
      <button type="button" data-previous>Previous</button>
      <button type="button" data-next>Next</button>`;
  document.body.append(stack);
  return stack;
}

const front = () => document.querySelector('[data-active]')?.getAttribute('data-testimonial');

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  }));
}

describe('<lp-testimonial-stack>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    preferReducedMotion(false);
    defineTestimonialStack();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('brings the next card to the front every 5 seconds, wrapping around', () => {
    mount();
    expect(front()).toBe('a');
    vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS - 1);
    expect(front()).toBe('a');
    vi.advanceTimersByTime(1);
    expect(front()).toBe('b');
    vi.advanceTimersByTime(2 * TESTIMONIAL_ROTATION_MS);
    expect(front()).toBe('a');
  });

  it('keeps only the front card in reach of keyboards and screen readers', () => {
    mount();
    const cards = Array.from(document.querySelectorAll<HTMLElement>('[data-testimonial]'));
    expect(cards.map((card) => card.inert)).toEqual([false, true, true]);
    expect(cards.map((card) => card.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true']);
    expect(cards.map((card) => card.dataset.position)).toEqual(['0', '1', '2']);
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    const stack = mount();
    stack.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(3 * TESTIMONIAL_ROTATION_MS);
    expect(front()).toBe('a');
    stack.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS);
    expect(front()).toBe('b');
  });

  it('pauses while focus is inside it', () => {
    const stack = mount();
    stack.querySelector('a')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    vi.advanceTimersByTime(2 * TESTIMONIAL_ROTATION_MS);
    expect(front()).toBe('a');
    stack.querySelector('a')?.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS);
    expect(front()).toBe('b');
  });

  it('does not rotate on its own for visitors who prefer reduced motion; Play starts it', () => {
    preferReducedMotion(true);
    const stack = mount();
    expect(stack.rotating).toBe(false);
    vi.advanceTimersByTime(3 * TESTIMONIAL_ROTATION_MS);
    expect(front()).toBe('a');
    const rotation = stack.querySelector<HTMLButtonElement>('[data-rotation]');
    expect(rotation?.getAttribute('aria-label')).toBe('Play testimonials');
    rotation?.click();
    expect(rotation?.getAttribute('aria-label')).toBe('Pause testimonials');
    vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS);
    expect(front()).toBe('b');
  });

  it('Previous and Next change the card and stop the rotation; Pause stops it too', () => {
    const stack = mount();
    stack.querySelector<HTMLButtonElement>('[data-next]')?.click();
    expect(front()).toBe('b');
    stack.querySelector<HTMLButtonElement>('[data-previous]')?.click();
    stack.querySelector<HTMLButtonElement>('[data-previous]')?.click();
    expect(front()).toBe('c');
    vi.advanceTimersByTime(3 * TESTIMONIAL_ROTATION_MS);
    expect(front()).toBe('c');
    expect(stack.querySelector('[data-slides]')?.getAttribute('aria-live')).toBe('polite');
  });
});
