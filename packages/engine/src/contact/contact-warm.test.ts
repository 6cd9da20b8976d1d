import { describe, expect, it, vi } from 'vitest';
import { DisposableDomains } from '../email/disposable';
import { createRowContext } from '../verify/analyze-row';
import { ContactVerifier } from './contact-verifier';

// Count what the verifier builds: the row context and the throwaway list must be built once, not per call.
vi.mock('../verify/analyze-row', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../verify/analyze-row')>();
  return { ...actual, createRowContext: vi.fn(actual.createRowContext) };
});
vi.mock('../email/disposable', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../email/disposable')>();
  const Counted = vi.fn(function (this: unknown, extra?: Iterable<string>) {
    return new actual.DisposableDomains(extra);
  });
  return { ...actual, DisposableDomains: Counted };
});

describe('ContactVerifier warm state', () => {
  it('builds the row context and the throwaway list once, and its memos serve every call', async () => {
    const verifier = new ContactVerifier({ offline: true, extraDisposableDomains: ['burner.example'] });
    expect(createRowContext).toHaveBeenCalledTimes(1);
    expect(DisposableDomains).toHaveBeenCalledTimes(1);
    const context = vi.mocked(createRowContext).mock.results[0]!.value as ReturnType<typeof createRowContext>;
    const facts = vi.spyOn(context, 'domainFacts');
    const first = await verifier.verify({ email: 'a@burner.example' }, { deadlineMs: 100 });
    const second = await verifier.verify(
      { email: 'b@burner.example', country: 'Germany' },
      { deadlineMs: 100 },
    );
    expect(first.email.reasons).toContain('disposable');
    expect(second.email.reasons).toContain('disposable');
    expect(second.country).toBe('DE');
    // Each call copies the context but keeps its memo functions: the spy on the shared one sees both calls, each
    // asking twice (the e-mail's checks, then whether its domain can stand for the company).
    expect(facts).toHaveBeenCalledTimes(4);
    expect(createRowContext).toHaveBeenCalledTimes(1);
    expect(DisposableDomains).toHaveBeenCalledTimes(1);
  });
});
