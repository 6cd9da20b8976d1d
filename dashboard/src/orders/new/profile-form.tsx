import {
  type LeadFacetsResponse,
  type LeadQuoteBody,
  type LeadSeniority,
  MAX_LEADS_PER_ORDER,
} from '@leadproof/contract/leads';
import { Button, ChipInput, Input, Label, Skeleton } from '@leadproof/ui';
import { type FormEvent, useRef, useState } from 'react';
import * as forms from '../../lib/form.css';
import { formatNumber } from '../../lib/format-date';
import * as page from '../../lib/page.css';
import { DemoDataBadge } from '../demo-data-badge';
import { CountryPicker } from './country-picker';
import { companySizeBandKey, companySizeLabel } from './company-size-band';
import { FacetCheckboxes, toggledChoice } from './facet-checkboxes';
import * as styles from './new-order.css';
import {
  MAX_TITLE_KEYWORDS,
  type ProfileFormValues,
  profileQuoteBody,
  validateProfileForm,
} from './profile-form-values';
import { seniorityLabels } from './seniority-labels';

/** The id of the profile form, so a submit button elsewhere on the page (the quote's Buy) can submit it. */
export const PROFILE_FORM_ID = 'icp-form';

/** Props of `ProfileForm`. */
export interface ProfileFormProps {
  /** What the inventory holds; undefined while it loads. */
  facets: LeadFacetsResponse | undefined;
  /** Why the options failed to load, with a retry. */
  facetsError?: string | undefined;
  onRetryFacets?: () => void;
  values: ProfileFormValues;
  onChange: (values: ProfileFormValues) => void;
  /** Submitted with a valid profile (the quote's Buy button submits the form). */
  onSubmit: (body: LeadQuoteBody) => void;
  /** Show every problem at once, as after a submit (stories). */
  showErrors?: boolean;
}

/**
 * The ideal customer profile: industries, countries (with search), seniorities, title keywords, company sizes
 * and the number of leads. The options and their counts come from the inventory's facets. Problems show under
 * their fields once the form is submitted (the number of leads as soon as it is wrong), and the first one gets
 * the focus.
 */
export function ProfileForm({
  facets,
  facetsError,
  onRetryFacets,
  values,
  onChange,
  onSubmit,
  showErrors = false,
}: ProfileFormProps) {
  const [submitted, setSubmitted] = useState(showErrors);
  const firstIndustry = useRef<HTMLButtonElement>(null);
  const countrySearch = useRef<HTMLInputElement>(null);
  const countInput = useRef<HTMLInputElement>(null);
  const problems = validateProfileForm(values);
  const errors = submitted ? problems : { count: values.count.trim() ? problems.count : undefined };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const body = profileQuoteBody(values);
    if (body) onSubmit(body);
    else if (problems.industries) firstIndustry.current?.focus();
    else if (problems.countries) countrySearch.current?.focus();
    else countInput.current?.focus();
  };

  if (!facets) {
    return facetsError ? (
      <div className={page.emptyState} role="alert">
        <p>Could not load the profile options: {facetsError}</p>
        {onRetryFacets ? (
          <Button variant="outline" onClick={onRetryFacets}>
            Retry
          </Button>
        ) : null}
      </div>
    ) : (
      <div className={forms.form} aria-busy="true">
        <p className={page.muted}>Loading the profile options...</p>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height="4rem" />
        ))}
      </div>
    );
  }

  const update = (patch: Partial<ProfileFormValues>) => onChange({ ...values, ...patch });
  const industryOrder = facets.industries.map((industry) => industry.value);
  const seniorityOrder: string[] = facets.seniorities.map((seniority) => seniority.value);
  const sizeOrder = facets.companySizes.map(companySizeBandKey);

  return (
    <form
      id={PROFILE_FORM_ID}
      className={forms.form}
      onSubmit={onFormSubmit}
      noValidate
      aria-label="Ideal customer profile"
    >
      {facets.demo ? (
        <p className={styles.balanceLine}>
          <DemoDataBadge />
          <span className={forms.hint}>
            The inventory is the demo inventory: fictitious people, for trying the product.
          </span>
        </p>
      ) : null}
      <FacetCheckboxes
        id="icp-industries"
        legend="Industries"
        hint="Choose at least one."
        choices={facets.industries.map((industry) => ({ ...industry, label: industry.value }))}
        chosen={values.industries}
        onToggle={(value, checked) =>
          update({ industries: toggledChoice(industryOrder, values.industries, value, checked) })
        }
        error={errors.industries}
        firstRef={firstIndustry}
      />

      <CountryPicker
        countries={facets.countries}
        chosen={values.countries}
        onChange={(countries) => update({ countries })}
        error={errors.countries}
        searchRef={countrySearch}
      />

      <FacetCheckboxes
        id="icp-seniorities"
        legend="Seniorities"
        hint="Leave all clear for any seniority."
        choices={facets.seniorities.map((seniority) => ({
          ...seniority,
          label: seniorityLabels[seniority.value],
        }))}
        chosen={values.seniorities}
        onToggle={(value, checked) =>
          update({
            seniorities: toggledChoice(seniorityOrder, values.seniorities, value, checked) as LeadSeniority[],
          })
        }
      />

      <ChipInput
        id="icp-title-keywords"
        label="Title keywords"
        hint="A lead matches when its job title contains any of them. Press Enter after each one."
        values={values.titleKeywords}
        onChange={(titleKeywords) => update({ titleKeywords })}
        max={MAX_TITLE_KEYWORDS}
      />

      <FacetCheckboxes
        id="icp-company-sizes"
        legend="Company sizes"
        hint="Leave all clear for any size."
        choices={facets.companySizes.map((band) => ({
          value: companySizeBandKey(band),
          label: companySizeLabel(band),
          count: band.count,
        }))}
        chosen={values.companySizes}
        onToggle={(value, checked) =>
          update({ companySizes: toggledChoice(sizeOrder, values.companySizes, value, checked) })
        }
      />

      <div className={forms.field}>
        <Label htmlFor="icp-count">Number of leads</Label>
        <Input
          ref={countInput}
          id="icp-count"
          className={styles.countInput}
          inputMode="numeric"
          autoComplete="off"
          value={values.count}
          aria-invalid={errors.count ? true : undefined}
          aria-describedby={errors.count ? 'icp-count-error icp-count-hint' : 'icp-count-hint'}
          onChange={(event) => update({ count: event.target.value })}
        />
        <p id="icp-count-hint" className={forms.hint}>
          From 1 to {formatNumber(MAX_LEADS_PER_ORDER)} per order.
        </p>
        {errors.count ? (
          <p id="icp-count-error" className={page.errorText}>
            {errors.count}
          </p>
        ) : null}
      </div>
    </form>
  );
}
