import { describe, expect, it } from 'vitest';
import { companyKey, standardizeCompany } from './company';
import { toCountryCode } from './country';
import { splitFullName, standardizeName } from './person-name';
import { toSeniority } from './seniority';
import { toStateCode } from './us-ca-states';
import { toWebDomain } from './web-domain';

describe('names', () => {
  it.each([
    ['mcdonald', 'McDonald'],
    ["O'BRIEN", "O'Brien"],
    ['VAN DER BERG', 'van der Berg'],
    ['  jean-luc  ', 'Jean-Luc'],
    ['macleod', 'MacLeod'],
    ['mack', 'Mack'],
    ["d'angelo", "d'Angelo"],
    ['DeShawn', 'DeShawn'],
  ])('%j → %j', (raw, standard) => {
    expect(standardizeName(raw)).toBe(standard);
  });

  it('splits full names', () => {
    expect(splitFullName('Dr. Jane A. Smith Jr.')).toEqual({ first: 'Jane', last: 'Smith' });
    expect(splitFullName('Smith, Jane')).toEqual({ first: 'Jane', last: 'Smith' });
    expect(splitFullName('Ludwig van Beethoven')).toEqual({ first: 'Ludwig', last: 'van Beethoven' });
  });
});

describe('companies', () => {
  it.each([
    ['ACME HOLDINGS INCORPORATED', 'Acme Holdings Inc.'],
    ['acme inc', 'Acme Inc.'],
    ['Siemens Aktiengesellschaft', 'Siemens Aktiengesellschaft'],
    ['Beispiel gmbh', 'Beispiel GmbH'],
    ['IBM Corp', 'IBM Corp.'],
    ['globex, llc', 'Globex LLC'],
  ])('%j → %j', (raw, standard) => {
    expect(standardizeCompany(raw)).toBe(standard);
  });

  it('matches companies without their legal form', () => {
    expect(companyKey('The Acme Company, Inc.')).toBe(companyKey('ACME CO'));
  });
});

describe('countries', () => {
  it.each([
    ['USA', 'US'],
    ['United States of America', 'US'],
    ['U.K.', 'GB'],
    ['Deutschland', 'DE'],
    ['Allemagne', 'DE'],
    ['Österreich', 'AT'],
    ['España', 'ES'],
    ['Schweiz', 'CH'],
    ['NLD', 'NL'],
    ['fr', 'FR'],
  ])('%j → %s', (raw, code) => {
    expect(toCountryCode(raw)).toBe(code);
  });

  it('returns nothing for a non-country', () => {
    expect(toCountryCode('Mars')).toBeUndefined();
  });
});

describe('states and provinces', () => {
  it('knows US states and Canadian provinces by code and name', () => {
    expect(toStateCode('california', 'US')).toBe('CA');
    expect(toStateCode('Calif.', undefined)).toBe('CA');
    expect(toStateCode('Québec', 'CA')).toBe('QC');
    expect(toStateCode('ON', undefined)).toBe('ON');
    expect(toStateCode('Bavaria', 'DE')).toBeUndefined();
  });
});

describe('web domains', () => {
  it.each([
    ['https://www.Acme.com/about?x=1', 'acme.com'],
    ['acme.co.uk', 'acme.co.uk'],
    ['www2.example.org/', 'example.org'],
    ['not a url', ''],
  ])('%j → %j', (raw, domain) => {
    expect(toWebDomain(raw)).toBe(domain);
  });
});

describe('seniority', () => {
  it.each([
    ['Chief Executive Officer', 'c_level'],
    ['VP, Sales', 'vp'],
    ['Vice President of Marketing', 'vp'],
    ['Co-Founder', 'owner'],
    ['Head of Growth', 'director'],
    ['Directeur commercial', 'director'],
    ['Geschäftsführer', 'c_level'],
    ['Sales Manager', 'manager'],
    ['Senior Software Engineer', 'senior'],
    ['Account Executive', 'individual'],
    ['Marketing Intern', 'entry'],
    ['Wizard', 'unknown'],
  ])('%j → %s', (title, bucket) => {
    expect(toSeniority(title)).toBe(bucket);
  });
});
