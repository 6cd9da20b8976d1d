import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { DEMO_COLUMNS, DEMO_INVENTORY_SIZE, generateDemoInventory } from './demo-inventory';

describe('generateDemoInventory', () => {
  const csv = generateDemoInventory();
  const lines = csv.trim().split('\n');

  it('is deterministic: the same seed gives the same file', () => {
    expect(generateDemoInventory({ people: 200 })).toBe(generateDemoInventory({ people: 200 }));
    expect(generateDemoInventory({ people: 200, seed: 7 })).not.toBe(generateDemoInventory({ people: 200 }));
  });

  it('has a few thousand people, every address unique and under .example, every phone valid', () => {
    expect(lines[0]).toBe(DEMO_COLUMNS.join(','));
    expect(lines).toHaveLength(DEMO_INVENTORY_SIZE + 1);
    const emails = new Set<string>();
    const phones = new Set<string>();
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      const phone = cells.at(-1)!;
      const email = cells.at(-2)!;
      expect(email).toMatch(/^[a-z]+\.[a-z]+@[a-z]+-[a-z]+\.example$/);
      expect(isValidPhoneNumber(phone)).toBe(true);
      emails.add(email);
      phones.add(phone);
    }
    expect(emails.size).toBe(DEMO_INVENTORY_SIZE);
    expect(phones.size).toBe(DEMO_INVENTORY_SIZE);
  });

  it('spreads people across industries and countries, with enough Software leads in the US to demo', () => {
    const softwareUs = lines.filter((line) => line.includes(',Software,') && /,US,[A-Z]{2},/.test(line));
    expect(softwareUs.length).toBeGreaterThan(100);
    for (const country of ['US', 'CA', 'GB', 'DE', 'FR', 'NL', 'ES', 'IT', 'SE', 'AU', 'IE']) {
      expect(lines.some((line) => line.includes(`,${country},`))).toBe(true);
    }
    for (const industry of ['Healthcare', 'Financial Services', 'Manufacturing', 'Retail', 'Education']) {
      expect(lines.some((line) => line.includes(`,${industry},`))).toBe(true);
    }
  });
});
