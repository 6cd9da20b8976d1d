import type { LeadFacetsResponse } from '@leadproof/contract/leads';
import { Chip, ChipList, Input, Label } from '@leadproof/ui';
import { type Ref, useState } from 'react';
import * as forms from '../../lib/form.css';
import { FacetCheckboxes, toggledChoice } from './facet-checkboxes';

/** Props of `CountryPicker`. */
export interface CountryPickerProps {
  /** The facets' countries, most leads first. */
  countries: LeadFacetsResponse['countries'];
  /** Chosen ISO codes. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string | undefined;
  /** The search field, so a failed submit can focus it. */
  searchRef?: Ref<HTMLInputElement>;
}

/** "Germany (DE)": the name with its ISO code, or the code alone when the inventory has no name for it. */
export function countryLabel(code: string, countries: LeadFacetsResponse['countries']): string {
  const name = countries.find((country) => country.value === code)?.name;
  return name ? `${name} (${code})` : code;
}

/**
 * Countries as a multi-select with search: the chosen ones as removable chips, then a search field (name or
 * ISO code) over the checkbox list. Chosen countries stay chosen when the search hides them.
 */
export function CountryPicker({ countries, chosen, onChange, error, searchRef }: CountryPickerProps) {
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = term
    ? countries.filter(
        (country) => country.name.toLowerCase().includes(term) || country.value.toLowerCase() === term,
      )
    : countries;
  const order = countries.map((country) => country.value);
  return (
    <FacetCheckboxes
      id="icp-countries"
      legend="Countries"
      hint="Choose at least one. Search by name or ISO code."
      choices={shown.map((country) => ({
        value: country.value,
        label: `${country.name} (${country.value})`,
        count: country.count,
      }))}
      chosen={chosen}
      onToggle={(value, checked) => onChange(toggledChoice(order, chosen, value, checked))}
      error={error}
      scrolling
      emptyText={`No country matches “${search.trim()}”.`}
    >
      {chosen.length > 0 ? (
        <ChipList label="Chosen countries">
          {chosen.map((code) => {
            const label = countryLabel(code, countries);
            return (
              <Chip
                key={code}
                label={label}
                removeLabel={`Remove ${label}`}
                onRemove={() => onChange(chosen.filter((each) => each !== code))}
              />
            );
          })}
        </ChipList>
      ) : null}
      <div className={forms.field}>
        <Label htmlFor="icp-country-search">Search countries</Label>
        <Input
          ref={searchRef}
          id="icp-country-search"
          type="search"
          autoComplete="off"
          value={search}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'icp-countries-error' : undefined}
          onChange={(event) => setSearch(event.target.value)}
          // Enter in a search field means "search", not "submit the order form" (which would ask to buy).
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </div>
    </FacetCheckboxes>
  );
}
