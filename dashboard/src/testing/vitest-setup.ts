/**
 * Set-up for the unit project. Testing Library's `findBy*`/`waitFor` give up after 1 s by default; on
 * a loaded 2-core CI machine a React render can take longer, so they wait up to 10 s (a passing test
 * still finishes as soon as its condition holds).
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
