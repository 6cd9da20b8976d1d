import { describe, expect, it } from 'vitest';
import { jobLogContext } from './job-log-context';

describe('jobLogContext', () => {
  it('names the job, its queue and the ids of its payload', () => {
    expect(jobLogContext('orders-verify', { id: 'j1', data: { orderId: 'o1' } })).toEqual({
      jobId: 'j1',
      queue: 'orders-verify',
      orderId: 'o1',
    });
    expect(jobLogContext('webhooks', { id: 'j2', data: { deliveryId: 'd1', attempt: 2 } })).toEqual({
      jobId: 'j2',
      queue: 'webhooks',
      deliveryId: 'd1',
    });
  });

  it('leaves out every other payload field, and copes with a payload that is no object', () => {
    const context = jobLogContext('q', { id: 'j3', data: { orderId: 'o1', email: 'a@b.co', rows: ['x'] } });
    expect(context).toEqual({ jobId: 'j3', queue: 'q', orderId: 'o1' });
    expect(jobLogContext('q', { id: 'j4', data: null })).toEqual({ jobId: 'j4', queue: 'q' });
  });
});
