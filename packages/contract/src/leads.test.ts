import { describe, expect, it } from 'vitest';
import { leadIcpSchema, leadQuoteBodySchema, MAX_LEADS_PER_ORDER } from './leads';
import { orderCreateBodySchema } from './orders';

describe('leadIcpSchema', () => {
  it('upper-cases country codes and keeps the optional filters', () => {
    expect(
      leadIcpSchema.parse({
        industries: ['Software'],
        countries: ['us', 'De'],
        seniorities: ['vp', 'director'],
        titleKeywords: ['sales'],
        companySizes: [{ min: 50, max: 200 }, { min: 1000 }],
      }),
    ).toEqual({
      industries: ['Software'],
      countries: ['US', 'DE'],
      seniorities: ['vp', 'director'],
      titleKeywords: ['sales'],
      companySizes: [{ min: 50, max: 200 }, { min: 1000 }],
    });
  });

  it('refuses a profile without industries or countries, or with bad values', () => {
    expect(leadIcpSchema.safeParse({ industries: [], countries: ['US'] }).success).toBe(false);
    expect(leadIcpSchema.safeParse({ industries: ['Software'] }).success).toBe(false);
    expect(leadIcpSchema.safeParse({ industries: ['Software'], countries: ['USA'] }).success).toBe(false);
    expect(
      leadIcpSchema.safeParse({ industries: ['Software'], countries: ['US'], seniorities: ['boss'] }).success,
    ).toBe(false);
    expect(
      leadIcpSchema.safeParse({
        industries: ['Software'],
        countries: ['US'],
        companySizes: [{ min: 500, max: 50 }],
      }).success,
    ).toBe(false);
  });

  it('bounds the count between 1 and the per-order maximum', () => {
    const icp = { industries: ['Software'], countries: ['US'] };
    expect(leadQuoteBodySchema.safeParse({ icp, count: 0 }).success).toBe(false);
    expect(leadQuoteBodySchema.safeParse({ icp, count: 2.5 }).success).toBe(false);
    expect(leadQuoteBodySchema.safeParse({ icp, count: MAX_LEADS_PER_ORDER + 1 }).success).toBe(false);
    expect(leadQuoteBodySchema.safeParse({ icp, count: MAX_LEADS_PER_ORDER }).success).toBe(true);
  });
});

describe('orderCreateBodySchema', () => {
  it('takes an upload_csv order and keeps only the request details the contract names', () => {
    const body = { type: 'upload_csv', requestDetails: { source: 'cli', fileName: 'a.csv', extra: 1 } };
    expect(orderCreateBodySchema.parse(body)).toEqual({
      type: 'upload_csv',
      requestDetails: { source: 'cli', fileName: 'a.csv' },
    });
  });

  it('takes a buy_leads order with an ICP and a count, and refuses one without', () => {
    const body = {
      type: 'buy_leads',
      requestDetails: { source: 'icp', icp: { industries: ['Software'], countries: ['us'] }, count: 50 },
    };
    expect(orderCreateBodySchema.parse(body)).toEqual({
      type: 'buy_leads',
      requestDetails: { source: 'icp', icp: { industries: ['Software'], countries: ['US'] }, count: 50 },
    });
    expect(
      orderCreateBodySchema.safeParse({ type: 'buy_leads', requestDetails: { source: 'icp' } }).success,
    ).toBe(false);
    expect(
      orderCreateBodySchema.safeParse({ ...body, requestDetails: { ...body.requestDetails, source: 'cli' } })
        .success,
    ).toBe(false);
  });
});
